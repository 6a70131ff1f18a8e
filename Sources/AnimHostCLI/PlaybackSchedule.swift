/// When each recorded frame is on screen during playback, in virtual (transition) seconds.
///
/// The transitions play one after another with a pause between them holding the last frame
/// of the one before; when looping, the same pause follows the last transition.
struct PlaybackSchedule: Equatable {
  /// One transition's frames: a label for the caption and each frame's time since its start.
  struct Segment: Equatable {
    var label: String
    var frameTimes: [Double]
  }

  /// What is on screen at a moment: which transition, which frame, and its time.
  struct Position: Equatable {
    var segment: Int
    var frame: Int
    var time: Double
  }

  let segments: [Segment]
  /// Seconds a recorded frame stays on screen (1 / fps).
  let frameStep: Double
  /// Virtual seconds between transitions.
  let pause: Double
  /// Whether a pause follows the last transition (looping).
  let trailingPause: Bool
  /// The virtual time each segment starts at.
  private let starts: [Double]

  init(segments: [Segment], frameStep: Double, pause: Double, trailingPause: Bool) {
    precondition(frameStep > 0 && pause >= 0, "PlaybackSchedule: bad frame step or pause")
    precondition(segments.allSatisfy { !$0.frameTimes.isEmpty }, "PlaybackSchedule: a segment has no frames")
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
  var duration: Double {
    guard let last = segments.last, let start = starts.last else { return 0 }
    return start + Self.span(last, frameStep) + (trailingPause ? pause : 0)
  }

  /// The frame on screen at a virtual time within one pass (clamped to the pass).
  func position(at time: Double) -> Position? {
    guard !segments.isEmpty else { return nil }
    let t = min(max(0, time), duration)
    var index = segments.count - 1
    while index > 0, starts[index] > t { index -= 1 }
    let times = segments[index].frameTimes
    let local = t - starts[index]
    // The last frame whose time has come; a tolerance keeps exact frame times from rounding down.
    var frame = 0
    while frame + 1 < times.count, times[frame + 1] <= local + 1e-9 { frame += 1 }
    return Position(segment: index, frame: frame, time: times[frame])
  }

  /// The virtual time the next frame after `time` goes on screen, or nil when none follows in this pass.
  func nextChange(after time: Double) -> Double? {
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
