import AnimatorKit

/// IBAnimatable's `SystemTransitionAnimator` for the Core Animation types the host draws
/// (`cube`, `moveIn`, `reveal`): a `CATransition` on the container's layer, then the change
/// from the old screen to the new; the transition's delegate completes the UIKit transition.
///
/// As in the original the timing is ease-out cubic and the direction maps to a subtype: left
/// is `fromLeft` and right `fromRight`, while top is `fromBottom` and bottom `fromTop` (the
/// original reverses the vertical ones so the screen moves towards the named edge).
final class SystemTransitionAnimator: DirectedPackAnimator, CAAnimationDelegate {
  let type: CATransitionType
  private var stage: TransitionStage?

  init(
    type: CATransitionType, direction: TransitionDirection, duration: TimeInterval,
    role: TransitionRole
  ) {
    self.type = type
    super.init(direction: direction, duration: duration, role: role)
  }

  /// Core Animation's subtype for a direction, as IBAnimatable maps it.
  static func subtype(_ direction: TransitionDirection) -> CATransitionSubtype {
    switch direction {
    case .right: .fromRight
    case .top: .fromBottom
    case .bottom: .fromTop
    case .left, .forward, .backward: .fromLeft
    }
  }

  /// IBAnimatable's ease-out cubic curve.
  static func easeOutCubic() -> CAMediaTimingFunction {
    CAMediaTimingFunction(controlPoints: 0.215, 0.61, 0.355, 1)
  }

  override func run(on stage: TransitionStage) {
    self.stage = stage
    // The container's old look is the leaving screen alone; the new one the arriving screen.
    stage.arriving.isHidden = true
    let transition = CATransition()
    transition.type = type
    transition.subtype = Self.subtype(direction)
    transition.duration = duration
    transition.timingFunction = Self.easeOutCubic()
    transition.delegate = self
    stage.container.layer.add(transition, forKey: kCATransition)
    stage.arriving.isHidden = false
    stage.leaving.isHidden = true
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    stage?.finish()
    stage = nil
  }
}
