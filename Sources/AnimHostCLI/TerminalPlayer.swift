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
  /// With `--watch`: new generations replace the timeline, and the last row shows the status.
  var watcher: PluginWatcher? = nil

  /// Plays until the end (or forever with loop or a watcher), `q`, Ctrl-C or a terminating signal.
  ///
  /// A new generation from the watcher plays from the start at once, between two frames.
  func play(on session: TerminalSession) -> Outcome {
    let loop = self.loop || watcher != nil
    var timeline = self.timeline
    var schedule = Self.schedule(timeline, speed: speed, loop: loop)
    var renderer = makeRenderer(session)
    var status = watcher?.status
    var statusShown = false
    var shown: PlaybackSchedule.Position?
    var passStart = MonotonicClock.now()
    var nextPoll = watcher == nil ? Double.infinity : passStart + PluginWatcher.pollInterval
    while true {
      if let watcher, MonotonicClock.now() >= nextPoll {
        if let next = watcher.poll(at: MonotonicClock.now()) {
          timeline = next
          schedule = Self.schedule(timeline, speed: speed, loop: loop)
          passStart = MonotonicClock.now()
          shown = nil
        }
        if watcher.status != status {
          status = watcher.status
          statusShown = false
        }
        nextPoll = MonotonicClock.now() + PluginWatcher.pollInterval
      }
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
      if let status, !statusShown, shown != nil {
        let size = session.size()
        session.write(Self.statusLine(status, row: size.rows, columns: size.columns))
        statusShown = true
      }
      let nextVirtual = schedule.nextChange(after: virtual) ?? schedule.duration
      let deadline = min(passStart + nextVirtual / speed, nextPoll)
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
          statusShown = false
        case let .signal(number):
          return .signal(number)
        }
      }
    }
  }

  /// The bytes that write a status line on a row (1-based), cut to fit, without disturbing the
  /// frame encoder: the cursor and colours are saved and restored around it (DECSC, DECRC).
  static func statusLine(_ text: String, row: Int, columns: Int) -> [UInt8] {
    let visible = text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(max(0, columns - 1))
    var shown = String.UnicodeScalarView()
    shown.append(contentsOf: visible)
    return Array("\u{1B}7\u{1B}[\(row);1H\u{1B}[0m\(String(shown))\u{1B}[K\u{1B}8".utf8)
  }

  private static func schedule(_ timeline: Timeline, speed: Double, loop: Bool) -> PlaybackSchedule {
    PlaybackSchedule(
      segments: timeline.segments.map { .init(label: $0.direction.rawValue, frameTimes: $0.frames.map(\.time)) },
      frameStep: 1 / Double(timeline.fps), pause: pauseSeconds * speed, trailingPause: loop)
  }

  private func makeRenderer(_ session: TerminalSession) -> TerminalFrameRenderer {
    let size = session.size()
    // With a watcher the last row is the status line, under the caption.
    let rows = watcher == nil ? size.rows : max(0, size.rows - 1)
    return TerminalFrameRenderer(pointSize: timeline.size, columns: size.columns, rows: rows, truecolor: truecolor)
  }
}
