/// The engine's UIPercentDrivenInteractiveTransition: the interaction controller `--interactive`
/// uses when the delegate vends none.
///
/// When the animator vends an interruptible animator, the interaction has the animator animate,
/// pauses the property animator and scrubs its fractionComplete; finish and cancel continue it
/// forward or reversed. Otherwise it drives the transition's layers (`driveLayers()`): the
/// animator animates on the transition's own clock, which update scrubs and finish or cancel
/// glide to the end or back to the start.
package final class PercentDrivenInteraction: InteractionController {
  /// The animator whose transition it drives.
  package let animator: any TransitionAnimator
  /// wantsInteractiveStart (default true: the transition starts paused at 0).
  package var wantsInteractiveStart = true
  /// completionSpeed: how fast finish and cancel play the rest (default 1).
  package var completionSpeed = 1.0
  /// completionCurve: the curve of finish and cancel in layer mode (default ease-in-out).
  package var completionCurve = TimingCurve.easeInOut
  /// timingCurve: the timing an interruptible animator continues with; nil keeps its own.
  package var timingCurve: AnimatorTiming?
  /// percentComplete: the fraction last passed to update(_:).
  package private(set) var percentComplete = 0.0
  /// The context of the transition it drives, once started.
  package private(set) var context: TransitionContext?
  /// The animator's interruptible animator, when it vends one.
  package private(set) var propertyAnimator: PropertyAnimatorNode?

  /// A percent driver for an animator's transition.
  package init(animator: any TransitionAnimator) {
    self.animator = animator
  }

  /// startInteractiveTransition(_:): has the animator animate, on the property animator it
  /// vends (paused when the start is interactive) or on driven layers.
  package func startInteractiveTransition(context: TransitionContext) {
    self.context = context
    if let vended = animator.interruptibleAnimator(context: context) {
      propertyAnimator = vended
      animator.animateTransition(context: context)
      if wantsInteractiveStart { context.engine.pauseAnimation(vended) }
    } else {
      context.driveLayers()
      animator.animateTransition(context: context)
    }
  }

  /// Passes a command to update(_:), pause(), finish() or cancel(); always true.
  package func drive(_ command: InteractiveCommand) -> Bool {
    switch command {
    case let .update(percent): update(percent)
    case .pause: pause()
    case .finish: finish()
    case .cancel: cancel()
    }
    return true
  }

  /// update(_:): tells the context, and scrubs the interruptible animator (pausing it first).
  package func update(_ percent: Double) {
    guard let context else { return }
    context.updateInteractiveTransition(percent)
    percentComplete = context.percentComplete
    guard let propertyAnimator else { return }
    let engine = context.engine
    if propertyAnimator.isRunning { engine.pauseAnimation(propertyAnimator) }
    engine.setFractionComplete(propertyAnimator, percentComplete)
  }

  /// pause(): tells the context and pauses the interruptible animator.
  package func pause() {
    guard let context else { return }
    context.pauseInteractiveTransition()
    if let propertyAnimator { context.engine.pauseAnimation(propertyAnimator) }
  }

  /// finish(): tells the context; an interruptible animator continues forward.
  package func finish() {
    guard let context else { return }
    context.finishInteractiveTransition(
      completionSpeed: completionSpeed, completionCurve: completionCurve)
    proceed(reversed: false)
  }

  /// cancel(): tells the context; an interruptible animator continues reversed.
  package func cancel() {
    guard let context else { return }
    context.cancelInteractiveTransition(
      completionSpeed: completionSpeed, completionCurve: completionCurve)
    proceed(reversed: true)
  }

  private func proceed(reversed: Bool) {
    guard let context, let propertyAnimator, propertyAnimator.state == .active else { return }
    let engine = context.engine
    engine.setReversed(propertyAnimator, reversed)
    let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
    let fraction = engine.fractionComplete(of: propertyAnimator)
    let left = reversed ? fraction : 1 - fraction
    engine.continueAnimation(
      propertyAnimator, timing: timingCurve, durationFactor: max(left, 1e-9) / speed)
  }
}
