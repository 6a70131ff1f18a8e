/// How a view controller is presented, as UIKit's UIModalPresentationStyle.
public enum UIModalPresentationStyle: Int, Sendable {
  /// Covers the screen; the presenter's view is removed afterwards.
  case fullScreen = 0
  /// Laid out by a presentation controller; the presenter's view stays.
  case custom = 1
  /// Covers the screen; the presenter's view stays behind.
  case overFullScreen = 2
  /// A centred sheet on large screens.
  case formSheet = 3
  /// A page-sized sheet on large screens.
  case pageSheet = 4
}

/// A view controller, as UIKit's UIViewController: a proxy for one of the host's scene screens.
open class UIViewController: NSObject {
  let handle: animhost_handle
  let host: UnsafePointer<animhost_host_v1>

  init(handle: animhost_handle, host: UnsafePointer<animhost_host_v1>) {
    self.handle = handle
    self.host = host
  }

  static func wrap(_ handle: animhost_handle, _ host: UnsafePointer<animhost_host_v1>)
    -> UIViewController?
  {
    handle == 0 ? nil : UIViewController(handle: handle, host: host)
  }

  /// The root view.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit declares `var view: UIView!`; iOS code that uses it must compile unchanged.
  open var view: UIView! {
    UIView.wrap(host.pointee.view_controller_view(host, handle), host)
  }

  /// The delegate that vends this controller's animators; kept for source compatibility.
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

  /// The presentation style; the scene decides it here, so setting it has no effect.
  open var modalPresentationStyle: UIModalPresentationStyle = .fullScreen

  /// Whether the other object is a proxy for the same host view controller.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIViewController else { return false }
    return other.handle == handle && other.host == host
  }

  /// A hash consistent with isEqual.
  open override var hash: Int { Int(truncatingIfNeeded: handle) }

  /// Dismisses the view controller this one presented (or this one), as a gesture handler does
  /// to start an interactive dismissal.
  ///
  /// The completion runs when the dismissal's animator ends with the transition completed
  /// (`animationEnded(true)`); it never runs when the dismissal is cancelled (as in UIKit), when
  /// the host refuses the call, on a host older than ABI 1.3, or when the delegate vends no
  /// dismissal animator (the host then gives no callback).
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard HostScope.hasABI13(host) else { return }
    let status = host.pointee.view_controller_dismiss(host, handle, flag ? 1 : 0)
    if status == ANIMHOST_OK, let completion { Self.dismissCompletions.append(completion) }
  }

  /// Completions of dismiss(animated:completion:) waiting for the dismissal to end.
  nonisolated(unsafe) static var dismissCompletions: [() -> Void] = []

  /// Runs the waiting dismiss completions when a dismissal completed; drops them when it was
  /// cancelled.
  static func dismissalEnded(completed: Bool) {
    let due = dismissCompletions
    dismissCompletions.removeAll()
    guard completed else { return }
    for completion in due { completion() }
  }

  /// Tells the controller its view is about to appear or disappear.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    _ = host.pointee.begin_appearance_transition(
      host, handle, isAppearing ? 1 : 0, animated ? 1 : 0)
  }

  /// Tells the controller the appearance change begun earlier has finished.
  open func endAppearanceTransition() {
    _ = host.pointee.end_appearance_transition(host, handle)
  }
}

/// The screen, as UIKit's UIScreen.
public final class UIScreen: NSObject {
  /// The screen the transition runs on.
  public static var main: UIScreen { UIScreen() }

  /// The screen's bounds in points.
  public var bounds: CGRect {
    let host = HostScope.current
    var rect = animhost_rect()
    _ = host.pointee.screen_bounds(host, &rect)
    return rect.cgRect
  }
}
