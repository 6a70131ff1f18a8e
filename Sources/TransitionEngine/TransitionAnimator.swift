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
}
