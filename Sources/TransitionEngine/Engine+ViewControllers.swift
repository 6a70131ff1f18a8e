/// View controllers an animator makes and contains (UIViewController(), addChild,
/// removeFromParent, willMove(toParent:), didMove(toParent:)), and the safe area of a view.
extension Engine {
  /// UIViewController(): a view controller whose root view fills the screen, outside the window.
  /// - Returns: nil when the view limit is reached.
  package func makeViewController(name: String) -> ViewControllerNode? {
    guard admitViews(1) else { return nil }
    let view = makeView(frame: screen, name: "\(name).view")
    let viewController = ViewControllerNode(id: makeID(), name: name, view: view)
    register(viewController)
    return viewController
  }

  /// Why a containment call is refused, or nil when it may go ahead.
  package func containmentRefusal(
    child: ViewControllerNode, parent: ViewControllerNode?
  ) -> String? {
    if let kind = child.parent?.containerKind {
      return "'\(child.name)' belongs to the \(kind == .push ? "navigation" : "tab bar") "
        + "controller, which moves its children itself"
    }
    guard let parent else { return nil }
    if parent.containerKind != nil {
      return "the \(parent.containerKind == .push ? "navigation" : "tab bar") controller takes "
        + "children only as the scene's screens"
    }
    var ancestor: ViewControllerNode? = parent
    while let current = ancestor {
      if current === child {
        return "'\(parent.name)' is '\(child.name)' or one of its children"
      }
      ancestor = current.parent
    }
    return nil
  }

  /// addChild(_:): makes `child` a child of `parent`, taking it from an earlier parent first.
  ///
  /// The caller checked `containmentRefusal` and sent willMove(toParent:) before.
  package func addChild(_ child: ViewControllerNode, to parent: ViewControllerNode) {
    if let old = child.parent { old.children.removeAll { $0 === child } }
    parent.children.append(child)
    child.parent = parent
    record("addChild", parent.name, child.name)
  }

  /// removeFromParent(): takes `child` off its parent's children; didMove(toParent: nil)
  /// follows.
  package func removeFromParent(_ child: ViewControllerNode) {
    guard let parent = child.parent else { return }
    parent.children.removeAll { $0 === child }
    child.parent = nil
    record("removeFromParent", child.name, parent.name)
  }

  /// willMove(toParent:) or didMove(toParent:) as a view controller received it.
  package func recordMove(_ did: Bool, _ child: ViewControllerNode, to parent: ViewControllerNode?)
  {
    record(did ? "didMove(toParent:)" : "willMove(toParent:)", child.name, parent?.name ?? "nil")
  }

  /// UIView.safeAreaInsets: how far the view's bounds reach under the status bar, a
  /// navigation bar or a tab bar of the view controller it belongs to, and the home indicator
  /// (top, left, bottom, right; never negative, never more than the view's size).
  package func safeAreaInsets(of view: ViewNode) -> (
    top: Double, left: Double, bottom: Double, right: Double
  ) {
    var top = PresentationLayout.safeAreaTop(for: screen.size)
    var bottom = PresentationLayout.safeAreaBottom(for: screen.size)
    if let owner = owningViewController(of: view), let kind = owner.parent?.containerKind {
      if kind == .push { top += PresentationLayout.navigationBarHeight }
      if kind == .tab { bottom += PresentationLayout.tabBarHeight }
    }
    let frame = view.convert(view.bounds, to: nil)
    let height = max(0, frame.height)
    return (
      top: min(max(0, top - frame.y), height), left: 0,
      bottom: min(max(0, frame.y + frame.height - (screen.height - bottom)), height), right: 0
    )
  }

  /// The view controller whose root view is the view or its nearest such ancestor.
  private func owningViewController(of view: ViewNode) -> ViewControllerNode? {
    var node: ViewNode? = view
    while let current = node {
      if let owner = viewControllersByView(current) { return owner }
      node = current.superview
    }
    return nil
  }
}
