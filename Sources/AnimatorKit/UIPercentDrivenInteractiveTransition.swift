/// Drives a transition by a percentage you update, as UIKit's
/// UIPercentDrivenInteractiveTransition.
///
/// When the transition's animator vends an interruptible animator, this pauses it and drives
/// its `fractionComplete`; `finish()` and `cancel()` continue it forward or reversed with
/// `timingCurve` (or `completionCurve`) at `completionSpeed`. Otherwise it has the host drive
/// every animation of the transition (UIKit's layer speed and time offset), calls the
/// animator's `animateTransition(using:)`, and scrubs, finishes or cancels those animations.
/// Every call is also passed on to the context, whose timeline records it.
open class UIPercentDrivenInteractiveTransition: NSObject,
  UIViewControllerInteractiveTransitioning
{
  /// The transition's non-interactive duration, as its animator reported it at the start.
  open var duration: CGFloat { transitionDuration }

  /// The last value given to `update(_:)`, 0...1.
  open var percentComplete: CGFloat { lastPercent }

  /// How fast the rest of the transition runs after `finish()` or `cancel()`; must be > 0.
  open var completionSpeed: CGFloat = 1

  /// The curve the rest of the transition runs with after `finish()` or `cancel()`.
  open var completionCurve: UIView.AnimationCurve = .easeInOut

  /// The timing an interruptible animator continues with; nil uses `completionCurve`.
  open var timingCurve: (any UITimingCurveProvider)?

  /// Whether the transition starts interactive (paused) rather than running.
  open var wantsInteractiveStart = true

  /// The animator the transition was vended with; set by the plugin's export before start.
  var transitionAnimator: (any UIViewControllerAnimatedTransitioning)?
  private var transitionDuration: CGFloat = 0
  private var lastPercent: CGFloat = 0
  private var context: (any UIViewControllerContextTransitioning)?
  private var interruptible: (any UIViewImplicitlyAnimating)?

  /// A percent driver with the default speed and curves.
  public override init() {
    super.init()
  }

  /// Starts driving the transition, with its animator's interruptible animator if it has one.
  open func startInteractiveTransition(
    _ transitionContext: any UIViewControllerContextTransitioning
  ) {
    context = transitionContext
    interruptible = nil
    lastPercent = 0
    guard let animator = transitionAnimator else { return }
    transitionDuration = CGFloat(animator.transitionDuration(using: transitionContext))
    let vended = animator.interruptibleAnimator(using: transitionContext)
    if vended is NoInterruptibleAnimator {
      (transitionContext as? HostTransitionContext)?.interactive(
        ANIMHOST_INTERACTIVE_DRIVE_LAYERS, 0)
      animator.animateTransition(using: transitionContext)
    } else {
      interruptible = vended
      if wantsInteractiveStart { vended.pauseAnimation() } else { vended.startAnimation() }
    }
  }

  /// Moves the transition to a percentage of its way, 0...1.
  open func update(_ percentComplete: CGFloat) {
    let percent = min(max(percentComplete, 0), 1)
    lastPercent = percent
    if let interruptible {
      if interruptible.isRunning { interruptible.pauseAnimation() }
      interruptible.fractionComplete = percent
    }
    context?.updateInteractiveTransition(percent)
  }

  /// Pauses a transition that runs on its own (after `wantsInteractiveStart` false).
  open func pause() {
    if let interruptible, interruptible.isRunning { interruptible.pauseAnimation() }
    context?.pauseInteractiveTransition()
  }

  /// Lets the transition run to its end at `completionSpeed`.
  open func finish() {
    complete(cancelled: false)
  }

  /// Lets the transition run back to its start at `completionSpeed`; it is then cancelled.
  open func cancel() {
    complete(cancelled: true)
  }

  private func complete(cancelled: Bool) {
    let speed = completionSpeed > 0 ? completionSpeed : 1
    let command = cancelled ? ANIMHOST_INTERACTIVE_CANCEL : ANIMHOST_INTERACTIVE_FINISH
    if let host = context as? HostTransitionContext {
      host.interactive(command, Double(speed), curve: completionCurve)
    } else if cancelled {
      context?.cancelInteractiveTransition()
    } else {
      context?.finishInteractiveTransition()
    }
    guard let interruptible else { return }
    interruptible.isReversed = cancelled
    // The rest takes its share of the duration at completion speed (durationFactor multiplies
    // the whole duration).
    let left = cancelled ? interruptible.fractionComplete : 1 - interruptible.fractionComplete
    interruptible.continueAnimation(
      withTimingParameters: timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve),
      durationFactor: max(left, 1e-9) / speed)
  }
}
