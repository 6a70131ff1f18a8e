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
    guard let screens = HeroScreens(context) else {
      let animator = UIViewPropertyAnimator(
        duration: transitionDuration(using: context), timingParameters: look.curve.timing)
      animator.addCompletion { _ in context.completeTransition(false) }
      return animator
    }
    let pairs = pairs(context)
    let animator = UIViewPropertyAnimator(
      duration: duration(pairs), timingParameters: look.curve.timing)
    // The pairs go first, so that a screen standing in as a snapshot leaves them out.
    let morphs = pairs.compactMap { MatchMorph($0, in: context.containerView) }
    screens.move(
      on: animator, context, role: role, look: look, direction: settings.direction,
      alongside: { for morph in morphs { morph.arrive() } },
      finishing: { for morph in morphs { morph.finish() } })
    return animator
  }
}
