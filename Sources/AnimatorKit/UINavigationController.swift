/// A navigation controller, as UIKit's UINavigationController: here, the host's navigation
/// stage that pushes and pops the scene's screens (`animhost render NAME --kind push`).
open class UINavigationController: UIViewController {
  /// The kinds of navigation transition, as UIKit's UINavigationController.Operation.
  public enum Operation: Int, Sendable {
    /// No transition.
    case none = 0
    /// A view controller is pushed.
    case push = 1
    /// A view controller is popped.
    case pop = 2
  }

  /// The navigation controller's delegate; kept for source compatibility (the host asks the
  /// animator's delegate object).
  open weak var delegate: (any UINavigationControllerDelegate)?
}

/// The pre-Swift 4.2 name of UINavigationController.Operation.
@available(*, deprecated, renamed: "UINavigationController.Operation")
public typealias UINavigationControllerOperation = UINavigationController.Operation

/// Vends the animators of a navigation controller's pushes and pops, as UIKit's
/// UINavigationControllerDelegate; make the object the animator definition returns conform.
public protocol UINavigationControllerDelegate: AnyObject {
  /// The animator for a push or a pop; nil runs the system slide.
  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The interaction controller for an animator it vended, or nil for a plain transition.
  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
  /// Runs the system push and pop by default.
  public func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  /// Not interactive by default.
  public func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

/// The descriptor's navigation hook (ABI 1.5).
enum NavigationHooks {
  static let animatorForOperation:
    @convention(c) (
      UnsafePointer<animhost_host_v1>?, UnsafeMutableRawPointer?, Int32, animhost_handle,
      animhost_handle
    ) -> UnsafeMutableRawPointer? = { host, raw, operation, from, to in
      guard let host, let raw,
        let delegate = Unmanaged<DelegateBox>.fromOpaque(raw).takeUnretainedValue().delegate
          as? any UINavigationControllerDelegate,
        let op = UINavigationController.Operation(rawValue: Int(operation))
      else { return nil }
      return HostScope.with(host) {
        let vended = delegate.navigationController(
          UINavigationController(handle: 0, host: host), animationControllerFor: op,
          from: UIViewController(handle: from, host: host),
          to: UIViewController(handle: to, host: host))
        return vended.map {
          Unmanaged.passRetained(AnimatorBox($0, isDismissal: false)).toOpaque()
        }
      }
    }
}
