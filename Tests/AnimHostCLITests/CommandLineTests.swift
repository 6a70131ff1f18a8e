import AnimHostTestSupport
import Foundation
import Testing

/// Runs the built `animhost` executable and checks stdout, stderr and the exit code.
@Suite struct CommandLineTests {
  @Test func listPrintsAnAlignedTableOfTheBuiltPlugins() throws {
    let result = try AnimHostProcess.run(["list"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("ID ") == true)
    #expect(lines.contains { $0.hasPrefix("grow ") && $0.contains("libGrowFromButton.so") })
    #expect(
      lines.contains { $0.hasPrefix("cross-dissolve ") && $0.contains("libCrossDissolve.so") })
    let summaryColumn = try #require(lines.first?.range(of: "SUMMARY")).lowerBound.utf16Offset(
      in: lines[0])
    #expect(
      lines.dropFirst().allSatisfy {
        Array($0.utf16)[summaryColumn - 1] == UInt16(UInt8(ascii: " "))
      })
    #expect(result.stderr.isEmpty)
  }

  @Test func listJSONIsForTools() throws {
    let result = try AnimHostProcess.run(["list", "--json"])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let animators = try #require(object["animators"] as? [[String: Any]])
    #expect(animators.compactMap { $0["id"] as? String }.contains("grow"))
  }

  @Test func infoShowsTheDescriptor() throws {
    let result = try AnimHostProcess.run(["info", "grow"])
    #expect(result.status == 0)
    for expected in [
      "grow: Grow from button", "theme:         classic", "seasons:       all year",
      "duration:      0.3 s",
      "capabilities:  present, dismiss", "duration  number  0.3", "grow-from-button 1.0.0",
      "libGrowFromButton.so",
    ] {
      #expect(result.stdout.contains(expected), "missing \(expected)")
    }
  }

  @Test func renderWritesTheSameJSONEveryTime() throws {
    let dir = try TestDirectory("render")
    let first = try AnimHostProcess.run(["render", "grow", "-o", dir.file("a.json")])
    let second = try AnimHostProcess.run(["render", "grow", "-o", dir.file("b.json")])
    #expect(first.status == 0)
    #expect(
      first.stdout
        == "wrote \(dir.file("a.json")): present 0.3 s (19 frames), dismiss 0.3 s (19 frames)\n")
    let a = try Data(contentsOf: URL(fileURLWithPath: dir.file("a.json")))
    #expect(a == (try Data(contentsOf: URL(fileURLWithPath: dir.file("b.json")))))
    #expect(second.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: a) as? [String: Any])
    #expect((object["transitions"] as? [Any])?.count == 2)
  }

  @Test(arguments: [("present", 1), ("dismiss", 1), ("both", 2)])
  func directionPicksTheTransitions(direction: String, count: Int) throws {
    let result = try AnimHostProcess.run([
      "render", "cross-dissolve", "-o", "-", "--direction", direction, "--fps", "30",
    ])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect((object["transitions"] as? [Any])?.count == count)
    #expect(object["fps"] as? Int == 30)
  }

  @Test func unknownNameSuggestsTheClosestAndExits66() throws {
    let result = try AnimHostProcess.run(["render", "grwo", "-o", "-"])
    #expect(result.status == 66)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.first == "animhost: error: no animator named 'grwo'; did you mean 'grow'?")
    #expect(lines.dropFirst().first?.hasPrefix("available: ") == true)
    #expect(lines.dropFirst().first?.contains("grow") == true)
    #expect(result.stdout.isEmpty)
  }

  struct UsageCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let usageCases: [UsageCase] = [
    UsageCase(arguments: ["lsit"], message: "unknown command 'lsit'; did you mean 'list'?"),
    UsageCase(
      arguments: ["list", "--jsn"],
      message: "unknown option '--jsn' for 'list'; did you mean '--json'?"),
    UsageCase(arguments: ["render", "grow"], message: "missing output file"),
    UsageCase(
      arguments: ["render", "grow", "-o", "x.json", "--fps", "0"],
      message: "invalid value '0' for '--fps'"),
    UsageCase(
      arguments: ["render", "grow", "-o", "x.json", "--size", "0x0"],
      message: "invalid value '0x0' for '--size'"),
    UsageCase(
      arguments: ["render", "grow", "-o", "x.json", "--direction", "up"],
      message: "invalid value 'up' for '--direction'"),
    UsageCase(
      arguments: ["render", "grow", "-o", "x.gif", "--scale", "0"],
      message: "invalid value '0' for '--scale'"),
    UsageCase(
      arguments: ["render", "grow", "-o", "x.json", "--set", "speed=2"],
      message: "animator 'grow' has no parameter 'speed'"),
    UsageCase(
      arguments: ["render", "grow", "-o", "x.json", "--set", "duration=99"],
      message: "invalid value '99' for parameter 'duration'"),
    UsageCase(arguments: ["info"], message: "missing animator name"),
    UsageCase(arguments: ["info", "grow", "extra"], message: "unexpected argument 'extra'"),
  ]

  @Test(arguments: usageCases)
  func badArgumentsAreUsageErrors(_ c: UsageCase) throws {
    let result = try AnimHostProcess.run(c.arguments)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("animhost: error: \(c.message)"), "stderr: \(result.stderr)")
  }

  @Test func helpIsAvailableForEveryCommand() throws {
    for command in ["list", "info", "render"] {
      let result = try AnimHostProcess.run([command, "--help"])
      #expect(result.status == 0)
      #expect(result.stdout.hasPrefix("usage: animhost \(command)"))
    }
  }
}
