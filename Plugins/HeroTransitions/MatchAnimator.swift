import AnimatorKit

/// Hero's magic move on one `UIViewPropertyAnimator`, vended by `interruptibleAnimator(using:)`
/// so an interaction can drive it.
///
/// Each pair of views with the same match id morphs from the leaving view to the arriving one
/// (`MatchMorph`), in front of both screens; the rest of the screens fades, slides or cuts as
/// `rest` says, as whole screens do when nothing matches. Everything runs on Hero's standard
/// curve for Hero's duration: 0.208 s plus 1/3000 s for each point the farthest pair moves, at
/// most 0.375 s, unless `duration` sets one.
final class MatchAnimator: PropertyAnimatedTransition {
  let settings: MatchSettings
  let role: TransitionRole

  init(settings: MatchSettings, role: TransitionRole) {
    self.settings = settings
    self.role = role
  }

  override func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  )
    -> TimeInterval
  {
    guard settings.duration <= 0 else { return settings.duration }
    guard let context = transitionContext else { return MatchSettings.longest }
    return duration(pairs(context))
  }

  /// The duration for these pairs: the one asked for, or Hero's for the farthest move.
  private func duration(_ pairs: [MatchPair]) -> TimeInterval {
    guard settings.duration <= 0 else { return settings.duration }
    return MatchSettings.automatic(moving: pairs.map(\.distance).max() ?? 0)
  }

  /// The matched pairs of the transition's two screens, with the arriving screen where it
  /// will be.
  private func pairs(_ context: any UIViewControllerContextTransitioning) -> [MatchPair] {
    guard let toVC = context.viewController(forKey: .to),
      let fromVC = context.viewController(forKey: .from),
      let toView = toVC.view, let fromView = fromVC.view
    else { return [] }
    let container = context.containerView
    let toFrame =
      toView.superview == nil
      ? context.finalFrame(for: toVC) : toView.convert(toView.bounds, to: container)
    return MatchPair.pairs(from: fromView, to: toView, toScreenFrame: toFrame, in: container)
  }

  override func makeAnimator(_ context: any UIViewControllerContextTransitioning)
    -> UIViewPropertyAnimator
  {
    let look = settings.look
    guard let toVC = context.viewController(forKey: .to),
      let fromVC = context.viewController(forKey: .from),
      let toView = toVC.view, let fromView = fromVC.view
    else {
      let animator = UIViewPropertyAnimator(
        duration: transitionDuration(using: context), timingParameters: look.curve.timing)
      animator.addCompletion { _ in context.completeTransition(false) }
      return animator
    }
    let container = context.containerView
    let addsArriving = toView.superview != container && context.view(forKey: .to) != nil
    if addsArriving {
      toView.frame = context.finalFrame(for: toVC)
      container.addSubview(toView)
    }
    let pairs = pairs(context)
    let animator = UIViewPropertyAnimator(
      duration: duration(pairs), timingParameters: look.curve.timing)
    // The pairs go first, so that a screen standing in as a snapshot leaves them out.
    let morphs = pairs.compactMap { MatchMorph($0, in: container) }
    let stage = HeroStage(context: context, role: role)
    let arriving = stage.actor(for: toView)
    let leaving = stage.actor(for: fromView)
    stage.order(arriving: arriving, leaving: leaving, arrivingInFront: look.arrivingInFront)

    var arrivingPose = look.arriving
    var leavingPose = look.leaving
    if leaving == nil, arrivingPose.isOnScreen { arrivingPose.alpha = 0 }
    if arriving == nil, leavingPose.isOnScreen { leavingPose.alpha = 0 }
    let travel = settings.direction.offset(in: container.bounds.size)
    func offset(_ pose: HeroPose, _ sign: CGFloat) -> CGPoint {
      CGPoint(x: travel.x * pose.shift * sign, y: travel.y * pose.shift * sign)
    }
    arriving?.set(arrivingPose, offset: offset(arrivingPose, -1), shadow: nil)
    leaving?.set(.rest, offset: .zero, shadow: nil)
    animator.addAnimations {
      arriving?.set(.rest, offset: .zero, shadow: nil)
      leaving?.set(leavingPose, offset: offset(leavingPose, 1), shadow: nil)
      for morph in morphs { morph.arrive() }
    }
    let role = self.role
    animator.addCompletion { position in
      let completed = position == .end && !context.transitionWasCancelled
      for morph in morphs { morph.finish() }
      arriving?.finish()
      leaving?.finish()
      // A dismissal's presenter goes back to the window by the host's hand.
      if addsArriving, !completed || role == .dismiss { toView.removeFromSuperview() }
      context.completeTransition(completed)
    }
    return animator
  }
}
