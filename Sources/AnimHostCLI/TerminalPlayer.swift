import Glibc
import Rendering
import TransitionEngine

/// Plays a timeline on a terminal session, mapping virtual time to wall time.
struct TerminalPlayer {
  /// How playback ended.
  enum Outcome: Equatable {
    /// The last transition finished (not looping).
    case finished
    /// The user pressed `q`.
    case quit
    /// A signal ended it; the exit code is 128 + the signal number.
    case signal(Int32)
  }

  /// Wall seconds between the present and the dismiss.
  static let pauseSeconds = 0.6

  let timeline: Timeline
  /// Virtual seconds per wall second (0.25 is slow motion).
  let speed: Double
  let loop: Bool
  let truecolor: Bool

  /// Plays until the end (or forever with loop), `q`, Ctrl-C or a terminating signal.
  func play(on session: TerminalSession) -> Outcome {
    let schedule = PlaybackSchedule(
      segments: timeline.segments.map { .init(label: $0.direction.rawValue, frameTimes: $0.frames.map(\.time)) },
      frameStep: 1 / Double(timeline.fps), pause: Self.pauseSeconds * speed, trailingPause: loop)
    var renderer = makeRenderer(session)
    var shown: PlaybackSchedule.Position?
    var passStart = MonotonicClock.now()
    while true {
      var virtual = (MonotonicClock.now() - passStart) * speed
      if virtual >= schedule.duration {
        guard loop, schedule.duration > 0 else { return .finished }
        // Start the next pass now; frames missed at the end of this one are dropped.
        passStart = MonotonicClock.now()
        virtual = 0
        shown = nil
      }
      // Show the frame whose time has come; any frames in between are dropped when late.
      if let position = schedule.position(at: virtual), position != shown {
        shown = position
        let segment = timeline.segments[position.segment]
        let caption = TerminalCaption.text(
          animator: timeline.animatorID, direction: segment.direction.rawValue, time: position.time, speed: speed)
        session.write(renderer.render(segment.frames[position.frame].root, caption: caption))
      }
      let nextVirtual = schedule.nextChange(after: virtual) ?? schedule.duration
      let deadline = passStart + nextVirtual / speed
      for event in session.wait(until: deadline) {
        switch event {
        case .key(UInt8(ascii: "q")), .key(UInt8(ascii: "Q")), .key(0x04):
          return .quit
        case .key(0x03):
          return .signal(SIGINT)
        case .key:
          continue
        case .resize:
          renderer = makeRenderer(session)
          shown = nil
        case let .signal(number):
          return .signal(number)
        }
      }
    }
  }

  private func makeRenderer(_ session: TerminalSession) -> TerminalFrameRenderer {
    let size = session.size()
    return TerminalFrameRenderer(pointSize: timeline.size, columns: size.columns, rows: size.rows, truecolor: truecolor)
  }
}
