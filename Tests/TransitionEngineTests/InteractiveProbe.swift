import TransitionEngine

/// A delegate for interactive runs: it vends the animators a factory makes and, when the test
/// says so, an interaction controller for them.
final class InteractiveProbe: TransitioningDelegate {
  let makeAnimator: () -> any TransitionAnimator
  /// The interaction controller vended for an animator, if any.
  var vendController: ((any TransitionAnimator) -> (any InteractionController)?)?
  /// Every animator vended, in order.
  private(set) var animators: [any TransitionAnimator] = []
  /// The engine of the last run.
  private(set) var engine: Engine?

  init(_ makeAnimator: @escaping () -> any TransitionAnimator) {
    self.makeAnimator = makeAnimator
  }

  /// Runs the transitions with an interaction script.
  func run(
    style: PresentationStyle = .fullScreen, direction: DirectionChoice = .present,
    script: InteractionScript?, fps: Int = 60
  ) throws -> Timeline {
    var request = TransitionRequest(
      scene: .yellow(size: .phone), size: .phone, fps: fps, direction: direction, style: style)
    request.interaction = script
    return try TransitionRunner(animatorID: "probe", request: request).run { engine in
      self.engine = engine
      return self
    }
  }

  func animator(
    forPresented presented: ViewControllerNode, presenting: ViewControllerNode,
    source: ViewControllerNode
  ) -> (any TransitionAnimator)? {
    let animator = makeAnimator()
    animators.append(animator)
    return animator
  }

  func animator(forDismissed dismissed: ViewControllerNode) -> (any TransitionAnimator)? {
    let animator = makeAnimator()
    animators.append(animator)
    return animator
  }

  func interactionController(forPresentation animator: any TransitionAnimator)
    -> (any InteractionController)?
  { vendController?(animator) }

  func interactionController(forDismissal animator: any TransitionAnimator)
    -> (any InteractionController)?
  { vendController?(animator) }

  /// A percent script from (seconds, fraction) points and an ending.
  static func percent(_ points: [(Double, Double)], _ ending: ScriptEnding) -> InteractionScript {
    .percent(
      PercentScript(
        points: points.map { PercentScript.Point(time: $0.0, percent: $0.1) }, ending: ending))
  }

  /// The presented view's x in a frame (nil when it is not on screen).
  static func presentedX(_ frame: Frame) -> Double? {
    find("VCYellow.view", in: frame.root).map { $0.frame.midX }
  }

  static func find(_ name: String, in node: FrameNode) -> FrameNode? {
    if node.name == name { return node }
    return node.children.lazy.compactMap { find(name, in: $0) }.first
  }

  /// A segment's events as "name subject detail" lines, without appearance callbacks.
  static func calls(_ segment: TransitionSegment) -> [String] {
    segment.events.filter { !$0.name.hasPrefix("view") }.map {
      "\($0.name) \($0.detail)".trimmingSuffixSpace()
    }
  }
}

extension String {
  /// The string without one trailing space.
  func trimmingSuffixSpace() -> String { hasSuffix(" ") ? String(dropLast()) : self }
}

/// An interaction controller that is not percent-driven: it starts the transition running and
/// refuses scripted commands.
final class SelfDrivenInteraction: InteractionController {
  let animator: any TransitionAnimator
  private(set) var commands: [InteractiveCommand] = []

  init(animator: any TransitionAnimator) { self.animator = animator }

  var wantsInteractiveStart: Bool { false }

  func startInteractiveTransition(context: TransitionContext) {
    animator.animateTransition(context: context)
  }

  func drive(_ command: InteractiveCommand) -> Bool {
    commands.append(command)
    return false
  }
}
