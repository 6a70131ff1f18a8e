/// The two view controllers of a scene in the window, and UIKit's work around each transition:
/// the container view, appearance callbacks and the final hierarchy.
final class Stage {
  let engine: Engine
  let presenter: ViewControllerNode
  let presented: ViewControllerNode
  let style: PresentationStyle
  let sourceName: String?
  private var container: ViewNode?

  init(scene: Scene, style: PresentationStyle, engine: Engine) {
    self.engine = engine
    self.style = style
    sourceName = scene.sourceName
    presenter = ViewControllerNode(
      id: engine.makeID(), name: scene.presenter.name,
      view: Scene.build(scene.presenter.view, in: engine))
    presented = ViewControllerNode(
      id: engine.makeID(), name: scene.presented.name,
      view: Scene.build(scene.presented.view, in: engine), style: style)
    engine.register(presenter)
    engine.register(presented)
    engine.window.add(presenter.view)
    presenter.appearance = .appeared
  }

  /// Puts the presented screen up at once, for a run that shows only the dismissal.
  func presentWithoutAnimation() {
    let container = makeContainer()
    presented.view.setModelValue(.position, container.bounds.center.vector)
    presented.view.setModelValue(.bounds, Rect(origin: .zero, size: container.bounds.size).vector)
    container.add(presented.view)
    if style.removesPresentersView {
      presenter.view.removeFromSuperview()
      presenter.appearance = .disappeared
    }
    presented.appearance = .appeared
  }

  private func makeContainer() -> ViewNode {
    let container = engine.makeView(frame: engine.screen, kind: .container, name: "container")
    engine.window.add(container)
    self.container = container
    return container
  }

  /// Sets up a transition as UIKit does before it calls animateTransition.
  func beginTransition(presenting: Bool) -> TransitionContext {
    let container = presenting ? makeContainer() : (self.container ?? makeContainer())
    let context = TransitionContext(
      id: engine.makeID(), engine: engine, isPresenting: presenting, presenter: presenter,
      presented: presented, containerView: container, style: style, sourceFrame: sourceFrame())
    engine.register(context)
    appearance(of: presented, appearing: presenting, phase: .will)
    if style.removesPresentersView {
      appearance(of: presenter, appearing: !presenting, phase: .will)
    }
    context.onComplete = { [unowned self] didComplete in
      self.finish(context, didComplete: didComplete)
    }
    return context
  }

  private func sourceFrame() -> Rect? {
    guard let name = sourceName, let view = engine.view(named: name), view.superview != nil else {
      return nil
    }
    return view.convert(view.bounds, to: nil)
  }

  /// What UIKit does when completeTransition is called.
  private func finish(_ context: TransitionContext, didComplete: Bool) {
    let container = context.containerView
    switch (context.isPresenting, didComplete) {
    case (true, true):
      if style.removesPresentersView { presenter.view.removeFromSuperview() }
      if !presented.view.isDescendant(of: container) {
        engine.diagnose(
          .warning, "presented-view-missing",
          "the presented view is not in the container after the presentation; "
            + "add transitionContext.view(forKey: .to) to the containerView")
      }
    case (true, false):
      presented.view.removeFromSuperview()
      container.removeFromSuperview()
      restorePresenter()
    case (false, true):
      presented.view.removeFromSuperview()
      container.removeFromSuperview()
      restorePresenter()
    case (false, false):
      if !presented.view.isDescendant(of: container) { container.add(presented.view) }
    }
    let presentedAppears = context.isPresenting == didComplete
    finishAppearance(of: presented, appeared: presentedAppears, cancelled: !didComplete)
    if style.removesPresentersView {
      finishAppearance(of: presenter, appeared: !presentedAppears, cancelled: !didComplete)
    }
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

  private func appearance(of viewController: ViewControllerNode, appearing: Bool, phase: Phase) {
    let name =
      switch (phase, appearing) {
      case (.will, true): "viewWillAppear"
      case (.will, false): "viewWillDisappear"
      case (.did, true): "viewDidAppear"
      case (.did, false): "viewDidDisappear"
      }
    engine.record(name, viewController.name)
    viewController.appearance =
      switch (phase, appearing) {
      case (.will, true): .appearing
      case (.will, false): .disappearing
      case (.did, true): .appeared
      case (.did, false): .disappeared
      }
  }

  /// Sends the did-callback; on a cancel, UIKit first undoes the will with its opposite.
  private func finishAppearance(of viewController: ViewControllerNode, appeared: Bool, cancelled: Bool) {
    if cancelled {
      appearance(of: viewController, appearing: appeared, phase: .will)
    }
    appearance(of: viewController, appearing: appeared, phase: .did)
  }
}
