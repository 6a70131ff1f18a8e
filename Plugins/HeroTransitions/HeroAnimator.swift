import AnimatorKit

/// Runs one motion on one `UIViewPropertyAnimator` (Hero's cubic curves need control points,
/// which `UIView.animate` cannot take), vended by `interruptibleAnimator(using:)` so an
/// interaction can drive it.
///
/// The arriving screen goes from its pose to its place, the leaving screen from its place to
/// its pose, both on the same curve, with the arriving one in front or behind as the kind says.
/// When only one screen takes part (the other is a presenter that stays outside the container
/// around a sheet), a pose that would leave it on screen also fades it, so it never pops.
final class HeroAnimator: PropertyAnimatedTransition {
  let motion: HeroMotion
  /// What kind of transition it runs: in a push, a pop or a tab switch both screens are the
  /// container's.
  let role: TransitionRole

  init(motion: HeroMotion, role: TransitionRole) {
    self.motion = motion
    self.role = role
  }

  override func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  )
    -> TimeInterval
  {
    motion.duration
  }

  override func makeAnimator(_ context: any UIViewControllerContextTransitioning)
    -> UIViewPropertyAnimator
  {
    let look = motion.look
    let animator = UIViewPropertyAnimator(
      duration: motion.duration, timingParameters: look.curve.timing)
    guard let toVC = context.viewController(forKey: .to),
      let fromVC = context.viewController(forKey: .from),
      let toView = toVC.view, let fromView = fromVC.view
    else {
      animator.addCompletion { _ in context.completeTransition(false) }
      return animator
    }
    let container = context.containerView
    let stage = HeroStage(context: context, role: role)
    let addsArriving = toView.superview != container && context.view(forKey: .to) != nil
    if addsArriving {
      toView.frame = context.finalFrame(for: toVC)
      container.addSubview(toView)
    }
    let arriving = stage.actor(for: toView)
    let leaving = stage.actor(for: fromView)
    stage.order(arriving: arriving, leaving: leaving, arrivingInFront: look.arrivingInFront)

    var arrivingPose = look.arriving
    var leavingPose = look.leaving
    if leaving == nil, arrivingPose.isOnScreen { arrivingPose.alpha = 0 }
    if arriving == nil, leavingPose.isOnScreen { leavingPose.alpha = 0 }
    let travel = motion.direction.offset(in: container.bounds.size)
    func offset(_ pose: HeroPose, _ sign: CGFloat) -> CGPoint {
      CGPoint(x: travel.x * pose.shift * sign, y: travel.y * pose.shift * sign)
    }
    let shadow: Float = 0.5
    arriving?.prepare(for: arrivingPose)
    leaving?.prepare(for: leavingPose)
    arriving?.set(arrivingPose, offset: offset(arrivingPose, -1), shadow: shadowAt(arrivingPose, 0))
    leaving?.set(.rest, offset: .zero, shadow: shadowAt(leavingPose, shadow))
    animator.addAnimations {
      arriving?.set(.rest, offset: .zero, shadow: shadowAt(arrivingPose, shadow))
      leaving?.set(leavingPose, offset: offset(leavingPose, 1), shadow: shadowAt(leavingPose, 0))
    }
    let role = self.role
    animator.addCompletion { position in
      let completed = position == .end && !context.transitionWasCancelled
      arriving?.finish()
      leaving?.finish()
      // A dismissal's presenter goes back to the window by the host's hand.
      if addsArriving, !completed || role == .dismiss { toView.removeFromSuperview() }
      context.completeTransition(completed)
    }
    return animator
  }
}

/// The shadow opacity of a screen that casts Hero's shadow at a pose, or nil for one that casts
/// none.
private func shadowAt(_ pose: HeroPose, _ opacity: Float) -> Float? {
  pose.castsShadow ? opacity : nil
}
