import AnimHostTestSupport
import Foundation
import Testing

/// The egg-crack animator end to end through the CLI: the old screen's masked halves crack
/// apart and fall, with confetti, at phone and tablet size, read back from the JSON timeline.
@Suite struct EasterEggCrackTests {
  /// Sizes by CLI name, in points.
  private static let sizes: [String: [Double]] = ["phone": [390, 844], "tablet": [820, 1180]]

  private func render(_ arguments: [String]) throws -> RenderedTimeline {
    let dir = try TestDirectory("egg-crack")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(["render", "egg-crack", "-o", output] + arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      !result.stderr.contains("diagnostic") && !result.stderr.contains("warning"),
      "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  @Test(arguments: ["phone", "tablet"])
  func shellFallsAwayAndComesBackLeavingNothingBehind(size: String) throws {
    let t = try render(["--size", size])
    let wh = try #require(Self.sizes[size])
    for index in 0..<2 {
      #expect((t.transitions[index]["diagnostics"] as? [Any])?.isEmpty == true)
    }
    let last = try #require(t.trees(0).last)
    let presented = try #require(RenderedTimeline.node("VCYellow.view", in: last))
    #expect(presented["frame"] as? [Double] == [0, 0] + wh)
    #expect(presented["transform"] == nil)
    let container = try #require(RenderedTimeline.node("container", in: last))
    let leftovers = (container["children"] as? [[String: Any]] ?? []).compactMap {
      $0["name"] as? String
    }
    #expect(leftovers == ["VCYellow.view"], "only the new screen stays: \(leftovers)")
    let presenter = try #require(RenderedTimeline.node("VCMain.view", in: last))
    #expect(
      presenter["alpha"] as? Double ?? 1 == 1 && presenter["hidden"] as? Bool == false,
      "\(presenter)")
    let dismissed = try #require(t.trees(1).last)
    let kinds = Set(RenderedTimeline.nodes(in: dismissed).compactMap { $0["kind"] as? String })
    #expect(kinds.isDisjoint(with: ["container", "emitter", "shape", "snapshot"]), "\(kinds)")
    let restored = try #require(RenderedTimeline.node("VCMain.view", in: dismissed))
    #expect(restored["transform"] == nil && restored["alpha"] as? Double ?? 1 == 1)
  }

  @Test(arguments: [(0, 3), (1, 3), (0, 12)])
  func maskedHalvesTipApartAlongAZigZagMidway(transition: Int, teeth: Int) throws {
    let t = try render(["--set", "teeth=\(teeth)"])
    let trees = t.trees(transition)
    let middle = trees[trees.count / 2]
    let halves = RenderedTimeline.nodes(in: middle).filter { $0["kind"] as? String == "snapshot" }
    #expect(halves.count == 2)
    for half in halves {
      let mask = try #require(half["mask"] as? [String: Any])
      let path = try #require((mask["shape"] as? [String: Any])?["path"] as? String)
      #expect(
        path.filter { $0 == "L" }.count == 2 * teeth + 2, "zig-zag plus the outer edge: \(path)")
      let transform = try #require(half["transform"] as? [Double], "each half is tipped or falling")
      #expect(abs(transform[1]) > 0.01, "rotated: \(transform)")
    }
  }

  @Test(arguments: [("true", true), ("false", false)])
  func confettiBurstsOnlyWhenAskedFor(setting: String, expected: Bool) throws {
    let t = try render(["--set", "confetti=\(setting)"])
    let counts = t.trees(0).map { RenderedTimeline.liveParticles(in: $0) }
    let most = counts.max() ?? 0
    #expect((most > 0) == expected, "at most \(most) live particles")
    #expect(most <= 1_500)
  }

  /// The halves' steep zig-zag edges once drew one cell outside the rasterizer's row (a crash).
  @Test(arguments: ["gif", "apng"])
  func animatedFilesRenderEveryFrame(ext: String) throws {
    let dir = try TestDirectory("egg-crack-anim")
    let output = dir.file("t.\(ext)")
    let result = try AnimHostProcess.run(["render", "egg-crack", "-o", output, "--scale", "0.5"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: output))
  }

  @Test func infoShowsThemeSeasonAndParameters() throws {
    let result = try AnimHostProcess.run(["info", "egg-crack"])
    #expect(result.status == 0)
    for text in [
      "easter", "seasons:       Mar 22 – Apr 25", "duration", "teeth", "integer", "confetti",
      "bool",
    ] {
      #expect(result.stdout.contains(text), "missing \(text): \(result.stdout)")
    }
  }

  @Test(arguments: [
    ("teeth=1.5", "teeth"), ("teeth=99", "teeth"), ("confetti=maybe", "confetti"),
    ("duration=abc", "duration"),
  ])
  func badParameterIsAUsageError(setting: String, name: String) throws {
    let dir = try TestDirectory("egg-crack-bad")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(["render", "egg-crack", "-o", output, "--set", setting])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix("animhost: error:") && result.stderr.contains("'\(name)'"),
      "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
