import AnimHostCLI
import Glibc
import Rendering
import Testing
import TransitionEngine

/// Live playback on a manual clock and a scripted terminal: each frame at its time, late frames
/// dropped, `--speed`, `--loop`, the keys and signals that end it, and a resize.
///
/// The status row of `--watch` is in `TerminalPlayerTests+Watch.swift`.
///
/// The timeline is the system transition at 4 fps: a present and a dismiss of three frames
/// each (0, 0.25, 0.5 s), each held 0.25 s, with the 0.6 s pause between them.
@Suite struct TerminalPlayerTests {
  /// One pass played to its end.
  struct Pass: Sendable, CustomTestStringConvertible {
    var name: String
    var speed: Double
    /// Seconds each write takes.
    var writeCost = 0.0
    /// The frames shown: (clock time, direction, frame time).
    var frames: [(Double, String, Double)]
    /// The clock time playback finished at.
    var end: Double

    var testDescription: String { name }
  }

  static let passes: [Pass] = [
    Pass(
      name: "present, pause, dismiss",
      speed: 1,
      frames: [
        (0, "present", 0), (0.25, "present", 0.25), (0.5, "present", 0.5),
        (1.35, "dismiss", 0), (1.6, "dismiss", 0.25), (1.85, "dismiss", 0.5),
      ],
      end: 2.1
    ),
    Pass(
      name: "--speed 2: everything, the pause too, in half the time",
      speed: 2,
      frames: [
        (0, "present", 0), (0.125, "present", 0.25), (0.25, "present", 0.5),
        (0.975, "dismiss", 0), (1.1, "dismiss", 0.25), (1.225, "dismiss", 0.5),
      ],
      end: 1.35
    ),
    Pass(
      name: "--speed 0.5: in twice the time",
      speed: 0.5,
      frames: [
        (0, "present", 0), (0.5, "present", 0.25), (1, "present", 0.5),
        (2.1, "dismiss", 0), (2.6, "dismiss", 0.25), (3.1, "dismiss", 0.5),
      ],
      end: 3.6
    ),
    Pass(
      name: "writes taking 0.6 s: late frames are dropped",
      speed: 1,
      writeCost: 0.6,
      frames: [
        (0, "present", 0), (0.6, "present", 0.5), (1.35, "dismiss", 0), (1.95, "dismiss", 0.5),
      ],
      end: 2.55
    ),
  ]

  /// Plays the timeline on the terminal from the clock's time and returns how it ended.
  static func play(
    _ terminal: ScriptedTerminal,
    timeline: Timeline? = nil,
    speed: Double = 1,
    loop: Bool = false,
    watcher: PluginWatcher? = nil
  ) throws -> TerminalPlayer.Outcome {
    let player = TerminalPlayer(
      timeline: try timeline ?? PlaybackTimelines.coverVertical(),
      speed: speed,
      loop: loop,
      truecolor: true,
      watcher: watcher
    )
    return player.play(on: terminal, clock: terminal.clock)
  }

  /// The frames of the test timeline at clock times.
  static func shown(_ frames: [(Double, String, Double)], id: String = "gen-1", speed: Double = 1)
    -> [Shown]
  {
    frames.map { Shown($0.0, $0.1, $0.2, id: id, speed: speed) }
  }

  @Test(arguments: passes)
  func framesComeInOrderAtTheirTimesUntilTheEnd(pass: Pass) throws {
    let terminal = ScriptedTerminal(clock: ManualClock(), writeCost: pass.writeCost)
    #expect(try Self.play(terminal, speed: pass.speed) == .finished)
    #expect(terminal.frames == Self.shown(pass.frames, speed: pass.speed))
    #expect(Shown.rounded(terminal.clock.now()) == pass.end)
  }

  @Test func loopingStartsTheNextPassAfterAPause() throws {
    let terminal = ScriptedTerminal(clock: ManualClock(), script: [(3, .key(UInt8(ascii: "q")))])
    #expect(try Self.play(terminal, loop: true) == .quit)
    let expected = Self.passes[0].frames + [(2.7, "present", 0), (2.95, "present", 0.25)]
    #expect(terminal.frames == Self.shown(expected))
    #expect(terminal.clock.now() == 3)
  }

