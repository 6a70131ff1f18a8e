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
    let engine = Engine(screen: request.size, seed: request.seed)
    engine.activeAnimator = animatorID
    let delegate = try makeDelegate(engine)
    try engine.checkLimits()
    let stage = Stage(
      scene: request.scene, style: request.style ?? request.scene.style, engine: engine)
    var segments: [TransitionSegment] = []
    for direction in request.direction.directions {
      if direction == .dismiss, segments.isEmpty {
        if request.presentsWithAnimatorBeforeDismissing {
          // Start the dismissal from what the animator's own present left (a card's shrunk
          // screen, the appearance callbacks it sent), not from a state no animator made.
          let present = try runSegment(.present, stage: stage, delegate: delegate, cancelAt: nil)
          guard present.didComplete else {
            throw EngineError(
              .badRequest, subject: animatorID,
              "animator '\(animatorID)' cancelled its own present, "
                + "so there is no dismissal to show; "
                + "use --direction both to see what it does")
          }
        } else {
          stage.presentWithoutAnimation()
        }
      }
      if direction == .dismiss, segments.last?.didComplete == false {
        break
      }
      segments.append(
        try runSegment(direction, stage: stage, delegate: delegate, cancelAt: request.cancelAt))
    }
    return Timeline(
      animatorID: animatorID, scene: request.scene.name, size: request.size, fps: request.fps,
      seed: request.seed, segments: segments)
  }

  private func runSegment(
    _ direction: TransitionDirection, stage: Stage, delegate: any TransitioningDelegate,
    cancelAt: CancelPoint?
  ) throws -> TransitionSegment {
    let engine = stage.engine
    let start = engine.now
    _ = engine.takeEvents()
    let before = try cancelAt.map { _ in try record(engine) }
    let context = stage.beginTransition(presenting: direction == .present)
    let containerBefore = context.containerView.subviews.map(\.id)
    let vended =
      direction == .present
      ? delegate.animator(
        forPresented: stage.presented, presenting: stage.presenter, source: stage.presenter)
      : delegate.animator(forDismissed: stage.presented)
    let animator = vended ?? CoverVerticalAnimator()
    context.animatorName = animator.name
    engine.activeAnimator = animator.name
    var duration = animator.transitionDuration(context: context)
    if !duration.isFinite || duration < 0 {
      engine.diagnose(
        .warning, "bad-duration",
        "animator '\(animator.name)' returned transitionDuration \(duration); using 0.3 s")
      duration = 0.3
    }
    if duration > EngineLimits.transitionDuration.value {
      engine.exceed(EngineLimits.transitionDuration, duration)
    }
    try engine.checkLimits()
    engine.record("animateTransition", animator.name, format(duration))
    animator.animateTransition(context: context)
    try engine.checkLimits()
    engine.closeOpenTransactions()
    var frames = [try snapshotFrame(engine, index: 0, start: start)]
    let step = 1 / Double(request.fps)
    let deadline = start + Self.deadline(forDuration: duration)
    var index = 1
    var ended = false
    let cancelTime = cancelAt.map { start + $0.offset(forDuration: duration) }
    var cancelled = false
    while true {
      if context.completion != nil, !ended {
        ended = true
        animator.animationEnded(completed: context.completion == true)
      }
      try engine.checkLimits()
      if context.completion != nil, !engine.hasPendingAnimations { break }
      if index >= EngineLimits.framesPerTransition.count {
        engine.exceed(EngineLimits.framesPerTransition, Double(index + 1))
        try engine.checkLimits()
      }
      let time = start + Double(index) * step
      if time > deadline + Engine.timeTolerance {
        guard context.completion != nil else {
          engine.cancelPendingAnimations()
          throw EngineError(
            .timeout, subject: animatorID,
            "animator '\(animatorID)' never called completeTransition "
              + "during the \(direction.rawValue) "
              + "(waited \(format(deadline - start)) s for a \(format(duration)) s transition); "
              + "call transitionContext.completeTransition(_:) when its animation ends")
        }
        engine.diagnose(
          .warning, "animations-outlived-transition",
          "animations were still running \(format(deadline - start)) s "
            + "after the transition began; they were cut off"
        )
        engine.cancelPendingAnimations()
        frames.append(try snapshotFrame(engine, index: index, start: start))
        break
      }
      if let cancelTime, !cancelled, context.completion == nil,
        cancelTime <= time + Engine.timeTolerance
      {
        engine.advance(to: cancelTime)
        if context.completion == nil {
          cancelled = true
          context.cancelInteractively()
          engine.reverseAnimations()
        }
      }
      engine.advance(to: time)
      try engine.checkLimits()
      frames.append(try snapshotFrame(engine, index: index, start: start))
      index += 1
    }
    try engine.checkLimits()
    if cancelled, context.completion == true {
      engine.diagnose(
        .error, "completed-despite-cancel",
        "animator '\(animator.name)' called completeTransition(true) "
          + "after the \(direction.rawValue) was cancelled; "
          + "call completeTransition(!transitionContext.transitionWasCancelled)")
    }
    LeftBehindCheck.run(context, containerBefore: containerBefore)
    let didComplete = context.completion ?? false
    return TransitionSegment(
      direction: direction, style: context.style, animator: animator.name, duration: duration,
      completedAt: (context.completedAt ?? engine.now) - start, didComplete: didComplete,
      frames: frames, before: before,
      events: engine.takeEvents().map { event in
        var e = event
        e.time -= start
        return e
      },
      diagnostics: engine.takeDiagnostics().map { diagnostic in
        var d = diagnostic
        d.time -= start
        return d
      })
  }

  private func snapshotFrame(
    _ engine: Engine, index: Int, start: Double
  ) throws(EngineError) -> Frame {
    Frame(index: index, time: engine.now - start, root: try record(engine))
  }

  /// The window's presentation tree now, counted against the limits on recorded layers and
  /// particles.
  private func record(_ engine: Engine) throws(EngineError) -> FrameNode {
    var tally = FrameRecorder.Tally()
    let root = FrameRecorder.record(engine.window, time: engine.now, tally: &tally)
    engine.countRecorded(layers: tally.layers, particles: tally.particles)
    try engine.checkLimits()
    return root
  }

  private func format(_ value: Double) -> String { TimelineEvent.number(value) }
}

