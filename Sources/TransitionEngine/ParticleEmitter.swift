/// An emitter layer's particle simulation (CAEmitterLayer), driven by the engine's clock.
package final class ParticleEmitter {
  /// What it emits; changes take effect from the current clock time.
  package var configuration: EmitterConfiguration
  /// The live particles at the last time the simulation advanced to.
  package private(set) var particles: [Particle] = []
  private var random: SeededRandom
  private var time: Double

  /// An emitter that starts emitting at a clock time, its randomness from its own seed.
  package init(configuration: EmitterConfiguration, time: Double, seed: UInt64) {
    self.configuration = configuration
    self.time = time
    random = SeededRandom(seed: seed)
  }

  /// Moves the simulation to a clock time.
  package func advance(to newTime: Double) {
    time = max(time, newTime)
  }
}
