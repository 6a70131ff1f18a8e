extension TransitionContext {
  /// updateInteractiveTransition(_:): the interaction is `percent` (0...1) of the way through.
  ///
  /// Recorded with the percent as detail. While a percent driver drives the layers
  /// (`driveLayers()`), every animation of the transition shows what it shows at that fraction
  /// of the duration, paused there.
  package func updateInteractiveTransition(_ percent: Double) {
    let value = percent.isFinite ? min(max(percent, 0), 1) : 0
    engine.record("updateInteractiveTransition", animatorName, TimelineEvent.number(value))
    percentComplete = value
    guard let transitionClock else { return }
    engine.setClock(
      transitionClock, .paused(at: layerStart + value * duration, since: engine.now))
  }

  /// pauseInteractiveTransition(): the interaction takes over a running transition (it becomes
  /// interactive); driven layers stop where they are.
  package func pauseInteractiveTransition() {
    engine.record("pauseInteractiveTransition", animatorName)
    isInteractive = true
    guard let transitionClock else { return }
    let course = engine.courseTime(on: transitionClock)
    percentComplete = duration > 0 ? min(max((course - layerStart) / duration, 0), 1) : 0
    engine.setClock(transitionClock, .paused(at: course, since: engine.now))
  }

  /// finishInteractiveTransition(): the interaction ends and the transition plays to its end.
  ///
  /// Driven layers glide to the end over (1 − percent) × duration / completionSpeed along the
  /// completion curve, then run on at normal speed, so the animations' completions run.
  package func finishInteractiveTransition(
    completionSpeed: Double = 1, completionCurve: TimingCurve = .easeInOut
  ) {
    engine.record("finishInteractiveTransition", animatorName)
    isInteractive = false
    glide(
      to: layerStart + duration, backward: false, speed: completionSpeed, curve: completionCurve)
  }

  /// cancelInteractiveTransition(): the interaction ends and the transition plays back to its
  /// start; transitionWasCancelled becomes true.
  ///
  /// Driven layers glide back to the start over percent × duration / completionSpeed along
  /// the completion curve and stay there; the animations' completions run (finished true) when
  /// they are back at their beginning, and the animator then calls completeTransition(false).
  package func cancelInteractiveTransition(
    completionSpeed: Double = 1, completionCurve: TimingCurve = .easeInOut
  ) {
    engine.record("cancelInteractiveTransition", animatorName)
    isInteractive = false
    transitionWasCancelled = true
    glide(to: layerStart, backward: true, speed: completionSpeed, curve: completionCurve)
  }

  /// Hands the transition's layers to a percent driver (UIPercentDrivenInteractiveTransition
  /// without an interruptible animator).
  ///
  /// Every animation made from now until the interaction finishes or cancels (or
  /// completeTransition) runs on the transition's own media clock. The clock starts paused at the transition's start when the transition is interactive,
  /// else running. Calling it again does nothing.
  package func driveLayers() {
    guard transitionClock == nil else { return }
    let now = engine.now
    layerStart = now
    transitionClock = engine.makeClock(
      .running(anchor: now, base: now, speed: isInteractive ? 0 : 1))
    engine.ambientClock = transitionClock ?? 0
  }

  /// Glides the driven layers' clock to a course time (the end, then on at normal speed; or
  /// the start, then standing still); animations made from then on run on the wall clock.
  private func glide(to target: Double, backward: Bool, speed: Double, curve: TimingCurve) {
    guard let transitionClock else { return }
    if engine.ambientClock == transitionClock { engine.ambientClock = 0 }
    let rate = speed.isFinite && speed > 0 ? speed : 1
    let course = engine.courseTime(on: transitionClock)
    let distance = abs(target - course)
    guard distance > Engine.timeTolerance else {
      // Already there: moving on (or back) at once makes the completions due now.
      engine.setClock(
        transitionClock, .running(anchor: engine.now, base: course, speed: backward ? -1 : 1))
      return
    }
    engine.setClock(
      transitionClock,
      .eased(
        anchor: engine.now, from: course, to: target, duration: distance / rate, curve: curve,
        then: backward ? 0 : 1))
  }
}
