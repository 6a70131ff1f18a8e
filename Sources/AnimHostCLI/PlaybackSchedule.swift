/// When each recorded frame is on screen during playback, in virtual (transition) seconds.
///
/// The transitions play one after another with a pause between them holding the last frame
/// of the one before; when looping, the same pause follows the last transition.
package struct PlaybackSchedule: Equatable {
  /// One transition's frames: a label for the caption and each frame's time since its start.
  package struct Segment: Equatable {
    package var label: String
    package var frameTimes: [Double]

    /// A segment with its caption label and frame times.
    package init(label: String, frameTimes: [Double]) {
      self.label = label
      self.frameTimes = frameTimes
    }
  }

  /// What is on screen at a moment: which transition, which frame, and its time.
  package struct Position: Equatable {
    package var segment: Int
    package var frame: Int
    package var time: Double

    /// A position from its parts.
    package init(segment: Int, frame: Int, time: Double) {
      self.segment = segment
      self.frame = frame
      self.time = time
    }
  }

  package let segments: [Segment]
  /// Seconds a recorded frame stays on screen (1 / fps).
  package let frameStep: Double
  /// Virtual seconds between transitions.
  package let pause: Double
  /// Whether a pause follows the last transition (looping).
  package let trailingPause: Bool
  /// The virtual time each segment starts at.
  private let starts: [Double]

  /// A schedule for the segments, each frame held `frameStep` seconds, with `pause` between
  /// segments.
  package init(segments: [Segment], frameStep: Double, pause: Double, trailingPause: Bool) {
    precondition(frameStep > 0 && pause >= 0, "PlaybackSchedule: bad frame step or pause")
    precondition(
      segments.allSatisfy { !$0.frameTimes.isEmpty }, "PlaybackSchedule: a segment has no frames")
    self.segments = segments
    self.frameStep = frameStep
    self.pause = pause
    self.trailingPause = trailingPause
    var starts: [Double] = []
    var start = 0.0
    for segment in segments {
      starts.append(start)
      start += Self.span(segment, frameStep) + pause
    }
    self.starts = starts
  }

  /// The virtual length of one pass.
  package var duration: Double {
    guard let last = segments.last, let start = starts.last else { return 0 }
    return start + Self.span(last, frameStep) + (trailingPause ? pause : 0)
  }

  /// The frame on screen at a virtual time within one pass (clamped to the pass).
  package func position(at time: Double) -> Position? {
    guard !segments.isEmpty else { return nil }
    let t = min(max(0, time), duration)
    // The last segment and frame whose time has come; the tolerance (the one `nextChange` uses)
    // keeps exact times, such as sums of poll intervals, from rounding down.
    var index = segments.count - 1
    while index > 0, starts[index] > t + 1e-9 { index -= 1 }
    let times = segments[index].frameTimes
    let local = t - starts[index]
    var frame = 0
    while frame + 1 < times.count, times[frame + 1] <= local + 1e-9 { frame += 1 }
    return Position(segment: index, frame: frame, time: times[frame])
  }

  /// The virtual time the next frame after `time` goes on screen, or nil when none follows in
  /// this pass.
  package func nextChange(after time: Double) -> Double? {
    for (index, segment) in segments.enumerated() {
      for frameTime in segment.frameTimes where starts[index] + frameTime > time + 1e-9 {
        return starts[index] + frameTime
      }
    }
    return nil
  }

  /// The time one pass's last frame stays until: the last frame's time plus one frame step.
  private static func span(_ segment: Segment, _ frameStep: Double) -> Double {
    (segment.frameTimes.last ?? 0) + frameStep
  }
}
