/// Animates view changes that you can pause, scrub, reverse, stop and continue, as UIKit's
/// UIViewPropertyAnimator.
///
/// A proxy for a property animator in the host, whose state (`state`, `isRunning`,
/// `fractionComplete`, …) is always read back from the host. Animations added while the
/// animator is inactive are kept and run when it first becomes active (`startAnimation`,
/// `pauseAnimation`, or setting `fractionComplete`), as UIKit does; animations added while it is
/// active run at once. An active animator keeps itself alive until it ends, as in UIKit. On a
/// host older than ABI 1.3 it runs its animations with UIView.animate when started, and pausing,
/// scrubbing and reversing do nothing.
///
/// Unlike UIKit, `init(duration:timingParameters:)` is `required` (Swift needs it for
/// `runningPropertyAnimator`, which returns `Self`): a subclass with its own designated
/// initializer must also implement it.
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, NSCopying {
  let host: UnsafePointer<animhost_host_v1>
  /// The host's animator, or 0 on a host older than ABI 1.3.
  let handle: animhost_handle
  let requestedDuration: TimeInterval
  let timing: any UITimingCurveProvider
  var storedDelay: TimeInterval = 0
  /// Animations added while inactive, handed to the host when the animator becomes active.
  var pending: [(animation: () -> Void, delayFactor: CGFloat)] = []
  /// Completions, run in order (then cleared) when the animator ends.
  var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// The animator's hold on itself while it is active.
  var hold: Unmanaged<UIViewPropertyAnimator>?
  /// The state on a host without property animators.
  var local = LocalAnimatorState()

  /// An inactive animator with a duration in seconds and a cubic or spring timing.
  public required init(
    duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider
  ) {
    host = HostScope.current
    requestedDuration = duration
    timing = (parameters.copy() as? any UITimingCurveProvider) ?? parameters
    let link = AnimatorLink()
    handle = Self.makeHostAnimator(host, duration, timing, link)
    super.init()
    link.animator = self
  }

  /// An animator of duration 0 with the default ease-in-out curve, as NSObject's init() makes
  /// one in UIKit.
  public convenience override init() {
    self.init(duration: 0, timingParameters: UICubicTimingParameters())
  }

  /// An animator with one of the standard UIKit curves.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// An animator with a cubic Bézier curve through two control points.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// An animator with a spring of a damping ratio, fitted to the duration.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// An animator that starts at once (after the delay) with the curve in the options.
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let curve = UIView.AnimationCurve(options: options)
    let animator = self.init(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// A new inactive animator with the same duration and timing.
  open func copy(with zone: NSZone? = nil) -> Any {
    type(of: self).init(duration: requestedDuration, timingParameters: timing)
  }

  // MARK: - Properties

  /// The timing the animator was made with.
  open var timingParameters: (any UITimingCurveProvider)? { timing }

  /// The duration in seconds; for a physical spring, the time it takes to settle.
  open var duration: TimeInterval { hostState.map(\.duration) ?? requestedDuration }

  /// The delay given to `startAnimation(afterDelay:)`, or 0.
  open var delay: TimeInterval { storedDelay }

  /// Whether views take touches while animating (kept; nothing is touched here).
  open var isUserInteractionEnabled = true

  /// Whether hit-testing of animating views is left to you (kept; nothing is touched here).
  open var isManualHitTestingEnabled = false

  /// Whether the animator can be paused and stopped; true by default.
  open var isInterruptible: Bool {
    get { hostState.map { $0.is_interruptible != 0 } ?? local.isInterruptible }
    set { setFlag(ANIMHOST_ANIMATOR_SET_INTERRUPTIBLE, newValue, \.isInterruptible) }
  }

  /// Whether a paused animator scrubs linearly in time rather than along its curve.
  open var scrubsLinearly: Bool {
    get { hostState.map { $0.scrubs_linearly != 0 } ?? local.scrubsLinearly }
    set { setFlag(ANIMHOST_ANIMATOR_SET_SCRUBS_LINEARLY, newValue, \.scrubsLinearly) }
  }

  /// Whether the animator stays active and paused at the end instead of completing.
  open var pausesOnCompletion: Bool {
    get { hostState.map { $0.pauses_on_completion != 0 } ?? local.pausesOnCompletion }
    set { setFlag(ANIMHOST_ANIMATOR_SET_PAUSES_ON_COMPLETION, newValue, \.pausesOnCompletion) }
  }

  /// Whether the animator is inactive, active or stopped.
  open var state: UIViewAnimatingState {
    hostState.flatMap { UIViewAnimatingState(rawValue: Int($0.state)) } ?? local.state
  }

  /// Whether the animations are moving now.
  open var isRunning: Bool { hostState.map { $0.is_running != 0 } ?? local.isRunning }

  /// Whether the animations play back towards their start; setting it while running reverses
  /// them from where they are.
  open var isReversed: Bool {
    get { hostState.map { $0.is_reversed != 0 } ?? local.isReversed }
    set { setFlag(ANIMHOST_ANIMATOR_SET_REVERSED, newValue, \.isReversed) }
  }

  /// How far along in time the animations are, 0...1; setting it makes an inactive animator
  /// active and paused, and is refused while the animations run.
  open var fractionComplete: CGFloat {
    get { hostState.map { CGFloat($0.fraction_complete) } ?? local.fractionComplete }
    set {
      setFraction(newValue)
    }
  }

  // MARK: - UIViewAnimating

  /// Starts the animations now, or resumes paused ones.
  open func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Starts the animations after a delay in seconds (the `delay` property reports it).
  open func startAnimation(afterDelay delay: TimeInterval) {
    start(afterDelay: delay)
  }

  /// Pauses the animations where they are; an inactive animator becomes active and paused.
  open func pauseAnimation() {
    pause()
  }

  /// Stops the animations, leaving what they show now as the views' values.
  ///
  /// With `withoutFinishing` true the animator becomes inactive and its completions are
  /// dropped without running; with false it becomes stopped and `finishAnimation(at:)` ends it.
  open func stopAnimation(_ withoutFinishing: Bool) {
    stop(withoutFinishing: withoutFinishing)
  }

  /// Ends a stopped animator: `.end` sets the end values, `.start` the start values, `.current`
  /// keeps what is shown; the completions then run with the position.
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    finish(at: finalPosition)
  }

  // MARK: - UIViewImplicitlyAnimating

  /// Adds animations that start after `delayFactor` (0...1) of the remaining duration.
  ///
  /// The property changes the block makes animate with the animator: at once when it is
  /// active, else when it becomes active.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    add(animation, delayFactor: delayFactor)
  }

  /// Adds animations that start with the others.
  open func addAnimations(_ animation: @escaping () -> Void) {
    add(animation, delayFactor: 0)
  }

  /// Adds a block to run, with the position the animations ended at, when the animator ends.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Resumes paused animations, with new timing parameters (nil keeps the timing), taking
  /// `durationFactor` times the time the original duration had left.
  open func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    resume(parameters, durationFactor: durationFactor)
  }
}
