import AnimatorKit

/// The two screens of a Hero transition, moved between their places and a look's poses on one
/// property animator: every Hero animator moves them so, and `match` adds its morphs alongside.
struct HeroScreens {
  let toView: UIView
  let fromView: UIView
  /// Whether the animator added the arriving screen to the container, and so takes it out
  /// again when the transition does not keep it.
  let addsArriving: Bool

  /// The transition's screens, the arriving one added to the container where the animator
  /// must add it; nil without both.
  init?(_ context: any UIViewControllerContextTransitioning) {
    guard let toVC = context.viewController(forKey: .to),
      let fromVC = context.viewController(forKey: .from),
      let toView = toVC.view, let fromView = fromVC.view
    else { return nil }
    let container = context.containerView
    self.toView = toView
    self.fromView = fromView
    addsArriving = toView.superview != container && context.view(forKey: .to) != nil
    if addsArriving {
      toView.frame = context.finalFrame(for: toVC)
      container.addSubview(toView)
    }
  }

  /// Moves the arriving screen from its pose to its place and the leaving one from its place
  /// to its pose, `direction` giving the way, in the order the look says; `alongside` runs in
  /// the animations, and `finishing` when they end, before the screens are put back and the
  /// transition completes.
  ///
  /// When only one screen takes part (the other is a presenter that stays outside the
  /// container around a sheet), a pose that would leave it on screen also fades it, so it
  /// never pops.
  func move(
    on animator: UIViewPropertyAnimator, _ context: any UIViewControllerContextTransitioning,
    role: TransitionRole, look: HeroLook, direction: HeroDirection,
    alongside: @escaping () -> Void = {}, finishing: @escaping () -> Void = {}
  ) {
    let container = context.containerView
    let stage = HeroStage(context: context, role: role)
    let arriving = stage.actor(for: toView)
    let leaving = stage.actor(for: fromView)
    stage.order(arriving: arriving, leaving: leaving, arrivingInFront: look.arrivingInFront)

    var arrivingPose = look.arriving
    var leavingPose = look.leaving
    if leaving == nil, arrivingPose.isOnScreen { arrivingPose.alpha = 0 }
    if arriving == nil, leavingPose.isOnScreen { leavingPose.alpha = 0 }
    let travel = direction.offset(in: container.bounds.size)
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
      alongside()
    }
    let (toView, addsArriving) = (self.toView, self.addsArriving)
    animator.addCompletion { position in
      let completed = position == .end && !context.transitionWasCancelled
      finishing()
      arriving?.finish()
      leaving?.finish()
      // A dismissal's presenter goes back to the window by the host's hand.
      if addsArriving, !completed || role == .dismiss { toView.removeFromSuperview() }
      context.completeTransition(completed)
    }
  }
}

/// The shadow opacity of a screen that casts Hero's shadow at a pose, or nil for one that casts
/// none.
private func shadowAt(_ pose: HeroPose, _ opacity: Float) -> Float? {
  pose.castsShadow ? opacity : nil
}
