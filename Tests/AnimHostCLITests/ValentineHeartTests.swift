import AnimHostTestSupport
import Foundation
import Testing

/// The Valentine's heart reveal, run end to end through the CLI at phone and tablet size and
/// checked in the JSON timeline it writes.
@Suite struct ValentineHeartTests {
  private static let sizes: [(name: String, width: Double, height: Double)] = [
    ("phone", 390, 844), ("tablet", 820, 1180),
  ]

  private func render(_ size: String) throws -> RenderedTimeline {
    let dir = try TestDirectory("valentine-heart")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(["render", "heart-reveal", "--size", size, "-o", output])
    #expect(result.status == 0, "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  @Test(arguments: sizes)
  func heartGrowsFromTheButtonAndShrinksBackLeavingNothing(
    size: (name: String, width: Double, height: Double)
  ) throws {
    let run = try render(size.name)
    for transition in run.transitions {
      #expect(
        (transition["diagnostics"] as? [Any])?.isEmpty == true, "\(transition["diagnostics"] ?? "")"
      )
    }
    let screen = "VCYellow.view"
    let end = try #require(run.node(screen, transition: 0, frame: -1))
    #expect(end["frame"] as? [Double] == [0, 0, size.width, size.height])
    #expect(end["transform"] == nil && end["mask"] == nil && end["hidden"] as? Bool == false)
    for direction in 0..<2 {
      let leftovers = RenderedTimeline.nodes(in: run.tree(direction, -1)).filter {
        $0["name"] == nil
      }
      #expect(leftovers.isEmpty, "left behind: \(leftovers.map { $0["kind"] ?? "" })")
    }
    // Mid-way each way: the screen is masked by a heart, and hearts are floating.
    let early = try #require(
      RenderedTimeline.node(screen, in: run.tree(0, at: 0.2))?["mask"] as? [String: Any])
    let middle = try #require(
      RenderedTimeline.node(screen, in: run.tree(0, at: 0.5))?["mask"] as? [String: Any])
    let shrinking = try #require(
      RenderedTimeline.node(screen, in: run.tree(1, at: 0.5))?["mask"] as? [String: Any])
    #expect((middle["shape"] as? [String: Any])?["path"] as? String != nil)
    let scales = try [early, middle, shrinking].map {
      try #require(($0["transform"] as? [Double])?.first)
    }
    #expect(scales[0] < scales[1] && scales[1] < 1 && scales[2] < 1, "the heart grows: \(scales)")
    for direction in 0..<2 {
      let live = RenderedTimeline.liveCounts(in: run.tree(direction, at: 0.5))
      #expect(live.count == 1 && live[0] > 0, "floating hearts mid-way: \(live)")
    }
  }

  @Test func infoNamesTheThemeSeasonAndParameters() throws {
    let result = try AnimHostProcess.run(["info", "heart-reveal"])
    #expect(result.status == 0, "\(result.stderr)")
    for text in [
      "valentines", "seasons:       Feb 7 – Feb 15", "duration", "heart-color", "hearts",
      "present, dismiss",
    ] {
      #expect(result.stdout.contains(text), "\(text) in: \(result.stdout)")
    }
  }

  @Test(arguments: [
    ("hearts=abc", "hearts"), ("heart-color=pink", "heart-color"), ("duration=99", "duration"),
  ])
  func badParameterValueIsAUsageError(setting: String, parameter: String) throws {
    let dir = try TestDirectory("valentine-heart-bad")
    let result = try AnimHostProcess.run([
      "render", "heart-reveal", "--set", setting, "-o", dir.file("t.json"),
    ])
    #expect(result.status == 64)
    #expect(result.stderr.contains("'\(parameter)'"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.file("t.json")))
  }

  /// Regression: particle edges that interpolated a hair left of a row wrote before the
  /// rasterizer's cell buffer and crashed the host (double free) at these scales.
  @Test(arguments: ["0.5", "1"])
  func rendersToGIFAtSmallScales(scale: String) throws {
    let dir = try TestDirectory("heart-gif")
    let result = try AnimHostProcess.run([
      "render", "heart-reveal", "-o", dir.file("h.gif"), "--scale", scale,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: dir.file("h.gif")))
  }
}
