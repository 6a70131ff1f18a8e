import AnimatorKit

/// Runs one motion on one `UIViewPropertyAnimator` (Hero's cubic curves need control points,
/// which `UIView.animate` cannot take), vended by `interruptibleAnimator(using:)` so an
/// interaction can drive it.
///
/// The arriving screen goes from its pose to its place, the leaving screen from its place to
/// its pose, both on the same curve, with the arriving one in front or behind as the kind says
/// (`HeroScreens`).
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
    guard let screens = HeroScreens(context) else {
      animator.addCompletion { _ in context.completeTransition(false) }
      return animator
    }
    screens.move(
      on: animator, context, role: role, look: look, direction: motion.direction)
    return animator
  }
}
