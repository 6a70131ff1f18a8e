/// The navigation and tab bar controllers of a stage (`--kind push` and `--kind tab`): their
/// views and bars, their children, and what they do when a push, pop or tab switch ends.
extension Stage {
  /// A navigation controller filling the window: its transition container (which stays) holds
  /// the top view controller's view, under a navigation bar with the top view controller's
  /// title and, below the root, a back button titled with the previous one's (the status bar's
  /// height plus 44 points, **chosen** as UIKit's).
  func buildNavigation(_ scene: Scene) {
    let screen = engine.screen
    let navigation = engine.makeView(frame: screen, name: "navigationController")
    engine.window.add(navigation)
    let parent = adopt(navigation, name: "UINavigationController", kind: .push)
    let below = scene.navigationStack.map { screen in
      let node = ViewControllerNode(
        id: engine.makeID(), name: screen.name, view: Scene.build(screen.view, in: engine))
      node.title = scene.titles[screen.name]
      engine.register(node)
      return node
    }
    parent.children = below + [presenter]
    for child in parent.children { child.parent = parent }
    let wrapper = engine.makeView(frame: screen, kind: .container, name: "container")
    navigation.add(wrapper)
    wrapper.add(presenter.view)
    container = wrapper
    let top = PresentationLayout.safeAreaTop(for: screen.size)
    let bar = engine.makeView(
      frame: Rect(x: 0, y: 0, width: screen.width, height: top + 44), name: "navigationBar")
    bar.setModelValue(.backgroundColor, Self.barColor.vector)
    let title = engine.makeView(
      frame: Rect(x: 0, y: top, width: screen.width, height: 44), name: "navigationTitle")
    bar.add(title)
    let back = engine.makeView(
      frame: Rect(x: 8, y: top, width: min(screen.width / 3, 140), height: 44),
      name: "navigationBack")
    back.textAlignment = SceneView.TextAlignment.left.rawValue
    back.setModelValue(.textColor, Color.systemBlue.vector)
    bar.add(back)
    navigation.add(bar)
    navigationTitle = title
    navigationBack = back
    showTopOfStack()
  }

