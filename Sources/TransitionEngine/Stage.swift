/// The view controllers of a scene in the window, and UIKit's work around each transition: the
/// container view, appearance callbacks and the final hierarchy.
final class Stage {
  let engine: Engine
  let presenter: ViewControllerNode
  let presented: ViewControllerNode
  /// What the style's presentation controller decided for this screen.
  private(set) var layout: PresentationLayout
  /// The custom presentation controller of a `.custom` presentation, if the delegate vended one.
  private(set) var controller: (any PresentationController)?
  let sourceName: String?
  /// A modal presentation, a navigation push or a tab switch.
  let kind: TransitionKind
  var container: ViewNode?
  /// For a navigation stage: the bar's title label and back button.
  var navigationTitle: ViewNode?
  var navigationBack: ViewNode?
  /// For a tab stage: the tab bar items, in tab order.
  var tabItems: [ViewNode] = []
  /// For a navigation or tab stage: the container view controller holding the screens.
  var parentController: ViewControllerNode?
  /// Where a dismissal, pop or switch back goes: the presenter, or for popToRootViewController
  /// the navigation stack's root.
  var backTarget: ViewControllerNode
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
    presenter.title = scene.titles[scene.presenter.name]
    presented.title = scene.titles[scene.presented.name]
    presented.modalTransitionStyle = scene.transitionStyle
    backTarget = presenter
    engine.register(presenter)
    engine.register(presented)
    switch kind {
    case .push: buildNavigation(scene)
    case .tab: buildTabs(scene)
    case .present: engine.window.add(presenter.view)
    }
    presenter.appearance = .appeared
  }

  /// Makes a pop go back to the navigation stack's root (popToRootViewController), or to the
  /// presenter again.
  func popsToRoot(_ toRoot: Bool) {
    goBack(to: toRoot ? parentController?.children.first : nil)
  }

  /// Where the next pop or switch back goes: a view controller below the top of the stack
  /// (popToViewController), another tab (selectedViewController), or nil for the presenter.
  func goBack(to target: ViewControllerNode?) {
    guard let target, kind.isContainment, target !== presented,
      parentController?.children.contains(where: { $0 === target }) == true
    else {
      backTarget = presenter
      return
    }
    backTarget = target
  }

  /// Asks the delegate for a custom presentation controller (for `.custom` only), which then
  /// places the presented view and decides whether the presenter's view goes.
  func adoptPresentationController(from delegate: any TransitioningDelegate) {
    guard kind == .present, layout.style == .custom,
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

  /// Puts the presented screen up at once, for a run that shows only the dismissal.
  func presentWithoutAnimation() {
    if kind.isContainment, let container {
      presented.view.setModelValue(.position, container.bounds.center.vector)
      presented.view.setModelValue(.bounds, container.bounds.vector)
      container.add(presented.view)
      presenter.view.removeFromSuperview()
      presenter.appearance = .disappeared
      presented.appearance = .appeared
      if kind == .push, let parent = parentController {
        parent.children.append(presented)
        presented.parent = parent
      }
      if kind == .tab { select(presented) }
      showTopOfStack()
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
    let (from, to) = sides(presenting: presenting)
    saved = [ViewState(from.view), ViewState(to.view)]
    let container =
      kind.isContainment || !presenting ? (self.container ?? makeContainer()) : makeContainer()
    let context = TransitionContext(
      id: engine.makeID(), engine: engine, isPresenting: presenting,
      presenter: presenting ? presenter : backTarget, presented: presented,
      containerView: container, layout: layout, sourceFrame: sourceFrame(),
      sourceView: sourceView())
    engine.register(context)
    context.kind = kind
    if kind == .present, presenting {
      presenter.presentedViewController = presented
      presented.presentingViewController = presenter
    }
    context.hasPresentationController = controller != nil
    from.transitionContext = context
    to.transitionContext = context
    beginContainment(presenting: presenting)
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

  /// The view controller a transition leaves and the one it arrives at.
  func sides(presenting: Bool) -> (from: ViewControllerNode, to: ViewControllerNode) {
    presenting ? (presenter, presented) : (presented, backTarget)
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

  /// Puts back the views as they were when the transition began, after a cancel.
  func restoreSaved() {
    saved.forEach { $0.restore() }
    saved = []
  }

  /// What UIKit does when completeTransition is called.
  private func finish(_ context: TransitionContext, didComplete: Bool) {
    context.finishAlongside(completed: didComplete)
    if kind.isContainment {
      finishContainment(context, didComplete: didComplete)
      saved = []
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
      restoreSaved()
    case (false, false):
      restoreSaved()
    }
    saved = []
    tell(
      context.isPresenting
        ? .presentationTransitionDidEnd(completed: didComplete)
        : .dismissalTransitionDidEnd(completed: didComplete))
    let (from, to) = sides(presenting: context.isPresenting)
    presenter.transitionContext = nil
    presented.transitionContext = nil
    sendEndOfAppearance(from: from, to: to, didComplete: didComplete)
  }

  /// The appearance callbacks at the end of a transition: did-appear and did-disappear when it
  /// completed; when it was cancelled, the arriving one disappears again and the leaving one
  /// appears again.
  func sendEndOfAppearance(
    from: ViewControllerNode, to: ViewControllerNode, didComplete: Bool
  ) {
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
