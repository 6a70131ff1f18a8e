import AnimHostCLI
import Testing
import TransitionEngine

/// What `play --watch` makes of a changing file, polled every 0.15 s on a manual clock: which
/// builds begin, which generations it hands to the player, the status row and the log.
@Suite struct PluginWatcherTests {
  /// What one build does: loads a version under an animator id (to tell the timelines apart),
  /// or fails, at once or after a check of some seconds.
  enum Build: Sendable {
    case loads(version: String, id: String, check: Double? = nil)
    case fails(String, check: Double? = nil)
  }

  /// A file's versions over 6 s and its builds, with what the watcher should make of them.
  struct Scenario: Sendable, CustomTestStringConvertible {
    var name: String
    /// The file's version from each time on ("A", loaded at the start, before the first).
    var changes: [(from: Double, version: String?)]
    var builds: [Build]
    /// The status row's successive values after the first.
    var statuses: [String]
    /// The ids of the timelines handed out, in order.
    var reloads: [String]

    var testDescription: String { name }
  }

  static let notELF = "not an ELF shared object; remove it from the plugin directory or rebuild it"
  static let failure = Build.fails("/plugins/libW.so: \(notELF)")
  static let checking = "checking the new build of libW.so…"

  /// The status after a failure while generation N plays.
  static func error(_ generation: Int) -> String {
    "animhost: error: libW.so: \(notELF); still playing generation \(generation)"
  }

  /// The status after a reload.
  static func reloaded(_ version: String, _ generation: Int) -> String {
    "reloaded libW.so (version \(version), generation \(generation))"
  }

  static let scenarios: [Scenario] = [
    Scenario(name: "unchanged: no build", changes: [], builds: [], statuses: [], reloads: []),
    Scenario(
      name: "a new build is generation 2",
      changes: [(1, "B")],
      builds: [.loads(version: "2.0", id: "gen-2")],
      statuses: [reloaded("2.0", 2)],
      reloads: ["gen-2"]
    ),
    Scenario(
      name: "a broken build keeps generation 1",
      changes: [(1, "B")],
      builds: [failure],
      statuses: [error(1)],
      reloads: []
    ),
    Scenario(
      name: "a fixed build after a broken one is generation 2",
      changes: [(1, "B"), (3, "C")],
      builds: [failure, .loads(version: "2.0", id: "gen-2")],
      statuses: [error(1), reloaded("2.0", 2)],
      reloads: ["gen-2"]
    ),
    Scenario(
      name: "a broken build after a reload keeps generation 2",
      changes: [(1, "B"), (3, "C")],
      builds: [.loads(version: "2.0", id: "gen-2"), failure],
      statuses: [reloaded("2.0", 2), error(2)],
      reloads: ["gen-2"]
    ),
    Scenario(
      name: "a checked build says so until it loads",
      changes: [(1, "B")],
      builds: [.loads(version: "2.0", id: "gen-2", check: 1)],
      statuses: [checking, reloaded("2.0", 2)],
      reloads: ["gen-2"]
    ),
    Scenario(
      name: "a checked build says so until it fails",
      changes: [(1, "B")],
      builds: [.fails("/plugins/libW.so: \(notELF)", check: 1)],
      statuses: [checking, error(1)],
      reloads: []
    ),
    Scenario(
      name: "a change during a check is loaded after it",
      changes: [(1, "B"), (1.6, "C")],
      builds: [
        .loads(version: "2.0", id: "gen-2", check: 1),
        .loads(version: "3.0", id: "gen-3", check: 1),
      ],
      statuses: [checking, reloaded("2.0", 2), checking, reloaded("3.0", 3)],
      reloads: ["gen-2", "gen-3"]
    ),
    Scenario(
      name: "a missing file waits until it is back",
      changes: [(1, nil), (3, "B")],
      builds: [.loads(version: "2.0", id: "gen-2")],
      statuses: [reloaded("2.0", 2)],
      reloads: ["gen-2"]
    ),
    Scenario(
      name: "a file put back within the settle time: no build",
      changes: [(1, "B"), (1.2, "A")],
      builds: [],
      statuses: [],
      reloads: []
    ),
    Scenario(
      name: "each new version builds once",
      changes: [(1, "B"), (3, "C")],
      builds: [.loads(version: "2.0", id: "gen-2"), .loads(version: "3.0", id: "gen-3")],
      statuses: [reloaded("2.0", 2), reloaded("3.0", 3)],
      reloads: ["gen-2", "gen-3"]
    ),
  ]

  /// The scripted build of one scenario build.
  static func scripted(_ build: Build) throws -> ScriptedGenerations.Build {
    switch build {
    case .loads(let version, let id, let check):
      .loads(version, try PlaybackTimelines.coverVertical(id: id), checkedFor: check)
    case .fails(let message, let check):
      .fails(message, checkedFor: check)
    }
  }

  @Test(arguments: scenarios)
  func buildsBecomeGenerationsOrErrors(scenario: Scenario) throws {
    let clock = ManualClock()
    let source = ScriptedGenerations(
      clock: clock,
      versions: scenario.changes,
      builds: try scenario.builds.map(Self.scripted)
    )
    let watcher = PluginWatcher(
      source: source,
      handled: StableFileWatchTests.stamp("A"),
      version: "1.0"
    )
    #expect(watcher.status == "watching libW.so (version 1.0, generation 1)")
    var statuses: [String] = []
    var reloads: [String] = []
    for tick in 1...40 {
      clock.advance(to: Double(tick) * PluginWatcher.pollInterval)
      if let timeline = watcher.poll(at: clock.now()) { reloads.append(timeline.animatorID) }
      if watcher.status != statuses.last ?? "watching libW.so (version 1.0, generation 1)" {
        statuses.append(watcher.status)
      }
    }
    #expect(statuses == scenario.statuses)
    #expect(reloads == scenario.reloads)
    #expect(source.begun.count == scenario.builds.count)
    // The log has every reload and failure with the full path, prefixed as on stderr.
    let logged = scenario.statuses.filter { $0 != Self.checking }.map {
      ($0.hasPrefix("animhost: ") ? "" : "animhost: ")
        + $0.split(separator: "libW.so", omittingEmptySubsequences: false).joined(
          separator: "/plugins/libW.so"
        )
    }
    #expect(watcher.log == logged)
  }

  @Test func aBuildBeginsOnceTheChangeHasSettled() throws {
    let clock = ManualClock()
    let source = ScriptedGenerations(
      clock: clock,
      versions: [(0.95, "B")],
      builds: try [Self.failure].map(Self.scripted)
    )
    let watcher = PluginWatcher(
      source: source,
      handled: StableFileWatchTests.stamp("A"),
      version: "1.0"
    )
    var polls: [(time: Double, began: Int)] = []
    for time in [0.9, 1.0, 1.2, 1.29, 1.3, 1.5] {
      clock.advance(to: time)
      _ = watcher.poll(at: time)
      polls.append((time, source.begun.count))
    }
    #expect(polls.map(\.began) == [0, 0, 0, 0, 1, 1])
  }
}
