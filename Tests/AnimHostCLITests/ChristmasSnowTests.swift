import AnimHostTestSupport
import Foundation
import Testing

/// The Christmas snow animator, run end to end through the CLI and checked in its JSON timeline.
@Suite struct ChristmasSnowTests {
  /// The sizes every animator must look right at, with their window bounds.
  static let sizes: [(String, [Double])] = [
    ("phone", [0, 0, 390, 844]), ("tablet", [0, 0, 820, 1180]),
  ]

  /// Renders `snow` to JSON at a size, expecting success and no diagnostics.
  private func render(_ size: String) throws -> RenderedTimeline {
    let dir = try TestDirectory("christmas-snow")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(["render", "snow", "-o", output, "--size", size])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stderr.contains("diagnostic"), "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  @Test(arguments: sizes)
  func snowFallsAsTheScreenDriftsInAndNothingIsLeft(size: String, bounds: [Double]) throws {
    let t = try render(size)
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let screen = try #require(t.node("VCYellow.view", transition: 0, frame: -1))
    #expect(screen["frame"] as? [Double] == bounds)
    #expect(screen["transform"] == nil && screen["alpha"] as? Double == 1)
    for transition in 0..<2 {
      #expect(
        t.unnamedNodes(transition: transition, frame: -1) == 0, "the animator's views are gone")
    }
    let flakes = t.trees(0).map { RenderedTimeline.liveParticles(in: $0) }.max() ?? 0
    #expect(flakes > 20, "snow is falling while presenting: \(flakes) flakes at most")
    let first = try #require(
      t.node("VCYellow.view", transition: 0, frame: 1)?["transform"] as? [Double])
    #expect(first[13] < 0, "the screen drifts in from above: \(first)")
  }

  @Test(arguments: sizes)
  func aGustBlowsTheScreenAwaySideways(size: String, bounds: [Double]) throws {
    let t = try render(size)
    let frames = t.trees(1).count
    let late = try #require(
      t.node("VCYellow.view", transition: 1, frame: frames * 9 / 10)?["transform"] as? [Double])
    #expect(late[12] > bounds[2] * 0.3, "the screen is blown off to the right: \(late)")
    #expect(late[1] != 0, "the screen tilts as it goes: \(late)")
    #expect(t.node("VCYellow.view", transition: 1, frame: -1) == nil)
    #expect(t.node("VCMain.view", transition: 1, frame: -1)?["transform"] == nil)
  }

  @Test func infoShowsThemeSeasonAndParameters() throws {
    let result = try AnimHostProcess.run(["info", "snow"])
    #expect(result.status == 0, "\(result.stderr)")
    for text in [
      "christmas", "seasons:       Dec 1 – Dec 26", "duration", "density", "flake-color", "wind",
    ] {
      #expect(result.stdout.contains(text), "\(text) in \(result.stdout)")
    }
  }

  @Test func aBadDensityIsAUsageErrorNamingIt() throws {
    let dir = try TestDirectory("christmas-snow-bad")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(["render", "snow", "-o", output, "--set", "density=abc"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("'density'"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
