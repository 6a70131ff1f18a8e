extension TransitionRunner {
  /// Runs a `--drag` dismissal: the finger goes down at the segment's start and moves each
  /// frame; when a gesture handler asks for the dismissal (Engine.requestDismiss) it starts
  /// at once, interactive when the delegate vends an interaction controller for it.
  /// - Throws: `.badRequest` when no recognizer takes the touch or nothing dismisses.
  func runDragDismissal(
    _ script: DragScript, stage: Stage, delegate: any TransitioningDelegate
  ) throws -> TransitionSegment {
    let engine = stage.engine
    let start = engine.now
    _ = engine.takeEvents()
    while engine.takeDismissRequest() != nil {}
    let before = try FrameLoop.tree(engine)
    let session = DragSession(
      runner: self, script: script, stage: stage, delegate: delegate, start: start)
    var loop = FrameLoop(engine: engine, start: start, fps: request.fps, deadline: .infinity)
    var time = start
    while session.begun == nil {
      if loop.index >= EngineLimits.framesPerTransition.count {
        engine.exceed(EngineLimits.framesPerTransition, Double(loop.index + 1))
        try engine.checkLimits()
      }
      try session.step(to: time)
      try engine.checkLimits()
      try loop.snap()
      if session.begun == nil, session.released {
        throw session.nobodyDismissed()
      }
      time = loop.time
    }
    guard let begun = session.begun else { throw session.nobodyDismissed() }
    loop.deadline = start + script.endTime + Self.deadline(forDuration: begun.duration)
    try play(begun, .dismiss, &loop) { time in try session.step(to: time) }
    return try finish(begun, .dismiss, loop, before: before)
  }
}

/// The finger of a `--drag` run and the dismissal it leads to.
final class DragSession {
  let runner: TransitionRunner
  let script: DragScript
  let stage: Stage
  let delegate: any TransitioningDelegate
  let engine: Engine
  /// The clock time of the script's time 0.
  let start: Double
  let finger: Finger
  /// The recognizer that took the touch.
  private(set) var recognizer: GestureRecognizerNode?
  private(set) var touched = false
  /// Whether the finger lifted (or was cancelled); a tap lifts as it lands.
  private(set) var released = false
  /// The dismissal, once a handler asked for it.
  private(set) var begun: Begun?

  init(
    runner: TransitionRunner, script: DragScript, stage: Stage,
    delegate: any TransitioningDelegate, start: Double
  ) {
    self.runner = runner
    self.script = script
    self.stage = stage
    self.delegate = delegate
    engine = stage.engine
    self.start = start
    finger = Finger(script, screen: stage.engine.screen.size)
  }

  /// Moves the clock to a time: the finger goes down, moves and lifts on the way, and a
  /// dismissal asked for by a handler begins as soon as the handler returns.
  func step(to time: Double) throws {
    let tolerance = Engine.timeTolerance
    if !touched, start + finger.downTime <= time + tolerance {
      engine.advance(to: start + finger.downTime)
      touched = true
      guard
        let taken = engine.touchDown(
          script.gesture, at: finger.location(at: finger.downTime),
          velocity: finger.velocity(at: finger.downTime))
      else { throw noRecognizer() }
      recognizer = taken
      released = script.gesture == .tap
      try beginIfAsked()
    }
    if touched, !released, start + script.endTime <= time + tolerance {
      engine.advance(to: start + script.endTime)
      move(at: script.endTime)
      released = true
      if let recognizer { engine.touchUp(recognizer, released: script.releases) }
      try beginIfAsked()
    }
    engine.advance(to: time)
    if touched, !released {
      move(at: time - start)
      try beginIfAsked()
    }
  }

  private func move(at scriptTime: Double) {
    guard let recognizer else { return }
    engine.touchMove(
      recognizer, to: finger.location(at: scriptTime), velocity: finger.velocity(at: scriptTime),
      scale: finger.scale(at: scriptTime), scaleVelocity: finger.scaleVelocity(at: scriptTime))
  }

  /// Starts the dismissal if a handler asked for it (later requests are ignored, as UIKit
  /// ignores a dismissal while one runs).
  private func beginIfAsked() throws {
    guard let request = engine.takeDismissRequest() else { return }
    while engine.takeDismissRequest() != nil {}
    guard begun == nil else { return }
    stage.goBack(to: request.target)
    let dismissal = try runner.begin(.dismiss, stage: stage, delegate: delegate)
    begun = dismissal
    if let controller = runner.vendedInteraction(for: dismissal, .dismiss, delegate: delegate) {
      try runner.startInteractively(dismissal, controller: controller)
    } else {
      try runner.startAnimating(dismissal)
    }
  }

  /// The error for a touch no recognizer took.
  func noRecognizer() -> EngineError {
    let attached = engine.gestureRecognizers.values.sorted { $0.id < $1.id }.map { recognizer in
      let view = recognizer.view.map { "'\($0.name ?? "view \($0.id)")'" } ?? "no view"
      return "a \(recognizer.kind.name) on \(view)" + (recognizer.isEnabled ? "" : " (disabled)")
    }
    let inventory =
      attached.isEmpty ? "it attached none" : "it attached " + attached.joined(separator: ", ")
    return EngineError(
      .badRequest, subject: runner.animatorID,
      "animator '\(runner.animatorID)' attached no gesture recognizer that "
        + "\(finger.description) starts (\(inventory)); attach one to a view under the "
        + "finger (a UIScreenEdgePanGestureRecognizer for an edge, a UIPanGestureRecognizer "
        + "for any drag), or use --interactive instead")
  }

  /// The call that goes back in this kind of run, and an example of it.
  private var goingBack: (call: String, example: String) {
    switch stage.kind {
    case .present:
      ("dismiss(animated:)", "presentedViewController.dismiss(animated: true)")
    case .push:
      ("popViewController(animated:)", "navigationController?.popViewController(animated: true)")
    case .tab:
      ("selectedIndex", "tabBarController?.selectedIndex = 0")
    }
  }

  /// The error for a gesture after which nothing dismissed.
  func nobodyDismissed() -> EngineError {
    let kind = recognizer?.kind.name ?? "gesture"
    let end = script.releases ? "release" : "cancel"
    return EngineError(
      .badRequest, subject: runner.animatorID,
      "animator '\(runner.animatorID)': its \(kind) recognizer took \(finger.description), "
        + "but no handler called \(goingBack.call) by the \(end) at "
        + "\(TimelineEvent.number(script.endTime)) s; call \(goingBack.example) "
        + "when the gesture begins, or use --interactive instead")
  }
}
