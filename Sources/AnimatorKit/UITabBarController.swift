/// A tab bar controller, as UIKit's UITabBarController: here, the host's tab stage that
/// switches between the scene's two screens (`animhost render NAME --kind tab`).
open class UITabBarController: UIViewController {
  /// The tab bar controller's delegate; kept for source compatibility (the host asks the
  /// animator's delegate object).
  open weak var delegate: (any UITabBarControllerDelegate)?
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
        delegate.tabBarController(
          UITabBarController(handle: 0, host: host),
          animationControllerForTransitionFrom: UIViewController(handle: from, host: host),
          to: UIViewController(handle: to, host: host)
        ).map { Unmanaged.passRetained(AnimatorBox($0, isDismissal: false)).toOpaque() }
      }
    }
}
