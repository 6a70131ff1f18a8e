import TransitionEngine

/// A navigation and tab bar delegate for tests: vends a fade for every push, pop and tab
/// switch (or nothing), notes what it was asked and what the stack held while it animated,
/// and can vend a percent driver for interactive runs.
final class NavigationProbe: TransitioningDelegate {
  var vends = true
  var vendsInteraction = false
  private(set) var asked: [String] = []
  /// The container's children (by name) each time the animator animated.
  private(set) var stacks: [[String]] = []
  /// What a handler does when a gesture begins (set by drag tests).
  var onGestureBegan: ((Engine, ViewControllerNode) -> NavigationOutcome)?
  private(set) var outcomes: [NavigationOutcome] = []

  func animator(
    forPresented presented: ViewControllerNode, presenting: ViewControllerNode,
    source: ViewControllerNode
  ) -> (any TransitionAnimator)? { nil }

  func animator(forDismissed dismissed: ViewControllerNode) -> (any TransitionAnimator)? { nil }

  func animator(
    for operation: NavigationOperation, from: ViewControllerNode, to: ViewControllerNode
  ) -> (any TransitionAnimator)? {
    asked.append("\(operation) \(from.name)>\(to.name)")
    return vends ? Fade(probe: self) : nil
  }

  func animator(forTabFrom from: ViewControllerNode, to: ViewControllerNode)
    -> (any TransitionAnimator)?
  {
    asked.append("tab \(from.name)>\(to.name)")
    return vends ? Fade(probe: self) : nil
  }

  func interactionController(forNavigation animator: any TransitionAnimator)
    -> (any InteractionController)?
  {
    asked.append("interaction navigation")
    return vendsInteraction ? PercentDrivenInteraction(animator: animator) : nil
  }

  func interactionController(forTab animator: any TransitionAnimator)
    -> (any InteractionController)?
  {
    asked.append("interaction tab")
    return vendsInteraction ? PercentDrivenInteraction(animator: animator) : nil
  }

  /// Runs a navigation or tab request on a scene.
  func run(
    _ scene: Scene, kind: TransitionKind, direction: DirectionChoice = .both,
    popsToRoot: Bool = false, cancelAt: CancelPoint? = nil, interaction: InteractionScript? = nil
  ) throws -> Timeline {
    var request = TransitionRequest(
      scene: scene, fps: 20, direction: direction, cancelAt: cancelAt)
    request.kind = kind
    request.popsToRoot = popsToRoot
    request.interaction = interaction
    return try TransitionRunner(animatorID: "probe", request: request).run { _ in self }
  }

  /// Fades the arriving view in over 0.5 s; the present of a drag run attaches a pan whose
  /// handler calls `onGestureBegan`.
  final class Fade: TransitionAnimator {
    unowned let probe: NavigationProbe
    let name = "fade"
    init(probe: NavigationProbe) { self.probe = probe }
    func transitionDuration(context: TransitionContext) -> Double { 0.5 }
    func animateTransition(context: TransitionContext) {
      let arriving = context.viewController(forKey: .to)
      probe.stacks.append((arriving.parent?.children ?? []).map(\.name))
      let to = arriving.view
      context.containerView.add(to)
      to.setModelValue(.alpha, .zero)
      if context.isPresenting, let handler = probe.onGestureBegan { attach(handler, context) }
      context.engine.beginTransaction(AnimationParameters(duration: 0.5))
      context.engine.set(.alpha, of: to, to: PropertyValue(scalar: 1))
      context.engine.commitTransaction { _ in
        context.completeTransition(!context.transitionWasCancelled)
      }
    }
    func animationEnded(completed: Bool) {}

    private func attach(
      _ handler: @escaping (Engine, ViewControllerNode) -> NavigationOutcome,
      _ context: TransitionContext
    ) {
      let engine = context.engine
      let recognizer = engine.makeGestureRecognizer(kind: .pan, edges: 0)
      engine.attach(recognizer, to: context.viewController(forKey: .to).view)
      let container = context.viewController(forKey: .to).parent
      recognizer.callback = { [unowned probe, unowned recognizer] event in
        guard event == .action, let container else { return true }
        if recognizer.state == .began {
          probe.outcomes.append(handler(engine, container))
        }
        return false
      }
    }
  }
}

extension Timeline {
  /// The events of one segment as `name subject detail`, without those of the animator.
  func events(_ segment: Int) -> [String] {
    segments[segment].events.filter {
      !["animateTransition", "completeTransition"].contains($0.name)
    }
    .map { [$0.name, $0.subject, $0.detail].filter { !$0.isEmpty }.joined(separator: " ") }
  }
}
