import TransitionEngine

/// `animhost-bench`'s particle figure: the cost of one clock tick of a busy emitter.
///
/// It lives here, not in the engine, because it reads the wall clock (`BenchClock`) and the
/// engine has none.
enum ParticleBench {
  /// Measures one clock tick (advance plus the particle list) at a steady population.
  ///
  /// A snow-like cell (500 births a second, 4 s lifetimes, so about 2,000 live) runs for
  /// 5 s to fill up, then `batches` batches of `framesPerBatch` ticks at `fps` are timed.
  /// - Returns: microseconds per tick, in the fastest batch (the cost on an idle machine)
  ///   and over all batches, and the live particles at the end.
  static func tick(batches: Int = 10, framesPerBatch: Int = 60, fps: Double = 60) -> (
    bestMicroseconds: Double, meanMicroseconds: Double, liveParticles: Int
  ) {
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
      let seconds = BenchClock.time {
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
    return (times.min() ?? mean, mean, emitter.liveCount)
  }
}
