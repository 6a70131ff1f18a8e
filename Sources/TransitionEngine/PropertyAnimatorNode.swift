/// A UIViewPropertyAnimator: animations on a media clock of their own that can be paused,
/// scrubbed, reversed, continued and stopped.
///
/// Its animations run over course time 0...`duration` of its clock. `Engine` changes it
/// (`Engine+PropertyAnimators`); the properties here are what UIKit's getters return.
package final class PropertyAnimatorNode {
  /// The engine-unique object id.
  package let id: Int
  /// The media clock its animations run on.
  package let clock: Int
  /// The duration in seconds; for a physical spring, its settling time.
  package internal(set) var duration: Double
  /// The timing it was made with (timingParameters).
  package internal(set) var timing: AnimatorTiming
  /// UIViewAnimating.state.
  package internal(set) var state: AnimatingState = .inactive
  /// UIViewAnimating.isRunning: active and moving, forward or backward.
  package var isRunning: Bool { state == .active && !isPaused }
  /// UIViewAnimating.isReversed: whether it runs (or will run) back toward the start.
  package internal(set) var isReversed = false
  /// isInterruptible: whether it may be paused and stopped.
  package var isInterruptible = true
  /// scrubsLinearly: whether setting fractionComplete shows values linear in the fraction.
  package var scrubsLinearly = true
  /// pausesOnCompletion: whether reaching an end pauses it there instead of finishing it.
  package var pausesOnCompletion = false
  /// Called once each time it ends (its completions are due), with the position it ended at.
  package var onFinish: ((AnimatingPosition) -> Void)?

  /// Whether its clock stands still (paused, or never started).
  var isPaused = true
  /// The timing animations added from now on follow (the last continue's, else `timing`).
  var activeTiming: AnimatorTiming
  /// The id of the pending group that fires when its clock reaches an end, if any.
  var endWatch: Int?
  /// The animations a stopAnimation(false) took off the views, for finishAnimation(at:).
  var stoppedAnimations: [(ViewNode, PropertyAnimation, PropertyValue)] = []

  init(id: Int, clock: Int, duration: Double, timing: AnimatorTiming) {
    self.id = id
    self.clock = clock
    self.duration = duration
    self.timing = timing
    activeTiming = timing
  }

  /// How its state reads in a message: "is inactive", "is running" and so on.
  var stateDescription: String {
    switch state {
    case .inactive: "is inactive"
    case .active: isPaused ? "is paused" : "is running"
    case .stopped: "is stopped"
    }
  }
}
