extension TransitionContext {
  /// UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:).
  ///
  /// The body's changes animate with the transition (for its duration, UIKit's default
  /// ease-in-out curve, **chosen**; on the percent driver's clock when it drives the layers);
  /// asked for before the animator animates (as from presentationTransitionWillBegin), the body
  /// runs right after animateTransition, else at once for the time left. The completion runs
  /// when the transition completes, with whether it was not cancelled.
  /// - Returns: false once the transition completed (nothing is run).
  @discardableResult
  package func animateAlongside(_ body: (() -> Void)?, completion: ((Bool) -> Void)?) -> Bool {
    guard self.completion == nil else { return false }
    if let completion { alongsideCompletions.append(completion) }
    guard let body else { return true }
    if let start = animationStart {
      runAlongside([body], duration: max(0, duration - (engine.now - start)))
    } else {
      alongsideBodies.append(body)
    }
    return true
  }

  /// Notes that the animator has been told to animate, and runs the alongside bodies asked
  /// for before.
  func startAlongside() {
    guard animationStart == nil else { return }
    animationStart = engine.now
    let bodies = alongsideBodies
    alongsideBodies = []
    runAlongside(bodies, duration: duration)
  }

  /// Calls the alongside completions once, as the transition completes.
  func finishAlongside(completed: Bool) {
    let completions = alongsideCompletions
    alongsideCompletions = []
    for completion in completions { completion(completed) }
  }

  private func runAlongside(_ bodies: [() -> Void], duration: Double) {
    guard !bodies.isEmpty else { return }
    guard engine.beginTransaction(AnimationParameters(duration: duration)) else { return }
    for body in bodies { body() }
    engine.commitTransaction(completion: nil)
  }

  /// UIViewControllerTransitionCoordinator.notifyWhenInteractionChanges(_:): the handler runs
  /// each time the transition stops being interactive (the interaction finished or cancelled)
  /// or becomes interactive again (paused), until the transition completes.
  /// - Returns: false once the transition completed (the handler is dropped).
  @discardableResult
  package func notifyWhenInteractionChanges(_ handler: @escaping (TransitionContext) -> Void)
    -> Bool
  {
    guard completion == nil else { return false }
    interactionChangeHandlers.append(handler)
    return true
  }

  /// Tells the interaction-change handlers that isInteractive changed.
  func interactionChanged() {
    guard completion == nil else { return }
    engine.record(
      "interactionChanged", animatorName, isInteractive ? "interactive" : "not interactive")
    for handler in interactionChangeHandlers { handler(self) }
  }
}
