import AnimatorKit

/// One run's transition: a kind, the way it moves and how long it takes.
struct HeroMotion {
  var kind: HeroKind
  var direction: HeroDirection
  var duration: TimeInterval

  /// The motion an animator's parameters ask for: an unknown direction word means the kind's
  /// default (the host cannot refuse it: a string parameter takes any text).
  init(kind: HeroKind, values: AnimatorParameters) {
    self.kind = kind
    let word = values.string("direction", or: kind.defaultDirection)
    let known = kind.directions.first { $0.name == word }
    let fallback = kind.directions.first { $0.name == kind.defaultDirection }
    direction = (known ?? fallback)?.direction ?? .left
    duration = values.number("duration", or: kind.defaultDuration)
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
