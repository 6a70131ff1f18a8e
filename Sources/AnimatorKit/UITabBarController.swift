/// A tab bar controller, as UIKit's UITabBarController: here, the host's tab stage that
/// switches between the scene's two screens (`animhost render NAME --kind tab`).
open class UITabBarController: UIViewController {
  /// The tab bar controller's delegate; kept for source compatibility (the host asks the
  /// animator's delegate object).
  open weak var delegate: (any UITabBarControllerDelegate)?

  /// The tabs' view controllers in order (ABI 1.6), or nil when it has none.
  open var viewControllers: [UIViewController]? {
    let tabs = children
    return tabs.isEmpty ? nil : tabs
  }

  /// The selected tab's view controller; setting it switches to that tab, as a gesture handler
  /// does to begin an interactive switch (the switch starts when the handler returns).
  open var selectedViewController: UIViewController? {
    get {
      guard HostScope.hasABI16(host) else { return nil }
      return UIViewController.wrap(
        host.pointee.view_controller_related(host, handle, ANIMHOST_RELATION_SELECTED), host)
    }
    set {
      guard HostScope.hasABI16(host), let newValue else { return }
      _ = host.pointee.view_controller_navigate(
        host, handle, ANIMHOST_NAVIGATE_SELECT, newValue.handle, 1)
    }
  }

  /// The selected tab's index; setting it switches to that tab (an index out of range is
  /// ignored, as UIKit ignores it).
  open var selectedIndex: Int {
    get {
      guard let selected = selectedViewController else { return NSNotFound }
      return children.firstIndex(of: selected) ?? NSNotFound
    }
    set {
      let tabs = children
      guard tabs.indices.contains(newValue) else { return }
      selectedViewController = tabs[newValue]
    }
  }
}

/// Vends the animator of a tab bar controller's tab switches, as UIKit's
/// UITabBarControllerDelegate; make the object the animator definition returns conform.
public protocol UITabBarControllerDelegate: AnyObject {
  /// The animator for a switch from one tab's view controller to another's; nil switches at
  /// once.
  func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)?
  /// The interaction controller for an animator it vended, or nil for a plain switch.
  func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
  /// Switches at once by default.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

  /// Not interactive by default.
  public func tabBarController(
    _ tabBarController: UITabBarController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

extension NavigationHooks {
  /// The descriptor's tab hook (ABI 1.5).
  static let animatorForTab:
    @convention(c) (
      UnsafePointer<animhost_host_v1>?, UnsafeMutableRawPointer?, animhost_handle,
      animhost_handle
    ) -> UnsafeMutableRawPointer? = { host, raw, from, to in
      guard let host, let raw,
        let delegate = Unmanaged<DelegateBox>.fromOpaque(raw).takeUnretainedValue().delegate
          as? any UITabBarControllerDelegate
      else { return nil }
      return HostScope.with(host) {
        let container = container(of: from, ANIMHOST_RELATION_TAB_BAR, host)
        return delegate.tabBarController(
          UITabBarController(handle: container, host: host),
          animationControllerForTransitionFrom: UIViewController(handle: from, host: host),
          to: UIViewController(handle: to, host: host)
        ).map {
          Unmanaged.passRetained(AnimatorBox($0, isDismissal: false, container: container))
            .toOpaque()
        }
      }
    }
}