/// Captures presentation trees.
///
/// Recording recurses once per level of the tree; `Engine.admitAttachment` keeps every tree an
/// animator builds within `EngineLimits.viewDepth` levels, so the recursion is bounded.
package enum FrameRecorder {
  /// How much a recording holds.
  package struct Tally {
    /// Layers recorded (views, masks, snapshot contents).
    package var layers = 0
    /// Particles recorded.
    package var particles = 0

    /// Nothing yet.
    package init() {}
  }

  /// The presentation tree of a view at a clock time.
  package static func record(_ view: ViewNode, time: Double) -> FrameNode {
    var tally = Tally()
    return record(view, time: time, tally: &tally)
  }

  /// The presentation tree of a view at a clock time, adding what it holds to a tally.
  package static func record(_ view: ViewNode, time: Double, tally: inout Tally) -> FrameNode {
    tally.layers += 1
    var kind: String
    var snapshotOf: Int?
    switch view.kind {
    case .plain: kind = "view"
    case .window: kind = "window"
    case .container: kind = "container"
    case let .snapshot(of: source):
      kind = "snapshot"
      snapshotOf = source
    }
    if view.shape != nil { kind = "shape" }
    if view.emitter != nil { kind = "emitter" }
    func value(_ property: AnimatableProperty) -> PropertyValue {
      view.presentationValue(property, at: time)
    }
    func color(_ property: AnimatableProperty) -> Color { Color(value(property).first4) }
    var node = FrameNode(
      id: view.id, name: view.name, kind: kind, frame: view.presentationFrame(at: time),
      alpha: value(.alpha)[0], isHidden: view.isHidden, color: color(.backgroundColor),
      text: view.text, textColor: color(.textColor), fontSize: value(.fontSize)[0],
      textAlignment: view.textAlignment, snapshotOf: snapshotOf,
      content: view.snapshotContent.map { [record($0, time: time, tally: &tally)] } ?? [],
      children: view.subviews.map { record($0, time: time, tally: &tally) })
    let bounds = value(.bounds)
    node.boundsOrigin = Point(x: bounds[0], y: bounds[1])
    let anchor = value(.anchorPoint)
    node.anchorPoint = Point(x: anchor[0], y: anchor[1])
    node.transform = Transform3D(value(.transform))
    node.zPosition = value(.zPosition)[0]
    node.cornerRadius = value(.cornerRadius)[0]
    node.masksToBounds = view.masksToBounds
    node.borderWidth = value(.borderWidth)[0]
    node.borderColor = color(.borderColor)
    node.shadowColor = color(.shadowColor)
    node.shadowOpacity = value(.shadowOpacity)[0]
    node.shadowRadius = value(.shadowRadius)[0]
    let offset = value(.shadowOffset)
    node.shadowOffset = Size(width: offset[0], height: offset[1])
    node.mask = view.mask.map { [record($0, time: time, tally: &tally)] } ?? []
    if let style = view.shape {
      node.shape = ShapeFrame(
        style: style, fillColor: color(.fillColor), strokeColor: color(.strokeColor),
        lineWidth: value(.lineWidth)[0], strokeStart: value(.strokeStart)[0],
        strokeEnd: value(.strokeEnd)[0])
    }
    if let emitter = view.emitter {
      tally.particles += emitter.particles.count
      node.particles = ParticleFrame(
        cellPaths: emitter.configuration.cells.map { $0.shape.path(size: $0.size) },
        particles: emitter.particles)
    }
    return node
  }
}
