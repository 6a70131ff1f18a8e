/// The two view controllers of a scene in the window, and UIKit's work around each transition:
/// the container view, appearance callbacks and the final hierarchy.
final class Stage {
  let engine: Engine
  let presenter: ViewControllerNode
  let presented: ViewControllerNode
  /// What the style's presentation controller decided for this screen.
  private(set) var layout: PresentationLayout
  /// The custom presentation controller of a `.custom` presentation, if the delegate vended one.
  private(set) var controller: (any PresentationController)?
  let sourceName: String?
  /// A modal presentation or a navigation push.
  let kind: TransitionKind
  private var container: ViewNode?
  /// For a navigation stage: the bar's title label.
  private var navigationTitle: ViewNode?
  /// For a tab stage: the two tab bar items, first and second tab.
  private var tabItems: [ViewNode] = []
  /// For a navigation or tab stage: the container view controller holding both screens.
  private var parentController: ViewControllerNode?
  private var saved: [ViewState] = []

  init(scene: Scene, style: PresentationStyle, engine: Engine, kind: TransitionKind = .present) {
    self.engine = engine
    self.kind = kind
    layout = PresentationLayout(style: style, screen: engine.screen.size)
    sourceName = scene.sourceName
    presenter = ViewControllerNode(
      id: engine.makeID(), name: scene.presenter.name,
      view: Scene.build(scene.presenter.view, in: engine))
    presented = ViewControllerNode(
      id: engine.makeID(), name: scene.presented.name,
      view: Scene.build(scene.presented.view, in: engine), style: style)
    engine.register(presenter)
    engine.register(presented)
    if kind == .push {
      buildNavigation()
    } else if kind == .tab {
      buildTabs()
    } else {
      engine.window.add(presenter.view)
    }
    presenter.appearance = .appeared
  }

