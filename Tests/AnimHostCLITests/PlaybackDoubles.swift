import AnimHostCLI
import PluginHost
import Rendering
import Testing
import TransitionEngine

/// A playback clock that moves only when told, as a terminal's wait or a write moves it.
final class ManualClock: PlaybackClock {
  /// The time now, in seconds.
  private(set) var time: Double

  /// A clock reading `time`.
  init(at time: Double = 0) { self.time = time }

  /// The time now, in seconds.
  func now() -> Double { time }

  /// Moves the clock forward to a time (never back).
  func advance(to time: Double) {
    precondition(time >= self.time, "ManualClock: time goes back from \(self.time) to \(time)")
    self.time = time
  }
}

/// A terminal for the player: it records each write with the time it was made, and its wait
/// returns the scripted events when their time comes, moving the manual clock to the deadline
/// or to the next event, whichever comes first.
final class ScriptedTerminal: PlaybackTerminal {
  /// What happens at a scripted time.
  enum Step {
    /// A key arrives.
    case key(UInt8)
    /// A terminating signal arrives.
    case signal(Int32)
    /// The window takes a new size and SIGWINCH arrives.
    case resize(columns: Int, rows: Int)
  }

  /// One write: when it was made and its bytes.
  struct Write {
    var time: Double
    var bytes: [UInt8]

    /// The bytes as text, with the escapes in it.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The caption line a frame write ends with (`… · q quits`), or nil when none.
    var caption: String? {
      text.split(separator: "\u{1B}").first { $0.hasPrefix("[0m") && $0.hasSuffix("q quits") }
        .map { String($0.dropFirst(3)) }
    }

    /// The status row a status write shows (`ESC 7, ESC [row;1H, ESC [0m, text, ESC [K, ESC 8`).
    var status: (row: Int, text: String)? {
      let parts = text.split(separator: "\u{1B}", omittingEmptySubsequences: false)
      guard parts.count == 6, parts[1] == "7", parts[2].hasSuffix(";1H"), parts[3].hasPrefix("[0m"),
        let row = Int(parts[2].dropFirst().dropLast(3))
      else { return nil }
      return (row, String(parts[3].dropFirst(3)))
    }
  }

  /// The virtual time by which every script must have ended playback.
  static let horizon = 600.0

  let clock: ManualClock
  /// Seconds each write takes (a slow renderer or terminal), so that later frames come late.
  let writeCost: Double
  private var columns: Int
  private var rows: Int
  private var script: [(time: Double, step: Step)]
  /// Every write, in order.
  private(set) var writes: [Write] = []
  /// Waits in a row that returned nothing at the same time: a player spinning.
  private var idleWaits = 0
  private var lastIdleWait = -Double.infinity

  /// A terminal of `columns × rows` cells whose events come at their times in the script.
  init(
    clock: ManualClock,
    columns: Int = 100,
    rows: Int = 12,
    writeCost: Double = 0,
    script: [(time: Double, step: Step)] = []
  ) {
    self.clock = clock
    self.columns = columns
    self.rows = rows
    self.writeCost = writeCost
    self.script = script.sorted { $0.time < $1.time }
  }

  /// The frame writes as (time, caption), times rounded to microseconds.
  var frames: [Shown] {
    writes.compactMap { write in write.caption.map { Shown(write.time, $0) } }
  }

  /// The status writes as (time, row, text), times rounded to microseconds.
  var statuses: [(time: Double, row: Int, text: String)] {
    writes.compactMap { write in write.status.map { (Shown.rounded(write.time), $0.row, $0.text) } }
  }

  func size() -> (columns: Int, rows: Int) { (columns, rows) }

  func write(_ bytes: [UInt8]) {
    writes.append(Write(time: clock.now(), bytes: bytes))
    clock.advance(to: clock.now() + writeCost)
  }

  func wait(until deadline: Double?) -> [TerminalEvent] {
    if script.first.map({ $0.time <= clock.now() }) != true, let deadline {
      let wake = min(deadline, script.first?.time ?? .infinity)
      guard wake <= Self.horizon else {
        Issue.record("playback went on past \(Self.horizon) s: the script never ends it")
        return [.signal(9)]
      }
      if wake > clock.now() { clock.advance(to: wake) }
    }
    var events: [TerminalEvent] = []
    while let next = script.first, next.time <= clock.now() {
      script.removeFirst()
      switch next.step {
      case .key(let key): events.append(.key(key))
      case .signal(let number): events.append(.signal(number))
      case .resize(let newColumns, let newRows):
        (columns, rows) = (newColumns, newRows)
        events.append(.resize)
      }
    }
    idleWaits = events.isEmpty && clock.now() == lastIdleWait ? idleWaits + 1 : 0
    lastIdleWait = clock.now()
    guard idleWaits < 1000 else {
      Issue.record("the player keeps waiting at \(clock.now()) without the clock moving")
      return [.signal(9)]
    }
    return events
  }
}

