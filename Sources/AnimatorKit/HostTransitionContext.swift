/// The transition context the host passes to animate_transition, behind UIKit's protocol.
final class HostTransitionContext: UIViewControllerContextTransitioning {
  let handle: animhost_handle
  let host: UnsafePointer<animhost_host_v1>

  init(handle: animhost_handle, host: UnsafePointer<animhost_host_v1>) {
    self.handle = handle
    self.host = host
  }

  var flags: UInt32 { host.pointee.context_flags(host, handle) }

  var containerView: UIView {
    UIView(handle: host.pointee.context_container_view(host, handle), host: host)
  }

  var isAnimated: Bool { flags & ANIMHOST_CONTEXT_ANIMATED != 0 }
  var isInteractive: Bool { flags & ANIMHOST_CONTEXT_INTERACTIVE != 0 }
  var transitionWasCancelled: Bool { flags & ANIMHOST_CONTEXT_CANCELLED != 0 }

  var presentationStyle: UIModalPresentationStyle {
    UIModalPresentationStyle(host: host.pointee.context_presentation_style(host, handle))
      ?? .custom
  }

  func completeTransition(_ didComplete: Bool) {
    _ = host.pointee.context_complete_transition(host, handle, didComplete ? 1 : 0)
  }

  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    interactive(ANIMHOST_INTERACTIVE_UPDATE, Double(percentComplete))
  }

  func pauseInteractiveTransition() {
    interactive(ANIMHOST_INTERACTIVE_PAUSE, 0)
  }

  func finishInteractiveTransition() {
    interactive(ANIMHOST_INTERACTIVE_FINISH, 1)
  }

  func cancelInteractiveTransition() {
    interactive(ANIMHOST_INTERACTIVE_CANCEL, 1)
  }

  /// Makes an interactive call on the context; nothing on a host older than ABI 1.3.
  ///
  /// For finish and cancel, value is the completion speed and curve the curve the rest of the
  /// transition runs with.
  @discardableResult
  func interactive(_ command: Int32, _ value: Double, curve: UIView.AnimationCurve = .easeInOut)
    -> Bool
  {
    guard HostScope.hasABI13(host) else { return false }
    let status = host.pointee.context_interactive(
      host, handle, command, value, Int32(curve.rawValue))
    return status == ANIMHOST_OK
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    UIViewController.wrap(host.pointee.context_view_controller(host, handle, key.raw), host)
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    UIView.wrap(host.pointee.context_view(host, handle, key.raw), host)
  }

  func initialFrame(for viewController: UIViewController) -> CGRect {
    var rect = animhost_rect()
    _ = host.pointee.context_initial_frame(host, handle, viewController.handle, &rect)
    return rect.cgRect
  }

  func finalFrame(for viewController: UIViewController) -> CGRect {
    var rect = animhost_rect()
    _ = host.pointee.context_final_frame(host, handle, viewController.handle, &rect)
    return rect.cgRect
  }

  var sourceFrame: CGRect? {
    var rect = animhost_rect()
    return host.pointee.context_source_frame(host, handle, &rect) == ANIMHOST_OK ? rect.cgRect : nil
  }

  var sourceView: UIView? {
    guard HostScope.hasABI12(host) else { return nil }
    return UIView.wrap(host.pointee.context_source_view(host, handle), host)
  }

  func namedView(_ name: String) -> UIView? {
    UIView.wrap(host.pointee.context_named_view(host, handle, name), host)
  }
}
