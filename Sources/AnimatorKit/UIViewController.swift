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
