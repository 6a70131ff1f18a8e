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
    let delegate = try makeDelegate(engine)
    let stage = Stage(scene: request.scene, style: request.style ?? request.scene.style, engine: engine)
    var segments: [TransitionSegment] = []
    for direction in request.direction.directions {
      if direction == .dismiss, segments.isEmpty {
        stage.presentWithoutAnimation()
      }
      if direction == .dismiss, segments.last?.didComplete == false {
        break
      }
      segments.append(try runSegment(direction, stage: stage, delegate: delegate))
    }
    return Timeline(
      animatorID: animatorID, scene: request.scene.name, size: request.size, fps: request.fps,
      seed: request.seed, segments: segments)
  }

  private func runSegment(
    _ direction: TransitionDirection, stage: Stage, delegate: any TransitioningDelegate
  ) throws -> TransitionSegment {
    let engine = stage.engine
    let start = engine.now
    _ = engine.takeEvents()
    let context = stage.beginTransition(presenting: direction == .present)
    let vended =
      direction == .present
      ? delegate.animator(forPresented: stage.presented, presenting: stage.presenter, source: stage.presenter)
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
    engine.record("animateTransition", animator.name, format(duration))
    animator.animateTransition(context: context)
    engine.closeOpenTransactions()
    var frames = [snapshotFrame(engine, index: 0, start: start)]
    let step = 1 / Double(request.fps)
    let deadline = start + Self.deadline(forDuration: duration)
    var index = 1
    var ended = false
    while true {
      if context.completion != nil, !ended {
        ended = true
        animator.animationEnded(completed: context.completion == true)
      }
      if context.completion != nil, !engine.hasPendingAnimations { break }
      let time = start + Double(index) * step
      if time > deadline + Engine.timeTolerance {
        guard context.completion != nil else {
          engine.cancelPendingAnimations()
          throw EngineError(
            .timeout, subject: animatorID,
            "animator '\(animatorID)' never called completeTransition during the \(direction.rawValue) "
              + "(waited \(format(deadline - start)) s for a \(format(duration)) s transition); "
              + "call transitionContext.completeTransition(_:) when its animation ends")
        }
        engine.diagnose(
          .warning, "animations-outlived-transition",
          "animations were still running \(format(deadline - start)) s after the transition began; they were cut off")
        engine.cancelPendingAnimations()
        frames.append(snapshotFrame(engine, index: index, start: start))
        break
      }
      engine.advance(to: time)
      frames.append(snapshotFrame(engine, index: index, start: start))
      index += 1
    }
    let didComplete = context.completion ?? false
    return TransitionSegment(
      direction: direction, style: context.style, animator: animator.name, duration: duration,
      completedAt: (context.completedAt ?? engine.now) - start, didComplete: didComplete,
      frames: frames,
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

  private func snapshotFrame(_ engine: Engine, index: Int, start: Double) -> Frame {
    Frame(index: index, time: engine.now - start, root: FrameRecorder.record(engine.window, time: engine.now))
  }

  private func format(_ value: Double) -> String {
    let scaled = (value * 1000).rounded() / 1000
    return "\(scaled)"
  }
}

/// Captures presentation trees.
enum FrameRecorder {
  static func record(_ view: ViewNode, time: Double) -> FrameNode {
    let kind: String
    var snapshotOf: Int?
    switch view.kind {
    case .plain: kind = "view"
    case .window: kind = "window"
    case .container: kind = "container"
    case let .snapshot(of: source):
      kind = "snapshot"
      snapshotOf = source
    }
    return FrameNode(
      id: view.id, name: view.name, kind: kind, frame: view.presentationFrame(at: time),
      alpha: view.presentationValue(.alpha, at: time)[0], isHidden: view.isHidden,
      color: Color(view.presentationValue(.backgroundColor, at: time)), text: view.text,
      textColor: Color(view.presentationValue(.textColor, at: time)),
      fontSize: view.presentationValue(.fontSize, at: time)[0], textAlignment: view.textAlignment,
      snapshotOf: snapshotOf,
      content: view.snapshotContent.map { [record($0, time: time)] } ?? [],
      children: view.subviews.map { record($0, time: time) })
  }
}
