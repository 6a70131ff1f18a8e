extension Engine {
  /// Plays every running animation of the wall clock backward from now, as UIKit does when a
  /// percent-driven interactive transition is cancelled with completionSpeed 1.
  ///
  /// They move to a new media clock running at speed −1 from now: an animation that began at
  /// `b` shows at `now + u` what it showed at `now - u`, and ends when it is back at `b`; one
  /// whose delay has not elapsed ends at once. Each pending transaction's completion then runs
  /// (finished true) when its animations are back at their beginning, at
  /// `max(now, 2 × now - begin)`. Model values are left as the animation blocks set them.
  /// Emitters stop making particles; those alive live out their lifetimes. Animations begun
  /// later (in completions) run forward on the wall clock. Running property animators are
  /// reversed (`isReversed = true`) and end at `.start`.
  package func reverseAnimations() {
    closeOpenTransactions()
    let reversed = makeClock(.running(anchor: now, base: now, speed: -1))
    move(from: 0, to: reversed)
    // A running property animator is reversed as UIPercentDrivenInteractiveTransition's cancel
    // reverses an interruptible animator: it plays back from where it is and ends at .start.
    for animator in propertyAnimators.values.sorted(by: { $0.id < $1.id })
    where animator.isRunning && !animator.isReversed {
      setReversed(animator, true)
    }
    for view in views.values {
      if let emitter = view.emitter {
        advanceEmitter(emitter)
        emitter.configuration.birthRate = 0
      }
    }
    removeEndedAnimations()
  }
}
