import TransitionEngine

/// Runs transitions with an animator whose body the test writes, and keeps what it saw.
final class TransitionProbe: TransitioningDelegate {
  /// The animator's body: what animateTransition does with the context.
  typealias Body = (TransitionContext) -> Void

  let body: Body?
  /// Every context the animator was given, in order.
  private(set) var contexts: [TransitionContext] = []
  /// The engine of the last run.
  private(set) var engine: Engine?

  /// A probe whose animator runs `body`; nil vends no animator, so the engine's coverVertical runs.
  init(_ body: Body?) { self.body = body }

  /// Runs the request's transitions.
  func run(
    style: PresentationStyle, size: Size = .phone, direction: DirectionChoice = .present,
    cancelAt: CancelPoint? = nil
  ) throws -> Timeline {
    let request = TransitionRequest(
      scene: .yellow(size: size), size: size, direction: direction, style: style, cancelAt: cancelAt
    )
    return try TransitionRunner(animatorID: "probe", request: request).run { engine in
      self.engine = engine
      return self
    }
  }

  /// Vends the probe's animator for the presentation.
  func animator(
    forPresented presented: ViewControllerNode, presenting: ViewControllerNode,
    source: ViewControllerNode
  ) -> (any TransitionAnimator)? {
    body.map { ProbeAnimator(probe: self, body: $0) }
  }

  /// Vends the probe's animator for the dismissal.
  func animator(forDismissed dismissed: ViewControllerNode) -> (any TransitionAnimator)? {
    body.map { ProbeAnimator(probe: self, body: $0) }
  }

  /// Keeps a context the animator was given.
  fileprivate func saw(_ context: TransitionContext) { contexts.append(context) }

  /// Animates `view`'s alpha over 0.1 s and then completes the context with `didComplete`.
  static func fade(
    _ view: ViewNode, in context: TransitionContext, to alpha: Double, complete didComplete: Bool
  ) {
    let engine = context.engine
    engine.beginTransaction(AnimationParameters(duration: 0.1))
    engine.set(.alpha, of: view, to: PropertyValue(scalar: alpha))
    engine.commitTransaction { _ in context.completeTransition(didComplete) }
  }

  /// The names of the view-appearance events of a segment, as "name subject".
  static func appearanceEvents(_ segment: TransitionSegment) -> [String] {
    segment.events.filter { $0.name.hasPrefix("view") }.map { "\($0.name) \($0.subject)" }
  }
}

/// The animator a probe vends: it records its context and runs the test's body.
private final class ProbeAnimator: TransitionAnimator {
  let name = "probe"
  unowned let probe: TransitionProbe
  let body: TransitionProbe.Body

  init(probe: TransitionProbe, body: @escaping TransitionProbe.Body) {
    self.probe = probe
    self.body = body
  }

  func transitionDuration(context: TransitionContext) -> Double { 0.1 }

  func animateTransition(context: TransitionContext) {
    probe.saw(context)
    body(context)
  }

  func animationEnded(completed: Bool) {}
}
