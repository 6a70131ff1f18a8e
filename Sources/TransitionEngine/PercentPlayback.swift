/// Plays a `--interactive` script into an interaction controller as the clock moves: an
/// update at each point's exact time, an update at each frame whose percent changed, and
/// finish or cancel at the last point's time.
///
/// Nothing is sent once the transition completed; a controller that is not percent-driven
/// (`drive` returns false) is reported once and left to itself.
struct PercentPlayback {
  let script: PercentScript
  let controller: any InteractionController
  let context: TransitionContext
  /// The clock time the script's time 0 is at.
  let start: Double
  private var nextPoint = 0
  private var lastSent: Double?
  private var ended = false
  private var refused = false

  init(
    script: PercentScript, controller: any InteractionController, context: TransitionContext,
    start: Double
  ) {
    self.script = script
    self.controller = controller
    self.context = context
    self.start = start
  }

  /// Moves the clock to a time, sending what the script says on the way.
  mutating func step(to time: Double) {
    let engine = context.engine
    while nextPoint < script.points.count,
      start + script.points[nextPoint].time <= time + Engine.timeTolerance
    {
      let point = script.points[nextPoint]
      nextPoint += 1
      engine.advance(to: start + point.time)
      send(.update(point.percent))
    }
    if !ended, start + script.endTime <= time + Engine.timeTolerance {
      engine.advance(to: start + script.endTime)
      ended = true
      send(script.ending == .finish ? .finish : .cancel)
    }
    engine.advance(to: time)
    guard !ended else { return }
    let percent = script.percent(at: time - start)
    if percent != lastSent { send(.update(percent)) }
  }

  private mutating func send(_ command: InteractiveCommand) {
    guard context.completion == nil, !refused else { return }
    if case let .update(percent) = command { lastSent = percent }
    guard !controller.drive(command) else { return }
    refused = true
    context.engine.diagnose(
      .warning, "interaction-not-percent-driven",
      "animator '\(context.animatorName)' vended an interaction controller that is not a "
        + "UIPercentDrivenInteractiveTransition, so the --interactive script cannot drive it; "
        + "it drives the transition itself")
  }
}
