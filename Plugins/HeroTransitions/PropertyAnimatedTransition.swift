import AnimatorKit

/// An animated transition that runs on one `UIViewPropertyAnimator`, made once per transition
/// and vended by `interruptibleAnimator(using:)` so an interaction can drive it; subclasses
/// give the duration and make the animator.
class PropertyAnimatedTransition: NSObject, UIViewControllerAnimatedTransitioning {
  private var animator: (any UIViewImplicitlyAnimating)?

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    preconditionFailure("\(type(of: self)) must override transitionDuration(using:)")
  }

  /// The property animator that runs the transition, with its animations and completion.
  func makeAnimator(_ context: any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
    preconditionFailure("\(type(of: self)) must override makeAnimator(_:)")
  }

  final func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
    interruptibleAnimator(using: transitionContext).startAnimation()
  }

  final func interruptibleAnimator(using context: any UIViewControllerContextTransitioning)
    -> any UIViewImplicitlyAnimating
  {
    if let animator { return animator }
    let made = makeAnimator(context)
    animator = made
    return made
  }

  func animationEnded(_ transitionCompleted: Bool) {
    animator = nil
  }
}
