import AnimHostTestSupport
import Foundation
import Testing

/// A host that sees only C fixture plugins: the executable is copied alone into its own
/// directory (so the built plugins beside the real one are not searched), and the fixtures are
/// compiled into a plugin directory passed with `--plugin-dir`.
struct IsolatedHost: Sendable {
  /// The copied `animhost`.
  let executable: String
  /// The directory of the fixture plugins.
  let plugins: String

  /// Compiles each fixture as its own file; files load in name order, which is the search order.
  init(_ fixtures: [(file: String, id: String, seasons: [(Int, Int, Int, Int)])]) throws {
    let host = try TestDirectory("seasons-host")
    executable = try host.copy(BuiltProducts.executable, as: "animhost")
    let dir = try TestDirectory("seasons-plugins")
    for fixture in fixtures {
      _ = try FixtureCompiler.build(
        CFixtures.fade(id: fixture.id, seasons: fixture.seasons), named: fixture.file, in: dir)
    }
    plugins = dir.path
  }

  /// Runs the copied host with `--plugin-dir` and no other plugin source.
  func run(_ arguments: [String]) throws -> ProcessRunner.Result {
    var environment = ProcessInfo.processInfo.environment
    environment["ANIMHOST_PLUGIN_PATH"] = nil
    environment["XDG_DATA_HOME"] = try TestDirectory("xdg").path
    return try ProcessRunner.run(
      executable, arguments + ["--plugin-dir", plugins], environment: environment,
      currentDirectory: "/")
  }

  /// The holiday windows of issue 5, a tie for Halloween (later in search order) and grow.
  static let holidays = Result {
    try IsolatedHost([
      ("lib0-grow.so", "grow", []),
      ("lib1-snow.so", "snow", [(12, 1, 12, 26)]),
      ("lib2-fireworks.so", "fireworks", [(12, 27, 1, 7)]),
      ("lib3-halloween.so", "halloween-flip", [(10, 15, 11, 1)]),
      ("lib4-autumn.so", "autumn-leaves", [(11, 2, 11, 30)]),
      ("lib5-spooky.so", "spooky", [(10, 15, 11, 1)]),
    ])
  }
}

