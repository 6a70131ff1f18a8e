/// Runs transitions on the virtual clock and records every frame.
package struct TransitionRunner {
  package let request: TransitionRequest
  package let animatorID: String

  package init(animatorID: String, request: TransitionRequest) {
    self.animatorID = animatorID
    self.request = request
  }

  /// The longest a transition may take to call completeTransition: max(2 × d, d + 1 s).
  package static func deadline(forDuration duration: Double) -> Double {
    max(2 * duration, duration + 1)
  }

  /// Runs the requested transitions with the delegate the factory makes for the engine.
  /// - Throws: EngineError when the request is bad or an animator never completes.
  package func run(
    delegate makeDelegate: (Engine) throws -> any TransitioningDelegate
  ) throws -> Timeline {
    guard TransitionRequest.fpsRange.contains(request.fps) else {
      throw EngineError(
        .badRequest, subject: "\(request.fps)",
        "fps '\(request.fps)' is out of range; use 1 to 240")
    }
    try checkInteraction()
    let engine = Engine(screen: request.size, seed: request.seed)
    defer { engine.releaseContexts() }
    engine.activeAnimator = animatorID
    let delegate = try makeDelegate(engine)
    try engine.checkLimits()
    let stage = Stage(
      scene: request.scene, style: request.style ?? request.scene.style, engine: engine,
      kind: request.kind)
    stage.popsToRoot(request.popsToRoot)
    stage.adoptPresentationController(from: delegate)
    var segments: [TransitionSegment] = []
    if case let .drag(script) = request.interaction {
      let present = try presentFirst(stage: stage, delegate: delegate)
      if request.direction == .both { segments.append(present) }
      segments.append(try runDragDismissal(script, stage: stage, delegate: delegate))
    } else {
      for direction in request.direction.directions {
        if direction == .dismiss, segments.isEmpty {
          if request.presentsWithAnimatorBeforeDismissing {
            // Start the dismissal from what the animator's own present left (a card's shrunk
            // screen, the appearance callbacks it sent), not from a state no animator made.
            _ = try presentFirst(stage: stage, delegate: delegate)
          } else {
            stage.presentWithoutAnimation()
          }
        }
        if direction == .dismiss, segments.last?.didComplete == false {
          break
        }
        segments.append(try runSegment(direction, stage: stage, delegate: delegate))
      }
    }
    return Timeline(
      animatorID: animatorID, scene: request.scene.name, size: request.size, fps: request.fps,
      seed: request.seed, segments: segments)
  }

  /// Runs the animator's own present without interaction or cancel, for a run that shows the
  /// dismissal; it must complete.
  private func presentFirst(
    stage: Stage, delegate: any TransitioningDelegate
  ) throws -> TransitionSegment {
    let present = try runSegment(.present, stage: stage, delegate: delegate, plain: true)
    guard present.didComplete else {
      throw EngineError(
        .badRequest, subject: animatorID,
        "animator '\(animatorID)' cancelled its own present, "
          + "so there is no dismissal to show; "
          + "use --direction both to see what it does")
    }
    return present
  }

  /// Runs one transition: plainly, cancelled at `cancelAt`, or driven by a percent script.
  private func runSegment(
    _ direction: TransitionDirection, stage: Stage, delegate: any TransitioningDelegate,
    plain: Bool = false
  ) throws -> TransitionSegment {
    let engine = stage.engine
    let start = engine.now
    _ = engine.takeEvents()
    let cancelAt = plain ? nil : request.cancelAt
    let interaction = plain ? nil : request.interaction
    let before = cancelAt != nil || interaction != nil ? try FrameLoop.tree(engine) : nil
    let begun = try begin(direction, stage: stage, delegate: delegate)
    var loop = FrameLoop(
      engine: engine, start: start, fps: request.fps,
      deadline: start + Self.deadline(forDuration: begun.duration))
    if case let .percent(script) = interaction {
      let controller = interactionController(for: begun, direction, delegate: delegate)
      try startInteractively(begun, controller: controller)
      var playback = PercentPlayback(
        script: script, controller: controller, context: begun.context, start: start)
      loop.deadline += script.endTime
      playback.step(to: start)
      try loop.snap()
      try play(begun, direction, &loop) { time in playback.step(to: time) }
    } else {
      try startAnimating(begun)
      try loop.snap()
      let cancelTime = cancelAt.map { start + $0.offset(forDuration: begun.duration) }
      var cancelled = false
      try play(begun, direction, &loop) { time in
        if let cancelTime, !cancelled, begun.context.completion == nil,
          cancelTime <= time + Engine.timeTolerance
        {
          engine.advance(to: cancelTime)
          if begun.context.completion == nil {
            cancelled = true
            begun.context.cancelInteractively()
            engine.reverseAnimations()
          }
        }
        engine.advance(to: time)
      }
      if let cancelTime, !cancelled, let completedAt = begun.context.completedAt,
        completedAt < cancelTime
      {
        engine.diagnose(
          .warning, "cancel-after-end",
          "the cancel point \(format(cancelTime - start)) s came after the transition "
            + "completed at \(format(completedAt - start)) s, so it never cancelled; "
            + "use a point within the transition or a percentage")
      }
    }
    return try finish(begun, direction, loop, before: before)
  }

  /// Steps the clock frame by frame (each step through `advance`, which must leave the clock at
  /// the frame's time) until the transition completed and no animation is pending, calling
  /// animationEnded once it completed; past the deadline the run fails, or, once completed,
  /// the animations still running are cut off.
  func play(
    _ begun: Begun, _ direction: TransitionDirection, _ loop: inout FrameLoop,
    advance: (Double) throws -> Void
  ) throws {
    let engine = loop.engine
    let context = begun.context
    var ended = false
    while true {
      if context.completion != nil, !ended {
        ended = true
        begun.animator.animationEnded(completed: context.completion == true)
      }
      try engine.checkLimits()
      if context.completion != nil, !engine.hasPendingAnimations { break }
      if loop.index >= EngineLimits.framesPerTransition.count {
        engine.exceed(EngineLimits.framesPerTransition, Double(loop.index + 1))
        try engine.checkLimits()
      }
      let time = loop.time
      if time > loop.deadline + Engine.timeTolerance {
        let waited = format(loop.deadline - loop.start)
        guard context.completion != nil else {
          engine.cancelPendingAnimations()
          throw EngineError(
            .timeout, subject: animatorID,
            "animator '\(animatorID)' never called completeTransition "
              + "during the \(direction.rawValue) "
              + "(waited \(waited) s for a \(format(begun.duration)) s transition); "
              + "call transitionContext.completeTransition(_:) when its animation ends")
        }
        engine.diagnose(
          .warning, "animations-outlived-transition",
          "animations were still running \(waited) s after the transition began; "
            + "they were cut off")
        engine.cancelPendingAnimations()
        try loop.snap()
        break
      }
      try advance(time)
      try engine.checkLimits()
      try loop.snap()
    }
  }

  func format(_ value: Double) -> String { TimelineEvent.number(value) }
}
