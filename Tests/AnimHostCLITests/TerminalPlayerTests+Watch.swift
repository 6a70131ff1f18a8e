import AnimHostCLI
import Testing
import TransitionEngine

/// `play --watch` on a manual clock: the status row under the caption, a new generation that
/// plays from the start at once, a broken build that leaves playback as it was, and the
/// `checking` status while a build is checked. Builds are scripted (`ScriptedGenerations`).
extension TerminalPlayerTests {
  /// A watcher of generation 1 (version 1.0) of the scripted file.
  static func watcher(_ source: ScriptedGenerations) -> PluginWatcher {
    PluginWatcher(source: source, handled: StableFileWatchTests.stamp("A"), version: "1.0")
  }

  static let watching = "watching libW.so (version 1.0, generation 1)"
  static let checking = "checking the new build of libW.so…"
  static let notELF = "not an ELF shared object; remove it from the plugin directory or rebuild it"

  /// Plays generation 1 watching a file that changes to version B at 1 s, whose build does
  /// what `build` says, until `q` at `quitAt`; the terminal is 160 × 12.
  static func playWatching(
    _ builds: [ScriptedGenerations.Build],
    changes: [(from: Double, version: String?)] = [(1, "B")],
    script: [(time: Double, step: ScriptedTerminal.Step)] = [],
    quitAt: Double = 4
  ) throws -> (ScriptedTerminal, ScriptedGenerations, PluginWatcher) {
    let clock = ManualClock()
    let terminal = ScriptedTerminal(
      clock: clock,
      columns: 160,
      rows: 12,
      script: script + [(quitAt, .key(UInt8(ascii: "q")))]
    )
    let source = ScriptedGenerations(clock: clock, versions: changes, builds: builds)
    let watcher = watcher(source)
    #expect(try play(terminal, watcher: watcher) == .quit)
    #expect(clock.now() == quitAt)
    return (terminal, source, watcher)
  }

  @Test func theStatusRowIsTheLastRowUnderTheCaptionAndPlaybackLoops() throws {
    let (terminal, source, watcher) = try Self.playWatching([], changes: [], quitAt: 3)
    #expect(source.begun.isEmpty)
    let expected = Self.passes[0].frames + [(2.7, "present", 0), (2.95, "present", 0.25)]
    #expect(terminal.frames == Self.shown(expected))
    #expect(terminal.writes[0].text.contains("\u{1B}[11H\u{1B}[0mgen-1 · present · 0.00 s"))
    #expect(terminal.writes[1].status?.text == Self.watching)
    #expect(
      terminal.statuses.map { "\($0.time) \($0.row) \($0.text)" } == ["0.0 12 \(Self.watching)"]
    )
    #expect(watcher.log.isEmpty)
  }

  @Test(arguments: [nil, 0.5])
  func aNewGenerationPlaysFromTheStartAtOnce(checkSeconds: Double?) throws {
    let next = try PlaybackTimelines.coverVertical(id: "gen-2")
    let (terminal, source, watcher) = try Self.playWatching([
      .loads("2.0", next, checkedFor: checkSeconds)
    ])
    // The file changed at 1 s; it is sampled every 0.15 s and must stay the same for 0.3 s.
    let begun = try #require(source.begun.first)
    #expect(source.begun.count == 1)
    #expect(begun >= 1.3 - 1e-9 && begun <= 1.5 + 1e-9)
    let frames = terminal.frames
    let first = try #require(frames.firstIndex { $0.caption.hasPrefix("gen-2") })
    let reload = frames[first].time
    if let checkSeconds {
      #expect(reload >= Shown.rounded(begun + checkSeconds))
      #expect(reload <= Shown.rounded(begun + checkSeconds + 0.15))
      // Generation 1 plays on while the build is checked.
      #expect(frames[..<first].contains { $0.time > begun })
    } else {
      #expect(reload == Shown.rounded(begun))
    }
    #expect(frames[..<first].allSatisfy { $0.caption.hasPrefix("gen-1") })
    let restart = Self.shown(
      [(reload, "present", 0), (reload + 0.25, "present", 0.25), (reload + 0.5, "present", 0.5)],
      id: "gen-2"
    )
    #expect(Array(frames[first...].prefix(3)) == restart)
    let reloaded = "reloaded libW.so (version 2.0, generation 2)"
    let statuses = terminal.statuses.map(\.text)
    #expect(statuses == [Self.watching] + (checkSeconds == nil ? [] : [Self.checking]) + [reloaded])
    #expect(terminal.statuses.last?.time == reload)
    #expect(terminal.statuses.allSatisfy { $0.row == 12 })
    #expect(watcher.log == ["animhost: reloaded /plugins/libW.so (version 2.0, generation 2)"])
  }

  @Test(arguments: [nil, 0.5])
  func aBrokenBuildShowsTheErrorAndPlaybackGoesOnAsBefore(checkSeconds: Double?) throws {
    let failure = "/plugins/libW.so: \(Self.notELF)"
    let (terminal, _, watcher) = try Self.playWatching([.fails(failure, checkedFor: checkSeconds)])
    let (unchanged, _, _) = try Self.playWatching([], changes: [])
    #expect(terminal.frames == unchanged.frames)
    let error = "animhost: error: libW.so: \(Self.notELF); still playing generation 1"
    let statuses = terminal.statuses.map(\.text)
    #expect(statuses == [Self.watching] + (checkSeconds == nil ? [] : [Self.checking]) + [error])
    #expect(watcher.log == ["animhost: error: \(failure); still playing generation 1"])
  }

  @Test func quittingWhileABuildIsCheckedIsImmediate() throws {
    let next = try PlaybackTimelines.coverVertical(id: "gen-2")
    let (terminal, _, watcher) = try Self.playWatching(
      [.loads("2.0", next, checkedFor: 100)],
      quitAt: 2
    )
    #expect(terminal.statuses.map(\.text) == [Self.watching, Self.checking])
    #expect(terminal.frames.allSatisfy { $0.caption.hasPrefix("gen-1") })
    #expect(watcher.log.isEmpty)
  }

  @Test func aResizeMovesTheStatusRowToTheNewLastRow() throws {
    let timeline = try PlaybackTimelines.coverVertical()
    let (terminal, _, _) = try Self.playWatching(
      [],
      changes: [],
      script: [(0.3, .resize(columns: 60, rows: 16))],
      quitAt: 0.4
    )
    let writes = terminal.writes
    try #require(writes.count == 5)
    #expect(
      writes[0].bytes == Self.firstDrawing(timeline, segment: 0, frame: 0, columns: 160, rows: 11)
    )
    #expect(writes[1].status.map { "\($0.row) \($0.text)" } == "12 \(Self.watching)")
    #expect(writes[3].time == 0.3)
    #expect(
      writes[3].bytes == Self.firstDrawing(timeline, segment: 0, frame: 1, columns: 60, rows: 15)
    )
    #expect(writes[4].status.map { "\($0.row) \($0.text)" } == "16 \(Self.watching)")
  }
}
