/// CAAnimationRotationMode: whether a layer moving along a keyframe path turns with it.
package enum RotationMode: Int, Sendable {
  /// It keeps its transform.
  case none = 0
  /// It turns to the path's tangent (`.rotateAuto`).
  case auto
  /// It turns to the path's tangent plus a half turn (`.rotateAutoReverse`).
  case autoReverse
}

/// What an explicit animation does: CABasicAnimation, CAKeyframeAnimation,
/// CASpringAnimation or CAAnimationGroup.
package indirect enum ExplicitAnimationKind: Sendable {
  /// CABasicAnimation: `fromValue`, `toValue`, `byValue` (nil: not set), each a value of the
  /// key path's width (path commands for `path`).
  case basic(from: [Double]?, to: [Double]?, by: [Double]?)
  /// CAKeyframeAnimation: `values` at `keyTimes` (nil: evenly spaced), one timing function per
  /// segment, or a `path` a point-valued key path moves along.
  case keyframe(
    values: [[Double]], keyTimes: [Double]?, timingFunctions: [TimingCurve]?, path: Path?,
    calculationMode: KeyframeCalculationMode, rotationMode: RotationMode)
  /// CASpringAnimation: from/to/by as a basic animation, moved by a physical spring.
  case spring(
    from: [Double]?, to: [Double]?, by: [Double]?, mass: Double, stiffness: Double,
    damping: Double, initialVelocity: Double)
  /// CAAnimationGroup: the children run in the group's time, clipped to its duration.
  case group([ExplicitAnimation])
  /// CATransition: the layer's look as it was when added gives way to its look as it is.
  case transition(LayerTransition)
}

/// One explicit Core Animation animation, as a plugin describes it and the engine copies it
/// when it is added to a layer.
package struct ExplicitAnimation: Sendable {
  /// The key path it animates (CAPropertyAnimation.keyPath); nil for a group.
  package var keyPath: LayerKeyPath?
  /// What it does.
  package var kind: ExplicitAnimationKind
  /// Its CAMediaTiming.
  package var timing = MediaTiming()
  /// Its CAMediaTimingFunction; nil: the transaction's, or linear.
  package var timingFunction: TimingCurve?
  /// Whether it is removed from the layer when its active duration ends.
  package var isRemovedOnCompletion = true
  /// Whether its value is added to what is shown instead of replacing it.
  package var isAdditive = false
  /// Whether each repeat cycle builds on the end value of the one before.
  package var isCumulative = false

  /// An animation of a key path (nil for a group) with Core Animation's defaults.
  package init(keyPath: LayerKeyPath?, kind: ExplicitAnimationKind) {
    self.keyPath = keyPath
    self.kind = kind
  }

  /// CASpringAnimation.settlingDuration: the seconds the spring's envelope takes to fall under
  /// the engine's rest threshold (`SpringCurve.restThreshold`); nil for other kinds or a
  /// spring that cannot move.
  package var settlingDuration: Double? {
    guard case let .spring(_, _, _, mass, stiffness, damping, velocity) = kind else {
      return nil
    }
    return AnimatorTiming.springPhysics(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity
    ).settlingTime
  }
}

/// What an explicit animation's delegate hears (CAAnimationDelegate).
package enum ExplicitAnimationEvent: Sendable, Equatable {
  /// animationDidStart(_:): its active duration began.
  case didStart
  /// animationDidStop(_:finished:): its active duration ended (true) or it was removed before
  /// that (false).
  case didStop(finished: Bool)
}
