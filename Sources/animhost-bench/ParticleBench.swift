import HostSystem
import TransitionEngine

/// The particle emitter's cost per clock tick, timed here because the engine has no clock of
/// its own (it moved from `ParticleEmitter+Benchmark.swift` in TransitionEngine).
enum ParticleBench {
  /// What one measurement found.
  struct Result {
    /// Microseconds per tick in the fastest batch: the cost on an idle machine.
    var bestMicroseconds: Double
    /// Microseconds per tick over all batches.
    var meanMicroseconds: Double
    /// The live particles at the end.
    var liveParticles: Int
  }

  /// Measures one clock tick (advance plus the particle list) at a steady population.
  ///
  /// A snow-like cell (500 births a second, 4 s lifetimes, so about 2,000 live) runs for 5 s
  /// to fill up, then `batches` batches of `framesPerBatch` ticks at `fps` are timed on the
  /// monotonic clock.
  static func tick(batches: Int = 10, framesPerBatch: Int = 60, fps: Double = 60) -> Result {
    var cell = EmitterCell()
    cell.birthRate = 500
    cell.lifetime = 4
    cell.lifetimeRange = 0.5
    cell.velocity = 40
    cell.velocityRange = 20
    cell.emissionLongitude = Double.pi / 2
    cell.emissionRange = Double.pi / 8
    cell.yAcceleration = 10
    cell.scale = 0.6
    cell.scaleRange = 0.3
    cell.spin = 0.5
    cell.spinRange = 1
    cell.alphaSpeed = -0.1
    cell.shape = .flake
    var configuration = EmitterConfiguration()
    configuration.position = Point(x: 195, y: -10)
    configuration.size = Size(width: 390, height: 1)
    configuration.shape = .line
    configuration.cells = [cell]
    let emitter = ParticleEmitter(configuration: configuration, time: 0, seed: 42)
    let warmUp = 5.0
    emitter.advance(to: warmUp)
    var drawn = 0
    var frame = 0
    var times: [Double] = []
    for _ in 0..<max(batches, 1) {
      let seconds = MonotonicClock.measure {
        for _ in 0..<max(framesPerBatch, 1) {
          frame += 1
          emitter.advance(to: warmUp + Double(frame) / fps)
          drawn &+= emitter.particles.count
        }
      }
      times.append(seconds * 1e6 / Double(max(framesPerBatch, 1)))
    }
    precondition(drawn > 0, "the benchmark emitter drew nothing")
    let mean = times.reduce(0, +) / Double(times.count)
    return Result(
      bestMicroseconds: times.min() ?? mean, meanMicroseconds: mean,
      liveParticles: emitter.liveCount)
  }
}
