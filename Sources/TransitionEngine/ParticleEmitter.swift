/// An emitter layer's particle simulation (CAEmitterLayer), driven by the engine's clock.
///
/// Births are scheduled at exact times, `1 / (layer rate × cell rate)` apart, and processed in
/// time order across cells, each drawing the same count of random numbers; every particle's
/// state is a closed form of its age. So the particles at a time depend only on the seed, the
/// configuration history and that time, never on how often the clock stepped.
package final class ParticleEmitter {
  /// What it emits; changes take effect from the current clock time.
  package var configuration: EmitterConfiguration {
    didSet { reschedule(from: oldValue) }
  }
  /// The live particles at the last time the simulation advanced to, oldest first, without
  /// those that are invisible (alpha or scale at or below zero).
  package private(set) var particles: [Particle] = []
  private var random: SeededRandom
  private var time: Double
  private var schedules: [BirthSchedule]
  private var live: [LiveParticle] = []
  /// A frozen emitter (a snapshot's copy) keeps its particles and never advances.
  private var isFrozen = false

  /// An emitter that starts emitting at a clock time, its randomness from its own seed.
  package init(configuration: EmitterConfiguration, time: Double, seed: UInt64) {
    self.configuration = configuration
    self.time = time
    random = SeededRandom(seed: seed)
    schedules = configuration.cells.map {
      BirthSchedule(rate: Self.rate(configuration.birthRate, $0.birthRate), from: time)
    }
  }

  /// A copy showing the particles of this moment, frozen: it never moves them or makes more,
  /// as a snapshot view shows the emitter as it was.
  package func frozenCopy() -> ParticleEmitter {
    let copy = ParticleEmitter(configuration: configuration, time: time, seed: 0)
    copy.particles = particles
    copy.liveCount = liveCount
    copy.isFrozen = true
    return copy
  }

  /// Moves the simulation to a clock time: makes the particles born by then, removes the dead
  /// and computes the rest; the clock never goes back.
  ///
  /// While `capacity` particles are alive, births due are skipped (the engine shares
  /// `EngineLimits.liveParticles` among its emitters this way).
  /// - Returns: how many births were skipped.
  @discardableResult
  package func advance(to newTime: Double, capacity: Int = .max) -> Int {
    guard !isFrozen else { return 0 }
    time = max(time, newTime)
    if live.count >= capacity { removeDead(at: time) }
    let skipped = emitBirths(through: time, capacity: capacity)
    let now = time
    // Built in a local array: appending to the stored property would check exclusive
    // access on every particle.
    var drawn = particles
    particles = []
    drawn.removeAll(keepingCapacity: true)
    drawn.reserveCapacity(live.count)
    var dead = 0
    for particle in live {
      if particle.death <= now {
        dead += 1
      } else if let state = particle.state(at: now) {
        drawn.append(state)
      }
    }
    particles = drawn
    liveCount = live.count - dead
    // The dead stay in place (skipped) until they are a quarter of the array: moving every
    // survivor each tick would cost more than the whole tick.
    if dead > 0, dead * 4 >= live.count { removeDead(at: now) }
    return skipped
  }

  /// Drops dead particles, keeping the survivors in birth order.
  private func removeDead(at now: Double) {
    var kept = 0
    live.withUnsafeMutableBufferPointer { buffer in
      for index in buffer.indices where buffer[index].death > now {
        if kept != index { buffer[kept] = buffer[index] }
        kept += 1
      }
    }
    live.removeLast(live.count - kept)
  }

  /// How many particles are alive, drawn or not, at the last time the simulation advanced to.
  package private(set) var liveCount = 0

  // MARK: - Births

  /// The most births per second of one cell, whatever the layer's multiplier, so that a huge
  /// rate cannot stall the clock (`EngineLimits.cellBirthRate`).
  package static let maximumBirthRate = EngineLimits.cellBirthRate.value

  /// The births per second of a cell under the layer's multiplier; 0 when either is not
  /// positive, at most `maximumBirthRate`.
  private static func rate(_ layer: Double, _ cell: Double) -> Double {
    let rate = layer * cell
    return rate > 0 && !rate.isNaN ? min(rate, maximumBirthRate) : 0
  }

  /// Carries each cell's birth phase over to the new rates from the current time.
  private func reschedule(from old: EmitterConfiguration) {
    schedules = configuration.cells.indices.map { index in
      let rate = Self.rate(configuration.birthRate, configuration.cells[index].birthRate)
      guard index < schedules.count else { return BirthSchedule(rate: rate, from: time) }
      var schedule = schedules[index]
      schedule.change(rate: rate, at: time)
      return schedule
    }
  }

  /// Makes every particle due at or before `end`, in time order, ties by cell order; once
  /// `capacity` particles are alive the rest due are skipped, cell by cell in one step.
  /// - Returns: how many births were skipped.
  private func emitBirths(through end: Double, capacity: Int) -> Int {
    while true {
      var earliest: (cell: Int, time: Double)?
      for (index, schedule) in schedules.enumerated() {
        let next = schedule.nextBirth
        if next <= end, next < (earliest?.time ?? .infinity) { earliest = (index, next) }
      }
      guard let (index, birth) = earliest else { return 0 }
      guard live.count < capacity else {
        var skipped = 0
        for cell in schedules.indices { skipped += schedules[cell].skip(through: end) }
        return skipped
      }
      schedules[index].born += 1
      if let particle = LiveParticle(
        cell: index, of: configuration, born: birth, random: &random)
      {
        live.append(particle)
      }
    }
  }
}

/// When a cell's next particles are born: `anchor + born / rate`, exact rather than summed.
struct BirthSchedule {
  /// Births per second; 0 emits nothing.
  private(set) var rate: Double
  /// The time of the first birth at this rate.
  private(set) var anchor: Double
  /// Particles born since the anchor.
  var born = 0

  /// A schedule whose first birth is at `time`.
  init(rate: Double, from time: Double) {
    self.rate = rate
    anchor = time
  }

  /// The time of the next birth, infinity when the rate is 0.
  var nextBirth: Double { rate > 0 ? anchor + Double(born) / rate : .infinity }

  /// Counts every birth due at or before `end` as done without making it, in constant time.
  /// - Returns: how many births that was.
  mutating func skip(through end: Double) -> Int {
    guard rate > 0, nextBirth <= end else { return 0 }
    let before = born
    let due = ((end - anchor) * rate).rounded(.down) + 1
    born = due < Double(Int.max / 2) ? max(born + 1, Int(due)) : born + 1
    while nextBirth <= end { born += 1 }
    return born - before
  }

  /// Switches rate at `time`, keeping the fraction of the interval left to the next birth;
  /// emission that was stopped restarts with a birth at `time`.
  mutating func change(rate newRate: Double, at time: Double) {
    guard newRate != rate else { return }
    let next = nextBirth
    let left = rate > 0 && next > time ? (next - time) * rate : 0
    rate = newRate
    anchor = newRate > 0 ? time + left / newRate : time
    born = 0
  }
}
