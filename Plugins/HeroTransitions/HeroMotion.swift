import AnimatorKit

/// One run's transition: a kind, the way it moves and how long it takes.
struct HeroMotion {
  var kind: HeroKind
  var direction: HeroDirection
  var duration: TimeInterval

  /// The motion an animator's parameters ask for (the host refuses a direction that is not
  /// one of the kind's words).
  init(kind: HeroKind, values: AnimatorParameters) {
    self.kind = kind
    let word = kind.directionParameter.map { values[$0] }
    direction = kind.directions.first { $0.name == word }?.direction ?? .left
    duration = values[kind.durationParameter]
  }

  init(kind: HeroKind, direction: HeroDirection, duration: TimeInterval) {
    self.kind = kind
    self.direction = direction
    self.duration = duration
  }

  /// The way back, as Hero's `autoReverse`: the reversed kind, the opposite direction.
  var reversed: HeroMotion {
    HeroMotion(kind: kind.reversed, direction: direction.reversed, duration: duration)
  }
}