  /// A navigation controller filling the window: its transition container (which stays) holds
  /// the root view controller's view, under a navigation bar with the top view controller's
  /// name as its title (the status bar's height plus 44 points, **chosen** as UIKit's).
  private func buildNavigation() {
    let screen = engine.screen
    let navigation = engine.makeView(frame: screen, name: "navigationController")
    engine.window.add(navigation)
    adopt(navigation, name: "UINavigationController", kind: .push)
    let wrapper = engine.makeView(frame: screen, kind: .container, name: "container")
    navigation.add(wrapper)
    wrapper.add(presenter.view)
    container = wrapper
    let top = PresentationLayout.safeAreaTop(for: screen.size)
    let bar = engine.makeView(
      frame: Rect(x: 0, y: 0, width: screen.width, height: top + 44), name: "navigationBar")
    bar.setModelValue(
      .backgroundColor, Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94).vector)
    let title = engine.makeView(
      frame: Rect(x: 0, y: top, width: screen.width, height: 44), name: "navigationTitle")
    title.text = presenter.name
    bar.add(title)
    navigation.add(bar)
    navigationTitle = title
  }

  /// Asks the delegate for a custom presentation controller (for `.custom` only), which then
  /// places the presented view and decides whether the presenter's view goes.
  func adoptPresentationController(from delegate: any TransitioningDelegate) {
    guard layout.style == .custom,
      let controller = delegate.presentationController(
        forPresented: presented, presenting: presenter, source: presenter)
    else { return }
    self.controller = controller
    layout.removesPresentersViewOverride = controller.shouldRemovePresentersView
  }

  /// Asks the custom presentation controller where the presented view goes, once the container
  /// exists (its answer usually depends on the container's bounds).
  private func placePresentedView() {
    guard let frame = controller?.frameOfPresentedViewInContainerView(), frame.isFinite else {
      return
    }
    layout.presentedFrame = frame
  }

  /// Sends a presentation controller callback and records it.
  private func tell(_ event: PresentationControllerEvent) {
    guard let controller else { return }
    engine.record(event.name, presented.name, event.detail)
    controller.handle(event)
  }

  /// A tab bar controller filling the window: its container (which stays) holds the first
  /// tab's view, under a tab bar at the bottom (49 points plus 34 of home indicator on a
  /// phone with a notch, **chosen**) with an item per tab, the selected one tinted.
  private func buildTabs() {
    let screen = engine.screen
    let tabs = engine.makeView(frame: screen, name: "tabBarController")
    engine.window.add(tabs)
    adopt(tabs, name: "UITabBarController", kind: .tab)
    let wrapper = engine.makeView(frame: screen, kind: .container, name: "container")
    tabs.add(wrapper)
    wrapper.add(presenter.view)
    container = wrapper
    let height = 49 + (PresentationLayout.safeAreaTop(for: screen.size) > 20 ? 34.0 : 0)
    let bar = engine.makeView(
      frame: Rect(x: 0, y: screen.height - height, width: screen.width, height: height),
      name: "tabBar")
    bar.setModelValue(
      .backgroundColor, Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94).vector)
    for (index, viewController) in [presenter, presented].enumerated() {
      let item = engine.makeView(
        frame: Rect(x: Double(index) * screen.width / 2, y: 0, width: screen.width / 2, height: 49),
        name: "tabItem\(index)")
      item.text = viewController.name
      item.setModelValue(.fontSize, PropertyValue(scalar: 10))
      bar.add(item)
      tabItems.append(item)
    }
    tabs.add(bar)
    selectTab(0)
  }

  /// Makes the container view controller of a navigation or tab stage, the parent of both
  /// screens.
  private func adopt(_ view: ViewNode, name: String, kind: TransitionKind) {
    let parent = ViewControllerNode(id: engine.makeID(), name: name, view: view)
    parent.containerKind = kind
    engine.register(parent)
    presenter.parent = parent
    presented.parent = parent
    parentController = parent
  }

  /// Tints the selected tab bar item (UIKit's default blue) and greys the other.
  private func selectTab(_ index: Int) {
    for (i, item) in tabItems.enumerated() {
      item.setModelValue(.textColor, (i == index ? Color.systemBlue : Color.systemGray).vector)
    }
  }

  /// Puts the presented screen up at once, for a run that shows only the dismissal.
  func presentWithoutAnimation() {
    if kind.isContainment, let container {
      presented.view.setModelValue(.position, container.bounds.center.vector)
      presented.view.setModelValue(.bounds, container.bounds.vector)
      container.add(presented.view)
      presenter.view.removeFromSuperview()
      presenter.appearance = .disappeared
      presented.appearance = .appeared
      navigationTitle?.text = presented.name
      selectTab(1)
      return
    }
    let container = makeContainer()
    presenter.presentedViewController = presented
    presented.presentingViewController = presenter
    let frame = layout.presentedFrame
    presented.view.setModelValue(.position, frame.center.vector)
    presented.view.setModelValue(.bounds, Rect(origin: .zero, size: frame.size).vector)
    container.add(presented.view)
    if layout.removesPresentersView {
      presenter.view.removeFromSuperview()
      presenter.appearance = .disappeared
    }
    presented.appearance = .appeared
  }

  private func makeContainer() -> ViewNode {
    let container = engine.makeView(frame: engine.screen, kind: .container, name: "container")
    engine.window.add(container)
    self.container = container
    presented.containerView = container
    placePresentedView()
    return container
  }

  /// Sets up a transition as UIKit does before it calls animateTransition.
  func beginTransition(presenting: Bool) -> TransitionContext {
    saved = [ViewState(presenter.view), ViewState(presented.view)]
    let container =
      kind.isContainment || !presenting ? (self.container ?? makeContainer()) : makeContainer()
    let context = TransitionContext(
      id: engine.makeID(), engine: engine, isPresenting: presenting, presenter: presenter,
      presented: presented, containerView: container, layout: layout, sourceFrame: sourceFrame(),
      sourceView: sourceView())
    engine.register(context)
    context.kind = kind
    if kind == .present, presenting {
      presenter.presentedViewController = presented
      presented.presentingViewController = presenter
    }
    context.hasPresentationController = controller != nil
    presenter.transitionContext = context
    presented.transitionContext = context
    let (from, to) = sides(presenting: presenting)
    send(.will, appearing: false, to: from)
    send(.will, appearing: true, to: to)
    if presenting {
      tell(.presentationTransitionWillBegin)
      tell(.containerViewWillLayoutSubviews)
      tell(.containerViewDidLayoutSubviews)
    } else {
      tell(.dismissalTransitionWillBegin)
    }
    context.onComplete = { [unowned self] didComplete in
      self.finish(context, didComplete: didComplete)
    }
    return context
  }

  private func sides(presenting: Bool) -> (from: ViewControllerNode, to: ViewControllerNode) {
    presenting ? (presenter, presented) : (presented, presenter)
  }

  private func sourceView() -> ViewNode? {
    guard let name = sourceName, let view = engine.view(named: name), view.superview != nil else {
      return nil
    }
    return view
  }

  private func sourceFrame() -> Rect? {
    sourceView().map { $0.convert($0.bounds, to: nil) }
  }

  /// What UIKit does when completeTransition is called.
  private func finish(_ context: TransitionContext, didComplete: Bool) {
    context.finishAlongside(completed: didComplete)
    if kind.isContainment {
      finishNavigation(context, didComplete: didComplete)
      return
    }
    engine.reportOpenAppearanceTransition(presenter)
    engine.reportOpenAppearanceTransition(presented)
    let container = context.containerView
    switch (context.isPresenting, didComplete) {
    case (true, true):
      if layout.removesPresentersView { presenter.view.removeFromSuperview() }
      if !presented.view.isDescendant(of: container) {
        engine.diagnose(
          .warning, "presented-view-missing",
          "the presented view is not in the container after the presentation; "
            + "add transitionContext.view(forKey: .to) to the containerView")
      }
    case (false, true):
      presented.view.removeFromSuperview()
      container.removeFromSuperview()
      presented.containerView = nil
      unlinkPresentation()
      restorePresenter()
    case (true, false):
      container.removeFromSuperview()
      presented.containerView = nil
      unlinkPresentation()
      saved.forEach { $0.restore() }
    case (false, false):
      saved.forEach { $0.restore() }
    }
    saved = []
    tell(
      context.isPresenting
        ? .presentationTransitionDidEnd(completed: didComplete)
        : .dismissalTransitionDidEnd(completed: didComplete))
    let (from, to) = sides(presenting: context.isPresenting)
    presenter.transitionContext = nil
    presented.transitionContext = nil
    if didComplete {
      send(.did, appearing: true, to: to)
      send(.did, appearing: false, to: from)
    } else {
      send(.will, appearing: false, to: to)
      send(.did, appearing: false, to: to)
      send(.will, appearing: true, to: from)
      send(.did, appearing: true, to: from)
    }
  }

  /// What UINavigationController does when a push or pop completes: the view that left is
  /// taken out of the container (one the animator left out is put back when it stays), and
  /// the bar's title is the new top view controller's.
  private func finishNavigation(_ context: TransitionContext, didComplete: Bool) {
    engine.reportOpenAppearanceTransition(presenter)
    engine.reportOpenAppearanceTransition(presented)
    let (from, to) = sides(presenting: context.isPresenting)
    if didComplete {
      from.view.removeFromSuperview()
      if to.view.superview !== context.containerView {
        engine.diagnose(
          .warning, "presented-view-missing",
          "the \(context.isPresenting ? "pushed" : "revealed") view was not in the container; "
            + "add transitionContext.view(forKey: .to) to the containerView")
        context.containerView.add(to.view)
      }
      navigationTitle?.text = to.name
      selectTab(to === presented ? 1 : 0)
    } else {
      to.view.removeFromSuperview()
      saved.forEach { $0.restore() }
    }
    saved = []
    presenter.transitionContext = nil
    presented.transitionContext = nil
    if didComplete {
      send(.did, appearing: true, to: to)
      send(.did, appearing: false, to: from)
    } else {
      send(.will, appearing: false, to: to)
      send(.did, appearing: false, to: to)
      send(.will, appearing: true, to: from)
      send(.did, appearing: true, to: from)
    }
  }

  /// The presentation is over: the two view controllers no longer present each other.
  private func unlinkPresentation() {
    presenter.presentedViewController = nil
    presented.presentingViewController = nil
  }

  /// Puts the presenter's view back in the window, behind everything, if it is not there.
  private func restorePresenter() {
    guard presenter.view.superview !== engine.window else { return }
    if presenter.view.superview != nil {
      engine.diagnose(
        .info, "presenter-view-restored",
        "the presenter's view was left in the container; it was put back in the window")
    }
    engine.window.insert(presenter.view, at: 0)
  }

  private enum Phase { case will, did }

  /// Sends one of UIKit's own appearance callbacks, if the view controller takes part and is
  /// not already in that state (an animator's explicit calls may have moved it there).
  private func send(_ phase: Phase, appearing: Bool, to viewController: ViewControllerNode) {
    guard
      viewController === presented || kind.isContainment || layout.presenterGetsAppearanceCallbacks
    else { return }
    let state = viewController.appearance
    let (name, next): (String, ViewControllerNode.AppearanceState) =
      switch (phase, appearing) {
      case (.will, true): ("viewWillAppear", .appearing)
      case (.will, false): ("viewWillDisappear", .disappearing)
      case (.did, true): ("viewDidAppear", .appeared)
      case (.did, false): ("viewDidDisappear", .disappeared)
      }
    let due: Bool =
      switch phase {
      case .will: state != next && state != (appearing ? .appeared : .disappeared)
      case .did: state == (appearing ? .appearing : .disappearing)
      }
    guard due else { return }
    engine.record(name, viewController.name)
    viewController.appearance = next
  }
}
