/// Where an animator is in its life, as UIKit's UIViewAnimatingState.
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or ended: its animations are not in progress.
  case inactive = 0
  /// Started or paused: its animations are in progress.
  case active = 1
  /// Stopped: waiting for finishAnimation(at:).
  case stopped = 2
}

/// Where an animator's animations ended, as UIKit's UIViewAnimatingPosition.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At the end values.
  case end = 0
  /// Back at the start values.
  case start = 1
  /// Wherever they were when they were stopped.
  case current = 2
}

/// An object that runs animations you can pause, scrub and stop, as UIKit's UIViewAnimating.
public protocol UIViewAnimating: AnyObject {
  /// Whether the animator is inactive, active or stopped.
  var state: UIViewAnimatingState { get }
  /// Whether the animations are moving now (false while paused, stopped or inactive).
  var isRunning: Bool { get }
  /// Whether the animations run from their end back to their start.
  var isReversed: Bool { get set }
  /// How far along the animations are, 0...1; set it only while paused or inactive.
  var fractionComplete: CGFloat { get set }
  /// Starts, or resumes, the animations.
  func startAnimation()
  /// Starts the animations after a delay in seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses the animations where they are.
  func pauseAnimation()
  /// Stops the animations, leaving the values they show now as the views' values.
  ///
  /// With `withoutFinishing` true the animator becomes inactive and no completion runs; with
  /// false it becomes stopped and waits for `finishAnimation(at:)`.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Finishes a stopped animator at a position and runs its completions with it.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator you can add animations and completions to, as UIKit's
/// UIViewImplicitlyAnimating.
///
/// UIKit declares the first three methods optional; Swift here has no optional requirements,
/// so they have empty defaults, and iOS calls such as `animator.addCompletion?(…)` lose the `?`.
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds animations that start after `delayFactor` (0...1) of the remaining duration.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds animations that start with the others.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds a block to run, with the final position, when the animations end.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Resumes paused animations, optionally with new timing, taking `durationFactor` times the
  /// time the original timing had left.
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
  /// Does nothing by default, as the method is optional in UIKit.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}

  /// Does nothing by default, as the method is optional in UIKit.
  public func addAnimations(_ animation: @escaping () -> Void) {}

  /// Does nothing by default, as the method is optional in UIKit.
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
}

/// What `interruptibleAnimator(using:)` returns when an animator does not implement it.
///
/// UIKit's method is optional; AnimatorKit tells "not implemented" from this sentinel, which
/// does nothing and never runs.
final class NoInterruptibleAnimator: NSObject, UIViewImplicitlyAnimating {
  var state: UIViewAnimatingState { .inactive }
  var isRunning: Bool { false }
  var isReversed: Bool {
    get { false }
    set {}
  }
  var fractionComplete: CGFloat {
    get { 0 }
    set {}
  }
  func startAnimation() {}
  func startAnimation(afterDelay delay: TimeInterval) {}
  func pauseAnimation() {}
  func stopAnimation(_ withoutFinishing: Bool) {}
  func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {}
}
