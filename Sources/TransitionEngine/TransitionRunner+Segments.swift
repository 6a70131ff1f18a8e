/// A transition the runner has begun: its context, its animator and duration, and what the
/// container held before.
struct Begun {
  let context: TransitionContext
  let animator: any TransitionAnimator
  let duration: Double
  let containerBefore: [Int]
  /// Whether the delegate vended the animator (else the system's coverVertical runs).
  let isVended: Bool
}

extension TransitionRunner {
  /// Sets up a transition as UIKit does: the stage, the delegate's animator (or
  /// coverVertical) and its duration, checked.
  func begin(
    _ direction: TransitionDirection, stage: Stage, delegate: any TransitioningDelegate
  ) throws -> Begun {
    let engine = stage.engine
    let context = stage.beginTransition(presenting: direction == .present)
    let containerBefore = context.containerView.subviews.map(\.id)
    let vended: (any TransitionAnimator)?
    let animator: any TransitionAnimator
    let (from, to) = stage.sides(presenting: direction == .present)
    if stage.kind == .tab {
      vended = delegate.animator(forTabFrom: from, to: to)
      animator = vended ?? TabSwitchAnimator()
    } else if stage.kind == .push {
      vended = delegate.animator(for: direction == .present ? .push : .pop, from: from, to: to)
      animator = vended ?? NavigationSlideAnimator()
    } else {
      vended =
        direction == .present
        ? delegate.animator(
          forPresented: stage.presented, presenting: stage.presenter, source: stage.presenter)
        : delegate.animator(forDismissed: stage.presented)
      animator = vended ?? stage.presented.modalTransitionStyle.makeAnimator()
    }
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
    context.duration = duration
    return Begun(
      context: context, animator: animator, duration: duration,
      containerBefore: containerBefore, isVended: vended != nil)
  }

  /// animateTransition, recorded with the duration.
  func startAnimating(_ begun: Begun) throws {
    let engine = begun.context.engine
    engine.record("animateTransition", begun.animator.name, format(begun.duration))
    begun.animator.animateTransition(context: begun.context)
    try engine.checkLimits()
    engine.closeOpenTransactions()
    begun.context.startAlongside()
  }

  /// startInteractiveTransition on an interaction controller (which has the animator animate),
  /// recorded with the duration; the context is interactive if the controller wants to start so.
  func startInteractively(_ begun: Begun, controller: any InteractionController) throws {
    let engine = begun.context.engine
    begun.context.isInteractive = controller.wantsInteractiveStart
    engine.record("startInteractiveTransition", begun.animator.name, format(begun.duration))
    controller.startInteractiveTransition(context: begun.context)
    try engine.checkLimits()
    engine.closeOpenTransactions()
    begun.context.startAlongside()
  }

  /// The delegate's interaction controller for a vended animator, else the engine's percent
  /// driver.
  func interactionController(
    for begun: Begun, _ direction: TransitionDirection, delegate: any TransitioningDelegate
  ) -> any InteractionController {
    vendedInteraction(for: begun, direction, delegate: delegate)
      ?? PercentDrivenInteraction(animator: begun.animator)
  }

  /// The delegate's interaction controller for an animator it vended, asked as UIKit asks for
  /// the kind of transition (the transitioning, navigation or tab bar controller delegate), or
  /// nil; the system transitions have none.
  func vendedInteraction(
    for begun: Begun, _ direction: TransitionDirection, delegate: any TransitioningDelegate
  ) -> (any InteractionController)? {
    guard begun.isVended else { return nil }
    switch begun.context.kind {
    case .push: return delegate.interactionController(forNavigation: begun.animator)
    case .tab: return delegate.interactionController(forTab: begun.animator)
    case .present:
      return direction == .present
        ? delegate.interactionController(forPresentation: begun.animator)
        : delegate.interactionController(forDismissal: begun.animator)
    }
  }

  /// Checks what the transition left and makes its segment of the timeline.
  func finish(
    _ begun: Begun, _ direction: TransitionDirection, _ loop: FrameLoop, before: FrameNode?
  ) throws -> TransitionSegment {
    let engine = loop.engine
    let context = begun.context
    try engine.checkLimits()
    if context.transitionWasCancelled, context.completion == true {
      engine.diagnose(
        .error, "completed-despite-cancel",
        "animator '\(begun.animator.name)' called completeTransition(true) "
          + "after the \(direction.rawValue) was cancelled; "
          + "call completeTransition(!transitionContext.transitionWasCancelled)")
    }
    LeftBehindCheck.run(context, containerBefore: begun.containerBefore)
    let start = loop.start
    var segment = TransitionSegment(
      direction: direction, style: context.style, animator: begun.animator.name,
      duration: begun.duration, completedAt: (context.completedAt ?? engine.now) - start,
      didComplete: context.completion ?? false, frames: loop.frames, before: before,
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
    segment.kind = context.kind
    return segment
  }

  /// Refuses interaction scripts that cannot run: a cancel point with a script, points out of
  /// order or out of range, a drag that would not dismiss anything.
  func checkInteraction() throws {
    guard let interaction = request.interaction else { return }
    func refuse(_ message: String) -> EngineError {
      EngineError(.badRequest, subject: animatorID, message)
    }
    if request.cancelAt != nil {
      throw refuse(
        "a cancel point cannot be combined with an interaction script; "
          + "end the script with 'cancel' instead")
    }
    switch interaction {
    case let .percent(script):
      let times = script.points.map(\.time)
      guard Self.increasing(times) else {
        throw refuse("the --interactive points must be at 0 s or later, in increasing time order")
      }
      guard script.points.allSatisfy({ (0...1).contains($0.percent) }) else {
        throw refuse("the --interactive percents must lie within 0% and 100%")
      }
    case let .drag(script):
      guard Self.increasing(script.points.map(\.time)) else {
        throw refuse("the --drag points must be at 0 s or later, in increasing time order")
      }
      guard script.points.allSatisfy({ $0.amount.isFinite }),
        script.gesture != .pinch || script.points.allSatisfy({ $0.amount > 0 })
      else {
        throw refuse("the --drag amounts must be finite (a pinch's scales above 0)")
      }
      guard request.direction != .present else {
        let message =
          switch request.kind {
          case .present:
            "--drag moves a finger for the gesture that dismisses the presented screen; "
              + "use --direction dismiss or both"
          case .push:
            "--drag moves a finger for the gesture that pops the pushed screen; "
              + "use --direction pop or both"
          case .tab:
            "--drag moves a finger for the gesture that switches back to the first tab; "
              + "use --direction back or both"
          }
        throw refuse(message)
      }
    }
  }

  private static func increasing(_ times: [Double]) -> Bool {
    guard let first = times.first, first.isFinite, first >= 0 else { return false }
    return zip(times, times.dropFirst()).allSatisfy { $0 < $1 && $1.isFinite }
  }
}