  @Test(arguments: [
    (UInt8(ascii: "q"), TerminalPlayer.Outcome.quit), (UInt8(ascii: "Q"), .quit), (0x04, .quit),
    (0x03, .signal(SIGINT)),
  ])
  func theseKeysEndPlaybackAtOnce(key: UInt8, outcome: TerminalPlayer.Outcome) throws {
    let terminal = ScriptedTerminal(clock: ManualClock(), script: [(0.3, .key(key))])
    #expect(try Self.play(terminal, loop: true) == outcome)
    #expect(terminal.clock.now() == 0.3)
    #expect(terminal.frames == Self.shown([(0, "present", 0), (0.25, "present", 0.25)]))
  }

  @Test(arguments: [UInt8(ascii: "x"), UInt8(ascii: " "), 0x1B, 0x0A])
  func otherKeysAreIgnored(key: UInt8) throws {
    let terminal = ScriptedTerminal(
      clock: ManualClock(),
      script: [(0.3, .key(key)), (1.7, .key(key))]
    )
    #expect(try Self.play(terminal) == .finished)
    #expect(terminal.frames == Self.shown(Self.passes[0].frames))
    #expect(Shown.rounded(terminal.clock.now()) == 2.1)
  }

  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func aSignalEndsPlaybackWithItsNumber(signal: Int32) throws {
    let terminal = ScriptedTerminal(clock: ManualClock(), script: [(1, .signal(signal))])
    #expect(try Self.play(terminal, loop: true) == .signal(signal))
    #expect(terminal.clock.now() == 1)
    #expect(terminal.frames.count == 3)
  }

  /// The bytes a new renderer of the terminal's size writes first for a frame of the timeline.
  static func firstDrawing(
    _ timeline: Timeline,
    segment: Int,
    frame: Int,
    columns: Int,
    rows: Int
  ) -> [UInt8] {
    var renderer = TerminalFrameRenderer(
      pointSize: timeline.size,
      columns: columns,
      rows: rows,
      truecolor: true
    )
    let shown = timeline.segments[segment]
    let frame = shown.frames[frame]
    let caption = TerminalCaption.text(
      animator: timeline.animatorID,
      direction: shown.direction.rawValue,
      time: frame.time
    )
    return renderer.render(frame.root, caption: caption)
  }

  @Test func aResizeRedrawsTheFrameOnScreenAtTheNewSize() throws {
    let timeline = try PlaybackTimelines.coverVertical()
    let terminal = ScriptedTerminal(
      clock: ManualClock(),
      columns: 100,
      rows: 12,
      script: [(0.3, .resize(columns: 60, rows: 16)), (0.4, .key(UInt8(ascii: "q")))]
    )
    #expect(try Self.play(terminal, timeline: timeline) == .quit)
    let writes = terminal.writes.map { (Shown.rounded($0.time), $0.bytes) }
    try #require(writes.count == 3)
    #expect(
      writes[0] == (0, Self.firstDrawing(timeline, segment: 0, frame: 0, columns: 100, rows: 12))
    )
    #expect(
      writes[2] == (0.3, Self.firstDrawing(timeline, segment: 0, frame: 1, columns: 60, rows: 16))
    )
    // A new renderer clears the screen first and writes the caption on the new last row.
    #expect(terminal.writes[2].text.hasPrefix("\u{1B}[0m\u{1B}[2J"))
    #expect(
      terminal.writes[2].text.contains("\u{1B}[16H\u{1B}[0mgen-1 · present · 0.25 s · q quits")
    )
  }

  @Test(arguments: [(true, "48;2;"), (false, "48;5;")])
  func coloursAreTruecolorOrThe256Palette(truecolor: Bool, background: String) throws {
    let terminal = ScriptedTerminal(clock: ManualClock(), script: [(0.1, .key(UInt8(ascii: "q")))])
    let player = TerminalPlayer(
      timeline: try PlaybackTimelines.coverVertical(),
      speed: 1,
      loop: false,
      truecolor: truecolor
    )
    #expect(player.play(on: terminal, clock: terminal.clock) == .quit)
    let text = try #require(terminal.writes.first).text
    #expect(text.contains(background))
  }

  @Test(arguments: [
    ("reloaded libW.so", 80, "reloaded libW.so"),
    ("a line longer than the row", 10, "a line lo"),
    ("tab\there\u{7F}", 80, "tabhere"),
  ])
  func theStatusLineIsCutToFitAndKeepsTheCursor(text: String, columns: Int, shown: String) {
    let bytes = TerminalPlayer.statusLine(text, row: 12, columns: columns)
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "\u{1B}7\u{1B}[12;1H\u{1B}[0m\(shown)\u{1B}[K\u{1B}8"
    )
  }
}
