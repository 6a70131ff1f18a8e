extension Engine {
  /// Plays every running animation backward from now, as UIKit does when a percent-driven
  /// interactive transition is cancelled with completionSpeed 1.
  ///
  /// An animation that began at `b` shows at `now + u` what it showed at `now - u`, and ends
  /// when it is back at `b`; one whose delay has not elapsed ends at once. Each pending
  /// transaction's completion then runs (finished true) when its animations are back at their
  /// beginning, at `max(now, 2 × now - begin)`. Model values are left as the animation blocks
  /// set them. Emitters stop making particles; those alive live out their lifetimes.
  package func reverseAnimations() {
    closeOpenTransactions()
    let reversal = now
    for view in views.values {
      if !view.animations.isEmpty {
        view.animations.removeAll {
          $0.start >= reversal - Self.timeTolerance && $0.reversedAt == nil
        }
        for index in view.animations.indices where view.animations[index].reversedAt == nil {
          view.animations[index].reversedAt = reversal
        }
      }
      if let emitter = view.emitter {
        advanceEmitter(emitter)
        emitter.configuration.birthRate = 0
      }
    }
    for index in groups.indices where groups[index].end > reversal + Self.timeTolerance {
      groups[index].end = PropertyAnimation.reversedEnd(
        begin: groups[index].begin, reversedAt: reversal)
    }
  }
}
