import Rendering
import TransitionEngine

/// Plays a timeline on a terminal, mapping virtual time to the time of a playback clock.
///
/// Live, that is `TerminalSession` and `MonotonicClock`; tests run it on a scripted terminal
/// and a manual clock.
package struct TerminalPlayer {
  /// How playback ended.
  package enum Outcome: Equatable, Sendable {
    /// The last transition finished (not looping).
    case finished
    /// The user pressed `q`.
    case quit
    /// A signal ended it; the exit code is 128 + the signal number.
    case signal(Int32)
  }

  /// Wall seconds between the present and the dismiss.
  package static let pauseSeconds = 0.6

  /// The transitions to play (generation 1 with a watcher).
  package let timeline: Timeline
  /// Virtual seconds per wall second (0.25 is slow motion).
  package let speed: Double
  /// Whether the transitions play again after a pause (always with a watcher).
  package let loop: Bool
  /// Whether colours are sent as 24-bit RGB rather than from the 256-colour palette.
  package let truecolor: Bool
  /// With `--watch`: new generations replace the timeline, and the last row shows the status.
  package var watcher: PluginWatcher?

  /// A player of a timeline at a speed, once or looping, optionally watching for new generations.
  package init(
    timeline: Timeline, speed: Double, loop: Bool, truecolor: Bool, watcher: PluginWatcher? = nil
  ) {
    self.timeline = timeline
    self.speed = speed
    self.loop = loop
    self.truecolor = truecolor
    self.watcher = watcher
  }

  /// Plays until the end (or forever with loop or a watcher), `q`, Ctrl-C or a terminating signal.
  ///
  /// A new generation from the watcher plays from the start at once, between two frames.
  /// Deadlines given to the terminal are times on the clock.
  package func play(on terminal: some PlaybackTerminal, clock: some PlaybackClock) -> Outcome {
    let loop = self.loop || watcher != nil
    var timeline = self.timeline
    var schedule = Self.schedule(timeline, speed: speed, loop: loop)
    var renderer = makeRenderer(terminal)
    var status = watcher?.status
    var statusShown = false
    var shown: PlaybackSchedule.Position?
    var passStart = clock.now()
    var nextPoll = watcher == nil ? Double.infinity : passStart + PluginWatcher.pollInterval
    while true {
      if let watcher, clock.now() >= nextPoll {
        if let next = watcher.poll(at: clock.now()) {
          timeline = next
          schedule = Self.schedule(timeline, speed: speed, loop: loop)
          passStart = clock.now()
          shown = nil
        }
        if watcher.status != status {
          status = watcher.status
          statusShown = false
        }
        nextPoll = clock.now() + PluginWatcher.pollInterval
      }
      var virtual = (clock.now() - passStart) * speed
      // The tolerance is the schedule's: waking at the end, the pass has ended.
      if virtual + 1e-9 >= schedule.duration {
        guard loop, schedule.duration > 0 else { return .finished }
        // Start the next pass now; frames missed at the end of this one are dropped.
        passStart = clock.now()
        virtual = 0
        shown = nil
      }
      // Show the frame whose time has come; any frames in between are dropped when late.
      if let position = schedule.position(at: virtual), position != shown {
        shown = position
        let segment = timeline.segments[position.segment]
        let caption = TerminalCaption.text(
          animator: timeline.animatorID, direction: segment.directionName, time: position.time,
          speed: speed)
        terminal.write(renderer.render(segment.frames[position.frame].root, caption: caption))
      }
      if let status, !statusShown, shown != nil {
        let size = terminal.size()
        terminal.write(Self.statusLine(status, row: size.rows, columns: size.columns))
        statusShown = true
      }
      let nextVirtual = schedule.nextChange(after: virtual) ?? schedule.duration
      let deadline = min(passStart + nextVirtual / speed, nextPoll)
      for event in terminal.wait(until: deadline) {
        switch event {
        case .key(UInt8(ascii: "q")), .key(UInt8(ascii: "Q")), .key(0x04):
          return .quit
        case .key(0x03):
          return .interrupted
        case .key:
          continue
        case .resize:
          renderer = makeRenderer(terminal)
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
  package static func statusLine(_ text: String, row: Int, columns: Int) -> [UInt8] {
    let visible = text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(
      max(0, columns - 1))
    var shown = String.UnicodeScalarView()
    shown.append(contentsOf: visible)
    return Array("\u{1B}7\u{1B}[\(row);1H\u{1B}[0m\(String(shown))\u{1B}[K\u{1B}8".utf8)
  }

  private static func schedule(_ timeline: Timeline, speed: Double, loop: Bool) -> PlaybackSchedule
  {
    PlaybackSchedule(
      segments: timeline.segments.map {
        .init(label: $0.directionName, frameTimes: $0.frames.map(\.time))
      },
      frameStep: 1 / Double(timeline.fps), pause: pauseSeconds * speed, trailingPause: loop)
  }

  private func makeRenderer(_ terminal: some PlaybackTerminal) -> TerminalFrameRenderer {
    let size = terminal.size()
    // With a watcher the last row is the status line, under the caption.
    let rows = watcher == nil ? size.rows : max(0, size.rows - 1)
    return TerminalFrameRenderer(
      pointSize: timeline.size, columns: size.columns, rows: rows, truecolor: truecolor)
  }
}
