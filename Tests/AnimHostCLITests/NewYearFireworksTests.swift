import AnimHostTestSupport
import Foundation
import Testing

/// The New Year fireworks animator, run end to end through the CLI and checked in its JSON
/// timeline.
@Suite struct NewYearFireworksTests {
  /// The sizes every animator must look right at, with their window bounds.
  static let sizes: [(String, [Double])] = [
    ("phone", [0, 0, 390, 844]), ("tablet", [0, 0, 820, 1180]),
  ]

  /// Renders `fireworks` to JSON at a size, expecting success and no diagnostics.
  private func render(_ size: String) throws -> RenderedTimeline {
    let dir = try TestDirectory("new-year-fireworks")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(["render", "fireworks", "-o", output, "--size", size])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stderr.contains("diagnostic"), "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  /// The x scale of the circle masking the presented screen in a frame, if it is masked.
  private func circleScale(_ t: RenderedTimeline, transition: Int, frame: Int) -> Double? {
    guard
      let mask = t.node("VCYellow.view", transition: transition, frame: frame)?["mask"]
        as? [String: Any]
    else {
      return nil
    }
    return (mask["transform"] as? [Double])?[0] ?? 1
  }

  @Test(arguments: sizes)
  func fireworksBurstAndACircleRevealsTheScreen(size: String, bounds: [Double]) throws {
    let t = try render(size)
    #expect(t.diagnostics.isEmpty, "\(t.diagnostics)")
    let count = t.trees(0).count
    let early = try #require(circleScale(t, transition: 0, frame: 1))
    let middle = try #require(circleScale(t, transition: 0, frame: count / 2))
    #expect(early < 0.1 && middle > early, "the circle grows: \(early) then \(middle)")
    let sparks = t.trees(0).map { RenderedTimeline.liveParticles(in: $0) }.max() ?? 0
    #expect(sparks > 50, "fireworks burst while presenting: \(sparks) particles at most")
    #expect(sparks <= 1_500, "particle counts stay sane: \(sparks)")
    let screen = try #require(t.node("VCYellow.view", transition: 0, frame: -1))
    #expect(screen["frame"] as? [Double] == bounds)
    #expect(
      screen["transform"] == nil && screen["mask"] == nil && screen["hidden"] as? Bool == false)
    for transition in 0..<2 {
      #expect(
        t.unnamedNodes(transition: transition, frame: -1) == 0, "the animator's layers are gone")
    }
  }

  @Test(arguments: sizes)
  func theCircleClosesIntoTheButtonWithALastBurst(size: String, bounds: [Double]) throws {
    let t = try render(size)
    let count = t.trees(1).count
    let closing = try #require(circleScale(t, transition: 1, frame: count / 3))
    #expect(closing < 1, "the circle is closing: \(closing)")
    let sparks = t.trees(1).map { RenderedTimeline.liveParticles(in: $0) }.max() ?? 0
    #expect(sparks > 20, "a last burst goes up: \(sparks) particles at most")
    #expect(t.node("VCYellow.view", transition: 1, frame: -1) == nil)
    #expect(t.node("VCMain.view", transition: 1, frame: -1)?["frame"] as? [Double] == bounds)
  }

  @Test func infoShowsThemeSeasonAndParameters() throws {
    let result = try AnimHostProcess.run(["info", "fireworks"])
    #expect(result.status == 0, "\(result.stderr)")
    for text in [
      "new-year", "seasons:       Dec 27 – Jan 7", "duration", "bursts", "particles", "color-1",
      "color-2", "color-3",
    ] {
      #expect(result.stdout.contains(text), "\(text) in \(result.stdout)")
    }
  }

  @Test(arguments: ["bursts=many", "particles=2.5", "color-1=gold"])
  func aBadValueIsAUsageErrorNamingTheParameter(setting: String) throws {
    let dir = try TestDirectory("new-year-fireworks-bad")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(["render", "fireworks", "-o", output, "--set", setting])
    #expect(result.status == 64)
    let name = String(setting.prefix { $0 != "=" })
    #expect(result.stderr.contains("'\(name)'"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
