import AnimHostTestSupport
import Foundation
import Testing

/// The autumn-leaves animator end to end through the CLI: a page turn with perspective under
/// falling leaves, at phone and tablet size, read back from the JSON timeline.
@Suite struct AutumnLeavesTests {
  /// Sizes by CLI name, in points.
  private static let sizes: [String: [Double]] = ["phone": [390, 844], "tablet": [820, 1180]]

  private func render(_ arguments: [String]) throws -> RenderedTimeline {
    let dir = try TestDirectory("autumn-leaves")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(["render", "autumn-leaves", "-o", output] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      !result.stderr.contains("diagnostic") && !result.stderr.contains("warning"),
      "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  @Test(arguments: ["phone", "tablet"])
  func pageTurnsInUnderFallingLeavesAndLeavesNothingBehind(size: String) throws {
    let t = try render(["--size", size])
    let wh = try #require(Self.sizes[size])
    for index in 0..<2 {
      #expect((t.transitions[index]["diagnostics"] as? [Any])?.isEmpty == true)
    }
    let present = t.trees(0)
    let last = try #require(present.last)
    let page = try #require(RenderedTimeline.node("VCYellow.view", in: last))
    #expect(page["frame"] as? [Double] == [0, 0] + wh)
    #expect(page["transform"] == nil && page["anchorPoint"] == nil && page["shadow"] == nil)
    let container = try #require(RenderedTimeline.node("container", in: last))
    let leftovers = (container["children"] as? [[String: Any]] ?? []).compactMap {
      $0["name"] as? String
    }
    #expect(leftovers == ["VCYellow.view"], "only the page stays: \(leftovers)")
    let dismissed = try #require(t.trees(1).last)
    let kinds = Set(RenderedTimeline.nodes(in: dismissed).compactMap { $0["kind"] as? String })
    #expect(kinds.isDisjoint(with: ["container", "emitter", "shape", "snapshot"]), "\(kinds)")
  }

  @Test(arguments: [0, 1])
  func leavesFallAndThePageTurnsWithPerspectiveMidway(transition: Int) throws {
    let t = try render([])
    let trees = t.trees(transition)
    let middle = trees[trees.count / 3]
    let page = try #require(RenderedTimeline.node("VCYellow.view", in: middle))
    let transform = try #require(page["transform"] as? [Double])
    #expect(transform[11] < 0, "m34 gives the turn perspective: \(transform)")
    #expect(page["anchorPoint"] as? [Double] == [0, 0.5])
    let emitter = try #require(
      RenderedTimeline.nodes(in: middle).first { $0["kind"] as? String == "emitter" })
    let particles = try #require(emitter["particles"] as? [String: Any])
    let live = try #require(particles["live"] as? [Any])
    #expect((1...1_500).contains(live.count), "\(live.count) leaves")
    let paths = try #require(particles["cellPaths"] as? [String])
    #expect(paths.count == 4 && paths.allSatisfy { $0.contains("C") }, "four curved leaf cells")
  }

  @Test func infoShowsThemeSeasonAndParameters() throws {
    let result = try AnimHostProcess.run(["info", "autumn-leaves"])
    #expect(result.status == 0)
    for text in [
      "thanksgiving", "seasons:       Nov 2 – Nov 30", "duration", "density", "leaf-color",
      "accent-color",
    ] {
      #expect(result.stdout.contains(text), "missing \(text): \(result.stdout)")
    }
  }

  @Test(arguments: [
    ("density=abc", "density"), ("density=9", "density"), ("leaf-color=orange", "leaf-color"),
  ])
  func badParameterIsAUsageError(setting: String, name: String) throws {
    let dir = try TestDirectory("autumn-leaves-bad")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run([
      "render", "autumn-leaves", "-o", output, "--set", setting,
    ])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix("animhost: error:") && result.stderr.contains("'\(name)'"),
      "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
