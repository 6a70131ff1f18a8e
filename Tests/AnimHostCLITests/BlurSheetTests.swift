import AnimHostTestSupport
import Foundation
import Testing

/// `blur-sheet`: a sheet over a blur whose effect blends in alongside the presentation and out
/// alongside the dismissal, with vibrant text on it; a tap on the blur dismisses.
@Suite struct BlurSheetTests {
  private func render(_ extra: [String]) throws -> RenderedTimeline {
    let dir = try TestDirectory("blur-sheet")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(
      ["render", "blur-sheet", "--scene", "pets", "--fps", "20", "-o", output] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  /// How much of the blur shows in a frame (nil without the blur view).
  private func amount(_ timeline: RenderedTimeline, _ transition: Int, _ frame: Int) -> Double? {
    RenderedTimeline.nodes(in: timeline.tree(transition, frame)).compactMap { node in
      (node["visualEffect"] as? [String: Any]).flatMap { effect in
        effect["kind"] as? String == "blur" ? effect["amount"] as? Double : nil
      }
    }.first
  }

  @Test("the blur blends in with the presentation and out with the dismissal")
  func theBlurBlends() throws {
    let timeline = try render([])
    #expect(timeline.transitions.map { $0["style"] as? String } == ["custom", "custom"])
    let start = try #require(amount(timeline, 0, 0))
    let middle = try #require(amount(timeline, 0, 5))
    let shown = try #require(amount(timeline, 0, -1))
    #expect(
      start < 0.05 && middle > 0.2 && middle < 0.9 && shown == 1, "\(start) \(middle) \(shown)")
    #expect(try #require(amount(timeline, 1, 5)) < 0.9)
    #expect(amount(timeline, 1, -1) == nil, "the blur view goes with the dismissal")
    let vibrant = RenderedTimeline.nodes(in: timeline.tree(0, -1)).contains {
      ($0["visualEffect"] as? [String: Any])?["kind"] as? String == "vibrancy"
    }
    #expect(vibrant)
    #expect(timeline.diagnostics.isEmpty, "\(timeline.diagnostics)")
  }

  @Test("a tap on the blur dismisses the sheet")
  func tapDismisses() throws {
    let timeline = try render(["--drag", "tap@40,300: 0.1s, release"])
    #expect(timeline.transitions.map { $0["direction"] as? String } == ["present", "dismiss"])
    #expect(timeline.transitions.allSatisfy { $0["didComplete"] as? Bool == true })
  }

  @Test func theCheckPasses() throws {
    let result = try AnimHostProcess.run(["check", "blur-sheet"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
  }

  @Test("the same run gives the same bytes")
  func deterministic() throws {
    let dir = try TestDirectory("blur-sheet-same")
    var outputs: [Data] = []
    for name in ["a.gif", "b.gif"] {
      let result = try AnimHostProcess.run([
        "render", "blur-sheet", "--scene", "pets", "--fps", "10", "--scale", "0.25", "-o",
        dir.file(name),
      ])
      #expect(result.status == 0, "\(result.stderr)")
      outputs.append(try Data(contentsOf: URL(fileURLWithPath: dir.file(name))))
    }
    #expect(outputs[0] == outputs[1])
  }
}
