/// The host's animator contract: UIViewControllerAnimatedTransitioning on the engine's types.
///
/// Plugin animators reach it through the bridge in PluginHost; the engine's own system
/// transitions implement it directly.
package protocol TransitionAnimator: AnyObject {
  /// The animator's name in diagnostics and errors.
  var name: String { get }
  /// transitionDuration(using:), in seconds.
  func transitionDuration(context: TransitionContext) -> Double
  /// animateTransition(using:): sets up views and animations, and later completes the context.
  func animateTransition(context: TransitionContext)
  /// animationEnded(_:): clean-up after the transition finished.
  func animationEnded(completed: Bool)
  /// interruptibleAnimator(using:): the property animator that runs the transition (the same
  /// one for the whole transition), or nil when the animator vends none.
  func interruptibleAnimator(context: TransitionContext) -> PropertyAnimatorNode?
}

extension TransitionAnimator {
  /// Vends no interruptible animator: the interaction drives the transition's layers.
  package func interruptibleAnimator(context: TransitionContext) -> PropertyAnimatorNode? { nil }
}

/// UIViewControllerTransitioningDelegate: vends the animators for presentation and dismissal.
package protocol TransitioningDelegate: AnyObject {
  /// animationController(forPresented:presenting:source:); nil uses the system transition.
  func animator(
    forPresented presented: ViewControllerNode, presenting: ViewControllerNode,
    source: ViewControllerNode
  ) -> (any TransitionAnimator)?
  /// animationController(forDismissed:); nil uses the system transition.
  func animator(forDismissed dismissed: ViewControllerNode) -> (any TransitionAnimator)?
  /// interactionControllerForPresentation(using:); nil runs the presentation without
  /// interaction.
  func interactionController(forPresentation animator: any TransitionAnimator)
    -> (any InteractionController)?
  /// interactionControllerForDismissal(using:); nil runs the dismissal without interaction.
  func interactionController(forDismissal animator: any TransitionAnimator)
    -> (any InteractionController)?
  /// navigationController(_:animationControllerFor:from:to:); nil runs the system push or
  /// pop.
  func animator(
    for operation: NavigationOperation, from: ViewControllerNode, to: ViewControllerNode
  ) -> (any TransitionAnimator)?
  /// navigationController(_:interactionControllerFor:) for an animator it vended; nil runs the
  /// push or pop without interaction.
  func interactionController(forNavigation animator: any TransitionAnimator)
    -> (any InteractionController)?
  /// tabBarController(_:interactionControllerFor:) for an animator it vended; nil runs the
  /// switch without interaction.
  func interactionController(forTab animator: any TransitionAnimator)
    -> (any InteractionController)?
  /// tabBarController(_:animationControllerForTransitionFrom:to:); nil switches at once.
  func animator(forTabFrom from: ViewControllerNode, to: ViewControllerNode)
    -> (any TransitionAnimator)?
  /// presentationController(forPresented:presenting:source:), asked for `.custom`
  /// presentations; nil uses the style's own.
  func presentationController(
    forPresented presented: ViewControllerNode, presenting: ViewControllerNode,
    source: ViewControllerNode
  ) -> (any PresentationController)?
}

extension TransitioningDelegate {
  /// Vends no interaction controller for the presentation.
  package func interactionController(forPresentation animator: any TransitionAnimator)
    -> (any InteractionController)?
  { nil }

  /// Vends no interaction controller for the dismissal.
  package func interactionController(forDismissal animator: any TransitionAnimator)
    -> (any InteractionController)?
  { nil }

  /// Vends no interaction controller for a push or pop.
  package func interactionController(forNavigation animator: any TransitionAnimator)
    -> (any InteractionController)?
  { nil }

  /// Vends no interaction controller for a tab switch.
  package func interactionController(forTab animator: any TransitionAnimator)
    -> (any InteractionController)?
  { nil }
}