  /// The colour of the navigation and tab bars.
  static let barColor = Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)

  /// The bar shows the top view controller's title, and a back button to the one below it.
  func showTopOfStack() {
    guard let stack = parentController?.children, let top = stack.last else { return }
    navigationTitle?.text = top.barTitle
    navigationBack?.text = stack.count > 1 ? "‹ " + stack[stack.count - 2].barTitle : nil
  }

  /// A tab bar controller filling the window: its container (which stays) holds the selected
  /// tab's view (the presenter's), under a tab bar at the bottom (49 points plus 34 of home
  /// indicator on a phone with a notch, **chosen**) with an item per tab, the selected one
  /// tinted.
  func buildTabs(_ scene: Scene) {
    let screen = engine.screen
    let tabs = engine.makeView(frame: screen, name: "tabBarController")
    engine.window.add(tabs)
    let parent = adopt(tabs, name: "UITabBarController", kind: .tab)
    parent.children = scene.tabs.map { tab in
      switch tab {
      case .presenter: return presenter
      case .presented: return presented
      case .screen(let screen):
        let node = ViewControllerNode(
          id: engine.makeID(), name: screen.name, view: Scene.build(screen.view, in: engine))
        node.title = scene.titles[screen.name]
        engine.register(node)
        return node
      }
    }
    for child in parent.children { child.parent = parent }
    let wrapper = engine.makeView(frame: screen, kind: .container, name: "container")
    tabs.add(wrapper)
    wrapper.add(presenter.view)
    container = wrapper
    let height =
      PresentationLayout.tabBarHeight + PresentationLayout.safeAreaBottom(for: screen.size)
    let bar = engine.makeView(
      frame: Rect(x: 0, y: screen.height - height, width: screen.width, height: height),
      name: "tabBar")
    bar.setModelValue(.backgroundColor, Self.barColor.vector)
    let width = screen.width / Double(max(parent.children.count, 1))
    for (index, viewController) in parent.children.enumerated() {
      let item = engine.makeView(
        frame: Rect(x: Double(index) * width, y: 0, width: width, height: 49),
        name: "tabItem\(index)")
      item.text = viewController.barTitle
      item.setModelValue(.fontSize, PropertyValue(scalar: 10))
      bar.add(item)
      tabItems.append(item)
    }
    tabs.add(bar)
    select(presenter)
  }

  /// Makes the container view controller of a navigation or tab stage.
  private func adopt(_ view: ViewNode, name: String, kind: TransitionKind) -> ViewControllerNode {
    let parent = ViewControllerNode(id: engine.makeID(), name: name, view: view)
    parent.containerKind = kind
    engine.register(parent)
    parentController = parent
    return parent
  }

  /// selectedViewController: tints its tab bar item (UIKit's default blue) and greys the
  /// others.
  func select(_ viewController: ViewControllerNode) {
    guard let parent = parentController else { return }
    parent.selectedChild = viewController
    let index = parent.children.firstIndex { $0 === viewController }
    for (i, item) in tabItems.enumerated() {
      item.setModelValue(.textColor, (i == index ? Color.systemBlue : Color.systemGray).vector)
    }
  }

  /// What UINavigationController does as a push or pop begins: the pushed view controller is
  /// added as a child (willMove(toParent:) from addChild), each one popped is told it is
  /// leaving (willMove(toParent: nil)).
  func beginContainment(presenting: Bool) {
    guard kind == .push, let parent = parentController else { return }
    if presenting {
      recordMove("willMove(toParent:)", presented, to: parent)
      parent.children.append(presented)
      presented.parent = parent
    } else {
      for leaving in popped().reversed() {
        recordMove("willMove(toParent:)", leaving, to: nil)
      }
    }
  }

  /// The view controllers a pop takes off the stack: those above the one it goes back to.
  func popped() -> [ViewControllerNode] {
    guard let stack = parentController?.children,
      let index = stack.firstIndex(where: { $0 === backTarget })
    else { return [] }
    return Array(stack[(index + 1)...])
  }

  /// What UINavigationController does when a push or pop completes: the view that left is
  /// taken out of the container (one the animator left out is put back when it stays), the
  /// stack changes and the children are told (didMove(toParent:)), and the bar shows the new
  /// top view controller; a tab bar controller selects the new tab.
  func finishContainment(_ context: TransitionContext, didComplete: Bool) {
    let (from, to) = sides(presenting: context.isPresenting)
    for viewController in [presenter, presented, backTarget] {
      engine.reportOpenAppearanceTransition(viewController)
    }
    if didComplete {
      from.view.removeFromSuperview()
      if to.view.superview !== context.containerView {
        engine.diagnose(
          .warning, "presented-view-missing",
          "the \(arrivingWord(context)) view was not in the container; "
            + "add transitionContext.view(forKey: .to) to the containerView")
        context.containerView.add(to.view)
      }
    } else {
      to.view.removeFromSuperview()
      restoreSaved()
    }
    let leaving = kind == .push && !context.isPresenting ? popped() : []
    if kind == .tab { select(didComplete ? to : from) }
    for viewController in [presenter, presented, backTarget] {
      viewController.transitionContext = nil
    }
    sendEndOfAppearance(from: from, to: to, didComplete: didComplete)
    finishStack(presenting: context.isPresenting, didComplete: didComplete, leaving: leaving)
    showTopOfStack()
  }

  /// The stack after a push or pop, once the appearance callbacks are sent.
  ///
  /// UIKit calls didMove(toParent:) after viewDidAppear: a completed push's child is told it
  /// arrived; a cancelled one is removed again (didMove(toParent: nil)). A completed pop
  /// removes the popped view controllers (didMove(toParent: nil)); a cancelled one keeps
  /// them, and UIKit then tells them didMove(toParent:) with the navigation controller.
  private func finishStack(presenting: Bool, didComplete: Bool, leaving: [ViewControllerNode]) {
    guard kind == .push, let parent = parentController else { return }
    if presenting {
      if didComplete {
        recordMove("didMove(toParent:)", presented, to: parent)
      } else {
        recordMove("willMove(toParent:)", presented, to: nil)
        parent.children.removeAll { $0 === presented }
        presented.parent = nil
        recordMove("didMove(toParent:)", presented, to: nil)
      }
      return
    }
    if didComplete {
      parent.children.removeAll { child in leaving.contains { $0 === child } }
      for viewController in leaving.reversed() {
        viewController.parent = nil
        recordMove("didMove(toParent:)", viewController, to: nil)
      }
    } else {
      for viewController in leaving.reversed() {
        recordMove("didMove(toParent:)", viewController, to: parent)
      }
    }
  }

  /// Records a containment callback UIKit sends to a child view controller.
  func recordMove(_ name: String, _ child: ViewControllerNode, to parent: ViewControllerNode?) {
    engine.record(name, child.name, parent?.name ?? "nil")
  }

  private func arrivingWord(_ context: TransitionContext) -> String {
    switch kind {
    case .push: context.isPresenting ? "pushed" : "revealed"
    case .tab: "selected tab's"
    case .present: "presented"
    }
  }
}
