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

  /// The view controllers on the stack, root first (ABI 1.6); setting it runs
  /// setViewControllers(_:animated: false).
  open var viewControllers: [UIViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The view controller on top of the stack.
  open var topViewController: UIViewController? { children.last }

  /// The view controller whose view shows: the top one (the host presents nothing modally over
  /// a navigation stack).
  open var visibleViewController: UIViewController? { topViewController }

  /// Pushes a view controller; refused with a diagnostic, as the host runs the scene's push
  /// (`--kind push`).
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    _ = navigate(ANIMHOST_NAVIGATE_PUSH, viewController, animated)
  }

  /// Pops the top view controller, as a gesture handler does to begin an interactive pop; the
  /// pop starts when the handler returns.
  /// - Returns: the view controller popped, or nil when the host refused (nothing to pop, a
  ///   transition under way).
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    let top = topViewController
    return navigate(ANIMHOST_NAVIGATE_POP, nil, animated) ? top : nil
  }

  /// Pops every view controller above the root.
  /// - Returns: the view controllers popped, or nil when the host refused.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    let stack = children
    return navigate(ANIMHOST_NAVIGATE_POP_TO_ROOT, nil, animated) ? Array(stack.dropFirst()) : nil
  }

  /// Pops the view controllers above one on the stack.
  /// - Returns: the view controllers popped, or nil when the host refused.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    let stack = children
    guard let index = stack.firstIndex(of: viewController),
      navigate(ANIMHOST_NAVIGATE_POP_TO, viewController, animated)
    else { return nil }
    return Array(stack[(index + 1)...])
  }

  /// Replaces the stack: a stack that keeps a prefix of the current one pops to its last view
  /// controller; anything else is refused with a diagnostic, as the host's stack is the scene's.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    let stack = children
    guard viewControllers != stack else { return }
    if let last = viewControllers.last, viewControllers.count < stack.count,
      Array(stack.prefix(viewControllers.count)) == viewControllers
    {
      _ = navigate(ANIMHOST_NAVIGATE_POP_TO, last, animated)
    } else {
      _ = navigate(ANIMHOST_NAVIGATE_PUSH, viewControllers.last, animated)
    }
  }

  private func navigate(_ command: Int32, _ target: UIViewController?, _ animated: Bool) -> Bool {
    guard HostScope.hasABI16(host) else { return false }
    return host.pointee.view_controller_navigate(
      host, handle, command, target?.handle ?? 0, animated ? 1 : 0) == ANIMHOST_OK
  }
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
        let container = container(of: from, ANIMHOST_RELATION_NAVIGATION, host)
        let vended = delegate.navigationController(
          UINavigationController(handle: container, host: host), animationControllerFor: op,
          from: UIViewController(handle: from, host: host),
          to: UIViewController(handle: to, host: host))
        return vended.map {
          Unmanaged.passRetained(AnimatorBox($0, isDismissal: false, container: container))
            .toOpaque()
        }
      }
    }

  /// The navigation or tab bar controller holding a view controller (0 before ABI 1.5).
  static func container(
    of viewController: animhost_handle, _ relation: Int32, _ host: UnsafePointer<animhost_host_v1>
  ) -> animhost_handle {
    guard HostScope.hasABI15(host) else { return 0 }
    return host.pointee.view_controller_related(host, viewController, relation)
  }
}
