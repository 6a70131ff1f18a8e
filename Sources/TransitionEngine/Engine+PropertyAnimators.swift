extension Engine {
  /// Makes an inactive property animator (UIViewPropertyAnimator(duration:timingParameters:)).
  ///
  /// A physical spring ignores the duration and takes its settling time. Spring parameters
  /// that cannot move (mass or stiffness not above zero) and durations that are not seconds
  /// are reported as `animator-misuse` and replaced (ease-in-out; 0 s).
  package func makePropertyAnimator(duration: Double, timing: AnimatorTiming)
    -> PropertyAnimatorNode
  {
    var timing = timing
    if !timing.isValid {
      diagnose(
        .error, "animator-misuse",
        "animator '\(activeAnimator)' made a UIViewPropertyAnimator with \(describe(timing)), "
          + "a spring that cannot move; give a mass and a stiffness above 0 and a damping of "
          + "at least 0; it uses the default ease-in-out curve")
      timing = .cubic(.easeInOut)
    }
    var seconds = duration
    if !duration.isFinite || duration < 0 {
      diagnose(
        .error, "animator-misuse",
        "animator '\(activeAnimator)' made a UIViewPropertyAnimator with the duration "
          + "\(duration); give a duration in seconds of at least 0; it uses 0")
      seconds = 0
    }
    if let settling = timing.settlingTime { seconds = settling }
    if seconds > EngineLimits.animationDuration.value {
      exceed(EngineLimits.animationDuration, seconds)
    }
    let clock = makeClock(.paused(at: 0, since: now))
    animatorClocks.insert(clock)
    let animator = PropertyAnimatorNode(
      id: makeID(), clock: clock, duration: seconds, timing: timing)
    propertyAnimators[animator.id] = animator
    return animator
  }

  /// The property animator with this id.
  package func propertyAnimator(id: Int) -> PropertyAnimatorNode? { propertyAnimators[id] }

  /// fractionComplete: how far its clock is through the duration, 0...1.
  package func fractionComplete(of animator: PropertyAnimatorNode) -> Double {
    guard animator.duration > 0 else { return 0 }
    return min(max(courseTime(on: animator.clock) / animator.duration, 0), 1)
  }

  /// addAnimations(_:delayFactor:): the property changes the body makes animate with the
  /// animator, from `delayFactor` of its remaining time to its end.
  ///
  /// An inactive animator becomes active and paused at the start first. Refused on a stopped
  /// animator.
  /// - Returns: false when refused (`animator-misuse`) or over a limit.
  @discardableResult
  package func addAnimations(
    to animator: PropertyAnimatorNode, delayFactor: Double, _ body: () -> Void
  ) -> Bool {
    guard animator.state != .stopped else {
      return misuse(
        "addAnimations(_:delayFactor:)", on: animator,
        "call finishAnimation(at:) first, or add the animations before stopping it")
    }
    if animator.state == .inactive {
      animator.state = .active
      hold(animator)
    }
    let factor = delayFactor.isFinite ? min(max(delayFactor, 0), 1) : 0
    let fraction = fractionComplete(of: animator)
    let origin = (fraction + factor * (1 - fraction)) * animator.duration
    let length = animator.duration - origin
    let parameters = AnimationParameters(duration: length)
    guard admitTransaction(parameters) else { return false }
    let depth = openTransactions.count
    let seconds = animator.activeTiming.settlingTime ?? length
    openTransactions.append(
      OpenTransaction(
        parameters: parameters, group: animator.id, clock: animator.clock, origin: origin,
        animator: animator.id, curve: animator.activeTiming.curve(overSeconds: seconds)))
    body()
    if openTransactions.count > depth + 1 {
      diagnose(
        .warning, "unbalanced-transaction",
        "animator '\(activeAnimator)' left an animation transaction open in an animator's "
          + "addAnimations block; it was committed")
      while openTransactions.count > depth + 1, commitTransaction(completion: nil) {}
    }
    if openTransactions.count == depth + 1 { openTransactions.removeLast() }
    return true
  }

  /// startAnimation(afterDelay:): runs an inactive or paused animator after a delay.
  ///
  /// It runs backward when reversed; a running one goes on. Refused on a stopped animator.
  @discardableResult
  package func startAnimation(_ animator: PropertyAnimatorNode, afterDelay delay: Double) -> Bool {
    guard animator.state != .stopped else {
      return misuse(
        "startAnimation()", on: animator,
        "a stopped animator cannot start again; call finishAnimation(at:) and make a new one")
    }
    animator.state = .active
    guard !animator.isRunning else { return true }
    resume(animator, timing: nil, speed: 1)
    if delay.isFinite, delay > 0 {
      let course = courseTime(on: animator.clock)
      setClock(
        animator.clock,
        .eased(
          anchor: now, from: course, to: course, duration: delay, curve: .linear,
          then: animator.isReversed ? -1 : 1))
    }
    return true
  }

  /// pauseAnimation(): freezes a running animator where it is.
  ///
  /// An inactive one becomes active and paused at the start. Refused when stopped or not
  /// interruptible.
  @discardableResult
  package func pauseAnimation(_ animator: PropertyAnimatorNode) -> Bool {
    guard animator.state != .stopped else {
      return misuse("pauseAnimation()", on: animator, "call finishAnimation(at:) instead")
    }
    guard animator.isInterruptible else {
      return misuse(
        "pauseAnimation()", "on a property animator that is not interruptible",
        "set isInterruptible = true before starting it, or let it run to the end")
    }
    animator.state = .active
    hold(animator)
    return true
  }

  /// A timing as Swift code writes it, for messages.
  func describe(_ timing: AnimatorTiming) -> String {
    switch timing {
    case let .cubic(curve): "UICubicTimingParameters(\(curve))"
    case let .springRatio(damping, velocity):
      "UISpringTimingParameters(dampingRatio: \(damping), initialVelocity: \(velocity))"
    case let .springPhysics(mass, stiffness, damping, velocity):
      "UISpringTimingParameters(mass: \(mass), stiffness: \(stiffness), damping: \(damping), "
        + "initialVelocity: \(velocity))"
    }
  }

  /// Records an `animator-misuse` error about a call on an animator; returns false.
  @discardableResult
  func misuse(_ call: String, on animator: PropertyAnimatorNode, _ fix: String) -> Bool {
    misuse(call, "on a property animator that \(animator.stateDescription)", fix)
  }

  /// Records an `animator-misuse` error (where UIKit raises NSInternalInconsistencyException);
  /// returns false.
  @discardableResult
  func misuse(_ call: String, _ what: String, _ fix: String) -> Bool {
    diagnose(
      .error, "animator-misuse",
      "animator '\(activeAnimator)' called \(call) \(what); UIKit raises an exception there, "
        + "so the call was ignored; \(fix)")
    return false
  }
}
