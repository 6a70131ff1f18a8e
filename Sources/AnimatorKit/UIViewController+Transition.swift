/// What UIKit tells a view controller about the transition it takes part in now, read from the
/// host's transition (ABI 1.5).
extension UIViewController {
  /// The host's transition this view controller takes part in, and whether it is the one
  /// arriving (`to`), or nil outside a transition.
  private var currentTransition: (flags: UInt32, arriving: Bool)? {
    guard HostScope.hasABI15(host) else { return nil }
    let handle = host.pointee.view_controller_transition_context(host, self.handle)
    guard handle != 0 else { return nil }
    let context = HostTransitionContext(handle: handle, host: host)
    return (context.flags, context.viewController(forKey: .to) == self)
  }

  /// Whether a modal presentation of this view controller is under way.
  public var isBeingPresented: Bool {
    guard let t = currentTransition, t.flags & containmentKinds == 0 else { return false }
    return t.flags & ANIMHOST_CONTEXT_PRESENTING != 0 && t.arriving
  }

  /// Whether a modal dismissal of this view controller is under way.
  public var isBeingDismissed: Bool {
    guard let t = currentTransition, t.flags & containmentKinds == 0 else { return false }
    return t.flags & ANIMHOST_CONTEXT_PRESENTING == 0 && !t.arriving
  }

  /// Whether this view controller is being pushed onto a navigation stack.
  public var isMovingToParent: Bool {
    guard let t = currentTransition, t.flags & ANIMHOST_CONTEXT_NAVIGATION != 0 else {
      return false
    }
    return t.flags & ANIMHOST_CONTEXT_PRESENTING != 0 && t.arriving
  }

  /// Whether this view controller is being popped off a navigation stack.
  public var isMovingFromParent: Bool {
    guard let t = currentTransition, t.flags & ANIMHOST_CONTEXT_NAVIGATION != 0 else {
      return false
    }
    return t.flags & ANIMHOST_CONTEXT_PRESENTING == 0 && !t.arriving
  }

  private var containmentKinds: UInt32 { ANIMHOST_CONTEXT_NAVIGATION | ANIMHOST_CONTEXT_TAB }
}

/// A view controller's relations, from the host (ABI 1.5).
extension UIViewController {
  private func related(_ relation: Int32) -> animhost_handle {
    guard HostScope.hasABI15(host) else { return 0 }
    return host.pointee.view_controller_related(host, handle, relation)
  }

  /// The navigation or tab bar controller holding this view controller, or nil.
  public var parent: UIViewController? {
    UIViewController.wrap(related(ANIMHOST_RELATION_PARENT), host)
  }

  /// The view controller that presented this one modally, while it is presented.
  public var presentingViewController: UIViewController? {
    UIViewController.wrap(related(ANIMHOST_RELATION_PRESENTING), host)
  }

  /// The view controller this one presented modally, while it is presented.
  public var presentedViewController: UIViewController? {
    UIViewController.wrap(related(ANIMHOST_RELATION_PRESENTED), host)
  }

  /// The navigation controller holding this view controller, or nil.
  public var navigationController: UINavigationController? {
    let handle = related(ANIMHOST_RELATION_NAVIGATION)
    return handle == 0 ? nil : UINavigationController(handle: handle, host: host)
  }

  /// The tab bar controller holding this view controller, or nil.
  public var tabBarController: UITabBarController? {
    let handle = related(ANIMHOST_RELATION_TAB_BAR)
    return handle == 0 ? nil : UITabBarController(handle: handle, host: host)
  }
}
