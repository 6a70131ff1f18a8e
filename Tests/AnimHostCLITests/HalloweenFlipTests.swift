import AnimHostTestSupport
import Foundation
import Testing

/// The Halloween flip, run end to end through the CLI at phone and tablet size and checked in
/// the JSON timeline it writes.
@Suite struct HalloweenFlipTests {
  private static let sizes: [(name: String, width: Double, height: Double)] = [
    ("phone", 390, 844), ("tablet", 820, 1180),
  ]

  private func render(_ size: String) throws -> RenderedTimeline {
    let dir = try TestDirectory("halloween-flip")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(["render", "halloween-flip", "--size", size, "-o", output])
    #expect(result.status == 0, "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  /// Whether a node's transform has a perspective term (m14, m24 or m34).
  private static func hasPerspective(_ node: [String: Any]?) -> Bool {
    guard let m = node?["transform"] as? [Double], m.count == 16 else { return false }
    return m[3] != 0 || m[7] != 0 || m[11] != 0
  }

  @Test(arguments: sizes)
  func screensFlipInPerspectiveWithAFlashAndBats(
    size: (name: String, width: Double, height: Double)
  ) throws {
    let run = try render(size.name)
    for transition in run.transitions {
      #expect(
        (transition["diagnostics"] as? [Any])?.isEmpty == true, "\(transition["diagnostics"] ?? "")"
      )
    }
    let end = try #require(run.node("VCYellow.view", transition: 0, frame: -1))
    #expect(end["frame"] as? [Double] == [0, 0, size.width, size.height])
    #expect(end["transform"] == nil && end["hidden"] as? Bool == false)
    let presenter = try #require(run.node("VCMain.view", transition: 1, frame: -1))
    #expect(presenter["transform"] == nil && presenter["hidden"] as? Bool == false)
    for direction in 0..<2 {
      let leftovers = RenderedTimeline.nodes(in: run.tree(direction, -1))
        .filter { $0["name"] == nil || $0["kind"] as? String == "snapshot" }
      #expect(leftovers.isEmpty, "left behind: \(leftovers.map { $0["kind"] ?? "" })")
      // The old screen's snapshot turns away, then the new screen turns in, both in perspective.
      let leaving = RenderedTimeline.nodes(in: run.tree(direction, at: 0.25))
        .first { $0["kind"] as? String == "snapshot" }
      #expect(Self.hasPerspective(leaving), "the old screen turns at a quarter")
      let arriving = RenderedTimeline.node(
        direction == 0 ? "VCYellow.view" : "VCMain.view", in: run.tree(direction, at: 0.75))
      #expect(Self.hasPerspective(arriving), "the new screen turns at three quarters")
      // The flash shows orange before the flip's middle, and bats are flying.
      let flashColors = [0.35, 0.4].compactMap { fraction in
        RenderedTimeline.nodes(in: run.tree(direction, at: fraction))
          .first { $0["name"] == nil && $0["kind"] as? String == "view" }
      }.filter { ($0["alpha"] as? Double ?? 0) > 0 }.compactMap { $0["color"] as? String }
      #expect(flashColors.contains("#FF7518FF"), "an orange flash: \(flashColors)")
      let bats = RenderedTimeline.particles(in: run.tree(direction, at: 0.5))
      #expect(bats.count == 1 && ((bats.first?["live"] as? [Any])?.count ?? 0) > 0, "bats mid-way")
      #expect(
        (bats.first?["cellPaths"] as? [String])?.allSatisfy { $0.contains("Q") } == true,
        "bat silhouettes")
    }
  }

  @Test func infoNamesTheThemeSeasonAndParameters() throws {
    let result = try AnimHostProcess.run(["info", "halloween-flip"])
    #expect(result.status == 0, "\(result.stderr)")
    for text in [
      "halloween", "seasons:       Oct 15 – Nov 1", "duration", "flash-color", "bats",
      "present, dismiss",
    ] {
      #expect(result.stdout.contains(text), "\(text) in: \(result.stdout)")
    }
  }

  @Test(arguments: [
    ("bats=many", "bats"), ("flash-color=#FF75", "flash-color"), ("duration=0", "duration"),
  ])
  func badParameterValueIsAUsageError(setting: String, parameter: String) throws {
    let dir = try TestDirectory("halloween-flip-bad")
    let result = try AnimHostProcess.run([
      "render", "halloween-flip", "--set", setting, "-o", dir.file("t.json"),
    ])
    #expect(result.status == 64)
    #expect(result.stderr.contains("'\(parameter)'"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.file("t.json")))
  }
}
