extension Engine {
  /// Sets fractionComplete on a paused or inactive animator (which becomes active and paused).
  ///
  /// With scrubsLinearly its animations show values linear in the fraction until it runs again.
  /// Refused while it runs and when stopped.
  @discardableResult
  package func setFractionComplete(_ animator: PropertyAnimatorNode, _ fraction: Double) -> Bool {
    guard animator.state != .stopped, !animator.isRunning else {
      return misuse(
        "fractionComplete = \(fraction)", on: animator,
        animator.state == .stopped
          ? "call finishAnimation(at:) instead" : "pause it first with pauseAnimation()")
    }
    animator.state = .active
    let value = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    setClock(animator.clock, .paused(at: value * animator.duration, since: now))
    animator.isPaused = true
    if animator.scrubsLinearly {
      forEachAnimation(of: animator) { $0.isScrubbedLinearly = true }
    }
    return true
  }

  /// Sets isReversed: a running animator turns around at once, from the value shown now.
  ///
  /// A paused or inactive one runs that way when started. Refused when stopped.
  @discardableResult
  package func setReversed(_ animator: PropertyAnimatorNode, _ reversed: Bool) -> Bool {
    guard animator.state != .stopped else {
      return misuse(
        "isReversed = \(reversed)", on: animator, "call finishAnimation(at:) instead")
    }
    guard animator.isReversed != reversed else { return true }
    animator.isReversed = reversed
    if animator.isRunning {
      // A running animator moves at its pace; one still in its start delay starts now.
      let pace = abs(mediaClock(animator.clock).speed(at: now))
      let speed = pace > 0 ? pace : 1
      run(animator, speed: reversed ? -speed : speed)
    }
    return true
  }

  /// continueAnimation(withTimingParameters:durationFactor:): resumes an active animator.
  ///
  /// The rest takes durationFactor × duration, as Apple documents it (a factor that is not
  /// above 0 keeps the time left of the original duration; a physical spring takes its
  /// settling time); new timing re-bases the animations from the values shown now. Refused
  /// when inactive or stopped.
  @discardableResult
  package func continueAnimation(
    _ animator: PropertyAnimatorNode, timing: AnimatorTiming?, durationFactor: Double
  ) -> Bool {
    guard animator.state == .active else {
      return misuse(
        "continueAnimation(withTimingParameters:durationFactor:)", on: animator,
        "start it with startAnimation() instead")
    }
    var timing = timing
    if let given = timing, !given.isValid {
      diagnose(
        .error, "animator-misuse",
        "animator '\(activeAnimator)' called continueAnimation(withTimingParameters:"
          + "durationFactor:) with \(describe(given)), a spring that cannot move; give a mass "
          + "and a stiffness above 0 and a damping of at least 0; it keeps its timing")
      timing = nil
    }
    let course = min(max(courseTime(on: animator.clock), 0), animator.duration)
    let left = animator.isReversed ? course : animator.duration - course
    var speed = 1.0
    if durationFactor.isFinite, durationFactor > 0, left > 0, animator.duration > 0 {
      speed = left / (durationFactor * animator.duration)
    }
    if let settling = timing?.settlingTime {
      speed = left > 0 && settling > 0 ? left / settling : 1
    }
    if let timing { animator.activeTiming = timing }
    resume(animator, timing: timing, speed: speed)
    return true
  }

  /// stopAnimation(_:): the values shown now become the model values.
  ///
  /// The animator's animations are removed; `withoutFinishing` makes it inactive with no
  /// completion, else it is stopped until finishAnimation(at:). Nothing happens to an inactive
  /// animator; refused when stopped or not interruptible.
  @discardableResult
  package func stopAnimation(_ animator: PropertyAnimatorNode, withoutFinishing: Bool) -> Bool {
    guard animator.state != .inactive else { return true }
    guard animator.state == .active else {
      return misuse(
        "stopAnimation(\(withoutFinishing))", on: animator, "call finishAnimation(at:) instead")
    }
    guard animator.isInterruptible else {
      return misuse(
        "stopAnimation(\(withoutFinishing))", "on a property animator that is not interruptible",
        "set isInterruptible = true before starting it, or let it run to the end")
    }
    let baked = bake(animator)
    hold(animator)
    unwatchEnd(animator)
    if withoutFinishing {
      reset(animator)
    } else {
      animator.state = .stopped
      animator.stoppedAnimations = baked
    }
    return true
  }

  /// finishAnimation(at:) on a stopped animator: its completions run with the position.
  ///
  /// Its views take the end values, the start values or stay as they are. Refused in any
  /// other state.
  @discardableResult
  package func finishAnimation(_ animator: PropertyAnimatorNode, at position: AnimatingPosition)
    -> Bool
  {
    guard animator.state == .stopped else {
      return misuse(
        "finishAnimation(at: .\(position))", on: animator, "call stopAnimation(false) first")
    }
    apply(position, to: animator.stoppedAnimations)
    complete(animator, at: position)
    return true
  }
}