/// A frame on screen: the time it was written (rounded to microseconds) and its caption.
struct Shown: Equatable, CustomStringConvertible {
  var time: Double
  var caption: String

  /// A frame written at a time with a caption.
  init(_ time: Double, _ caption: String) {
    self.time = Self.rounded(time)
    self.caption = caption
  }

  /// A frame of the test timeline: its direction and time, at a speed.
  init(
    _ time: Double,
    _ direction: String,
    _ frameTime: Double,
    id: String = "gen-1",
    speed: Double = 1
  ) {
    self.init(
      time,
      TerminalCaption.text(animator: id, direction: direction, time: frameTime, speed: speed)
    )
  }

  var description: String { "\(time): \(caption)" }

  /// A time rounded to microseconds, so sums of steps compare equal to their decimal values.
  static func rounded(_ time: Double) -> Double { (time * 1e6).rounded() / 1e6 }
}

/// New builds for the watcher from a script: the file's version over time and what each build
/// does, on the manual clock.
final class ScriptedGenerations: GenerationSource {
  /// What one new build does: loads or fails, at once or after a check taking some seconds.
  struct Build {
    var checkSeconds: Double?
    var outcome: PluginWatcher.Outcome

    /// A build that loads as a generation of this version playing this timeline.
    static func loads(_ version: String, _ timeline: Timeline, checkedFor seconds: Double? = nil)
      -> Build
    {
      Build(checkSeconds: seconds, outcome: .loaded(.init(version: version, timeline: timeline)))
    }

    /// A build that fails with a message naming the watched file.
    static func fails(_ message: String, checkedFor seconds: Double? = nil) -> Build {
      Build(checkSeconds: seconds, outcome: .failed(message))
    }
  }

  let path = "/plugins/libW.so"
  let clock: ManualClock
  /// The file's version from each time on ("A" at the start); nil when it is missing.
  private let versions: [(from: Double, version: String?)]
  private var builds: [Build]
  /// When each build began.
  private(set) var begun: [Double] = []

  /// A file at version "A", changing to each version at its time, whose builds do what the
  /// script says, in order.
  init(clock: ManualClock, versions: [(from: Double, version: String?)], builds: [Build]) {
    self.clock = clock
    self.versions = [(-Double.infinity, "A")] + versions
    self.builds = builds
  }

  func stamp() -> FileStamp? {
    versions.last { $0.from <= clock.now() }?.version.map(StableFileWatchTests.stamp)
  }

  func begin() -> PluginWatcher.Load {
    begun.append(clock.now())
    guard !builds.isEmpty else {
      Issue.record("a build began at \(clock.now()) that the script does not have")
      return .finished(.failed("\(path): unscripted build"))
    }
    let build = builds.removeFirst()
    guard let seconds = build.checkSeconds else { return .finished(build.outcome) }
    let done = clock.now() + seconds
    return .checking { [clock] in clock.now() >= done ? build.outcome : nil }
  }
}

/// Timelines to play: UIKit's cover-vertical transition (0.5 s) at 4 fps, so each direction
/// has three frames, at 0, 0.25 and 0.5 s.
enum PlaybackTimelines {
  /// A present and a dismiss recorded under an animator id (shown in the captions).
  static func coverVertical(id: String = "gen-1") throws -> Timeline {
    let request = TransitionRequest(scene: .yellow(size: .phone), fps: 4)
    return try TransitionRunner(animatorID: id, request: request).run { _ in SystemTransitions() }
  }

  /// A delegate that vends no animator, so the system transition runs.
  private final class SystemTransitions: TransitioningDelegate {
    func animator(
      forPresented presented: ViewControllerNode,
      presenting: ViewControllerNode,
      source: ViewControllerNode
    ) -> (any TransitionAnimator)? { nil }

    func animator(forDismissed dismissed: ViewControllerNode) -> (any TransitionAnimator)? { nil }
  }
}
