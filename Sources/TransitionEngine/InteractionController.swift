/// A command of the host's interaction script to a percent-driven interaction controller.
package enum InteractiveCommand: Equatable, Sendable {
  /// update(_:) with the fraction complete, 0...1.
  case update(Double)
  /// pause().
  case pause
  /// finish().
  case finish
  /// cancel().
  case cancel
}

/// UIViewControllerInteractiveTransitioning: an object that drives a transition interactively.
package protocol InteractionController: AnyObject {
  /// wantsInteractiveStart: false starts the transition running, not interactive until paused.
  var wantsInteractiveStart: Bool { get }
  /// startInteractiveTransition(_:): takes over the transition (and has the animator animate
  /// it).
  func startInteractiveTransition(context: TransitionContext)
  /// Passes a scripted command to a UIPercentDrivenInteractiveTransition.
  /// - Returns: false when the controller is not percent-driven and cannot take commands.
  func drive(_ command: InteractiveCommand) -> Bool
}