/// `auto`, `--date` and `list --season` against fixture plugins with season windows.
@Suite struct SeasonalCLITests {
  @Test(
    arguments: [
      ("2026-10-31", "halloween-flip"), ("2026-12-24", "snow"), ("2026-12-26", "snow"),
      ("2026-12-27", "fireworks"),
      ("2027-01-01", "fireworks"), ("2027-01-07", "fireworks"), ("2027-01-08", "grow"),
      ("2026-11-02", "autumn-leaves"),
      ("2026-07-01", "grow"), ("2028-02-29", "grow"),
    ], ["--season", "--date"])
  func listSeasonEndsWithWhatAutoPlays(day: (date: String, expected: String), option: String) throws
  {
    let result = try IsolatedHost.holidays.get().run(["list", option, day.date])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.last == "auto on \(day.date): \(day.expected)")
    let chosen = try #require(lines.first { $0.hasPrefix(day.expected + " ") })
    #expect(chosen.contains("auto)"))
    #expect(lines.filter { $0.contains("auto)") }.count == 1)
  }

  @Test func listMarksEveryAnimatorInSeason() throws {
    let result = try IsolatedHost.holidays.get().run(["list", "--season", "2026-10-31"])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.contains("SEASON") == true)
    #expect(
      lines.contains {
        $0.hasPrefix("halloween-flip ") && $0.contains("Oct 15 – Nov 1 (in season, auto)")
      })
    #expect(
      lines.contains { $0.hasPrefix("spooky ") && $0.contains("Oct 15 – Nov 1 (in season)  ") })
    #expect(lines.contains { $0.hasPrefix("snow ") && $0.contains("Dec 1 – Dec 26  ") })
    #expect(lines.contains { $0.hasPrefix("grow ") && $0.contains("all year  ") })
  }

  @Test func listJSONHasTheDateAutoAndInSeason() throws {
    let result = try IsolatedHost.holidays.get().run(["list", "--json", "--date", "2026-12-24"])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["date"] as? String == "2026-12-24")
    #expect(object["auto"] as? String == "snow")
    let animators = try #require(object["animators"] as? [[String: Any]])
    let snow = try #require(animators.first { $0["id"] as? String == "snow" })
    #expect(snow["inSeason"] as? Bool == true)
    #expect(snow["seasons"] as? [String] == ["12-01..12-26"])
    #expect(animators.filter { $0["inSeason"] as? Bool == true }.count == 1)
  }

  @Test(arguments: [
    (
      "2026-12-24", "snow",
      "animhost: auto on 2026-12-24: in season: snow (Dec 1 – Dec 26, 26 days)"
    ),
    (
      "2026-12-31", "fireworks",
      "animhost: auto on 2026-12-31: in season: fireworks (Dec 27 – Jan 7, 12 days)"
    ),
    (
      "2026-11-01", "halloween-flip",
      "animhost: auto on 2026-11-01: in season: halloween-flip (Oct 15 – Nov 1, 18 days)"
    ),
    (
      "2026-07-01", "grow",
      "animhost: auto on 2026-07-01: no animator in season on 2026-07-01; using the default 'grow'"
    ),
  ])
  func renderAutoRunsTheAnimatorInSeason(date: String, id: String, note: String) throws {
    let result = try IsolatedHost.holidays.get().run([
      "render", "auto", "--date", date, "-o", "-", "--direction", "present", "-v",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\"c-fixture-\(id)\""))
    #expect(result.stderr.split(separator: "\n").contains { $0 == note })
  }

  @Test(arguments: [[], ["auto"]])
  func playWithoutANamePlaysTheAnimatorInSeason(name: [String]) throws {
    let result = try IsolatedHost.holidays.get().run(["play"] + name + ["--date", "2027-01-01"])
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "animhost: stdout is not a terminal; to save the transition use: "
        + "animhost render fireworks -o fireworks.gif\n"
    )
  }

  @Test(
    arguments: [
      ("2026-13-01", "there is no month 13"), ("2026-02-30", "Feb 2026 has 28 days"),
      ("2026-02-29", "2026 is not a leap year"),
      ("2026-04-31", "Apr has 30 days"), ("2026-1-1", "not in the form YYYY-MM-DD"),
      ("tomorrow", "not in the form YYYY-MM-DD"),
      ("", "not in the form YYYY-MM-DD"),
    ],
    [
      (["list"], "--season"), (["list"], "--date"), (["render", "auto", "-o", "-"], "--date"),
      (["play"], "--date"),
    ])
  func badDatesExit64NamingTheValue(
    bad: (value: String, reason: String), command: (words: [String], option: String)
  ) throws {
    let result = try IsolatedHost.holidays.get().run(command.words + [command.option, bad.value])
    #expect(result.status == 64)
    #expect(
      result.stderr
        == "animhost: error: invalid value '\(bad.value)' for '\(command.option)' (\(bad.reason)); "
        + "use a date as YYYY-MM-DD, such as 2026-12-24\n"
    )
    #expect(result.stdout.isEmpty)
  }

  @Test func todayIsMarkedWithoutADate() throws {
    let host = try IsolatedHost([
      ("liba-year.so", "year-round", [(1, 1, 12, 31)]), ("libb-fade.so", "fade", []),
    ])
    let list = try host.run(["list"])
    #expect(list.stdout.contains("Jan 1 – Dec 31 (in season, auto)"))
    #expect(!list.stdout.contains("auto on"), "the last line is for --season")
    let play = try host.run(["play"])
    #expect(play.stderr.hasSuffix("animhost render year-round -o year-round.gif\n"))
  }

  @Test func withoutGrowOrAnAllYearAnimatorAutoIsAnError() throws {
    let host = try IsolatedHost([("libsnow.so", "snow", [(12, 1, 12, 26)])])
    let render = try host.run(["render", "auto", "--date", "2026-07-01", "-o", "-"])
    #expect(render.status == 66)
    #expect(
      render.stderr.hasPrefix(
        "animhost: error: no animator in season on 2026-07-01, "
          + "the default 'grow' is not installed and every animator found has seasons; "
      ))
    let list = try host.run(["list", "--season", "2026-07-01"])
    #expect(list.status == 0)
    #expect(
      list.stdout.split(separator: "\n").last?.hasPrefix(
        "auto on 2026-07-01: none; no animator in season") == true)
    let named = try host.run(["render", "snow", "--date", "2026-07-01", "-o", "-"])
    #expect(named.status == 0, "a named animator plays out of season")
  }
}
