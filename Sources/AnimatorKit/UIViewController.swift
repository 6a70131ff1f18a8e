/// How a view controller is presented, as UIKit's UIModalPresentationStyle (UIKit's raw
/// values).
public enum UIModalPresentationStyle: Int, Sendable {
  /// Covers the screen; the presenter's view is removed afterwards.
  case fullScreen = 0
  /// A page-sized sheet on large screens.
  case pageSheet = 1
  /// A centred sheet on large screens.
  case formSheet = 2
  /// Covers the presenting context (here the screen); the presenter's view is removed.
  case currentContext = 3
  /// Laid out by a presentation controller; the presenter's view stays.
  case custom = 4
  /// Covers the screen; the presenter's view stays behind.
  case overFullScreen = 5
  /// Covers the presenting context (here the screen); the presenter's view stays behind.
  case overCurrentContext = 6
  /// A popover; the host has none and presents it as a sheet.
  case popover = 7
  /// No adaptation (for adaptivePresentationStyle).
  case none = -1
  /// The system's choice: a sheet.
  case automatic = -2

  /// The style a host constant names (ANIMHOST_STYLE_*), or nil.
  init?(host value: Int32) {
    switch value {
    case 0: self = .fullScreen
    case 1: self = .custom
    case 2: self = .overFullScreen
    case 3: self = .formSheet
    case 4: self = .pageSheet
    case 5: self = .currentContext
    case 6: self = .overCurrentContext
    default: return nil
    }
  }
}

/// How a presentation animates when the delegate vends no animator, as UIKit's
/// UIModalTransitionStyle.
public enum UIModalTransitionStyle: Int, Sendable {
  /// The presented view slides up from the bottom (the host's system transition).
  case coverVertical = 0
  /// A horizontal 3D flip.
  case flipHorizontal = 1
  /// A cross-fade.
  case crossDissolve = 2
  /// A page curl.
  case partialCurl = 3
}

/// A view controller, as UIKit's UIViewController: a proxy for one of the host's scene screens.
open class UIViewController: NSObject {
  let handle: animhost_handle
  let host: UnsafePointer<animhost_host_v1>

  /// A proxy for one of the host's view controllers, as AnimatorKit hands them to delegates.
  ///
  /// Public so that subclasses declaring no initializer inherit `init()`, as in UIKit.
  public init(handle: animhost_handle, host: UnsafePointer<animhost_host_v1>) {
    self.handle = handle
    self.host = host
  }

  /// A new view controller whose root view fills the screen, named after its class (ABI 1.6;
  /// there are no nib files, so both arguments are ignored).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    let host = HostScope.current
    let name = String(describing: type(of: self))
    handle =
      HostScope.hasABI16(host) ? host.pointee.view_controller_create(host, name) : 0
    self.host = host
  }

  /// A new view controller whose root view fills the screen (ABI 1.6).
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// View controllers are not archived here; decoding one gives nil.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Called before the view controller is added to or removed from a container (nil).
  ///
  /// The host records it; overrides must call super.
  open func willMove(toParent parent: UIViewController?) {
    guard HostScope.hasABI16(host) else { return }
    _ = host.pointee.view_controller_containment(
      host, handle, ANIMHOST_CONTAINMENT_WILL_MOVE, parent?.handle ?? 0)
  }

  /// Called after the view controller was added to or removed from a container (nil).
  ///
  /// The host records it; overrides must call super.
  open func didMove(toParent parent: UIViewController?) {
    guard HostScope.hasABI16(host) else { return }
    _ = host.pointee.view_controller_containment(
      host, handle, ANIMHOST_CONTAINMENT_DID_MOVE, parent?.handle ?? 0)
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

  /// The system transition a presentation of this view controller runs when the delegate vends
  /// no animator (the scene's `transition`; ABI 1.6, cover-vertical on an older host).
  open var modalTransitionStyle: UIModalTransitionStyle {
    get {
      guard HostScope.hasABI16(host) else { return .coverVertical }
      let raw = host.pointee.view_controller_transition_style(host, handle, -1)
      return UIModalTransitionStyle(rawValue: Int(raw)) ?? .coverVertical
    }
    set {
      guard HostScope.hasABI16(host) else { return }
      _ = host.pointee.view_controller_transition_style(host, handle, Int32(newValue.rawValue))
    }
  }

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

  /// The size the view controller's content prefers (zero until set), as a presentation
  /// controller reads it to size a sheet.
  open var preferredContentSize: CGSize {
    get { ViewControllerStore.preferredSizes[ViewControllerStore.Key(self)] ?? .zero }
    set { ViewControllerStore.preferredSizes[ViewControllerStore.Key(self)] = newValue }
  }

  /// A child container's size: the parent's, as UIKit's default.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize {
    parentSize
  }

  /// Presents a view controller modally; refused with a diagnostic, as the host presents only
  /// the scene's screen (`--kind present`), so the completion never runs.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard HostScope.hasABI16(host) else { return }
    _ = host.pointee.view_controller_present(
      host, handle, viewControllerToPresent.handle, flag ? 1 : 0)
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
