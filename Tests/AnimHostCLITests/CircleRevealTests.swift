import AnimHostTestSupport
import Foundation
import Testing

/// `circle-reveal`: a mask's `path` animated by a `CABasicAnimation` whose own
/// `CAAnimationDelegate` completes the transition.
@Suite struct CircleRevealTests {
  private func render(_ extra: [String] = []) throws -> RenderedTimeline {
    let dir = try TestDirectory("circle-reveal")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(["render", "circle-reveal", "-o", output] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  /// The width of the presented screen's mask circle in one frame: the extent of its path's
  /// points (ellipses arrive as cubic Béziers), or nil without a mask.
  private func maskWidth(_ timeline: RenderedTimeline, _ transition: Int, _ frame: Int) -> Double? {
    guard let screen = timeline.node("VCYellow.view", transition: transition, frame: frame),
      let mask = screen["mask"] as? [String: Any],
      let shape = mask["shape"] as? [String: Any],
      let path = shape["path"] as? String
    else { return nil }
    let numbers = path.split(whereSeparator: { " ,MLCQZmlcqz".contains($0) }).compactMap {
      Double($0)
    }
    let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
    guard let low = xs.min(), let high = xs.max() else { return nil }
    return high - low
  }

  @Test func theCircleGrowsFromTheButtonThenTheMaskGoes() throws {
    let timeline = try render()
    #expect(timeline.didComplete(0) == true && timeline.didComplete(1) == true)
    let frames = timeline.trees(0).count
    let widths = (0..<frames - 1).compactMap { maskWidth(timeline, 0, $0) }
    #expect(widths.count >= frames - 2, "the mask is there while it animates")
    #expect((widths.first ?? .infinity) <= 48.5, "starts at the button: \(widths)")
    #expect(widths == widths.sorted(), "grows: \(widths)")
    #expect((widths.last ?? 0) > 390, "ends covering the screen: \(widths)")
    #expect(maskWidth(timeline, 0, -1) == nil, "the delegate took the mask away")
    let events = timeline.eventNames(0)
    let stop = try #require(events.firstIndex(of: "animationDidStop"))
    let complete = try #require(events.firstIndex(of: "completeTransition"))
    #expect(stop < complete, "the delegate completes the transition: \(events)")
    #expect(timeline.codes(0).isEmpty && timeline.codes(1).isEmpty)
  }

  @Test func theDismissalShrinksTheCircleBackIntoTheButton() throws {
    let timeline = try render(["--direction", "dismiss"])
    let frames = timeline.trees(0).count
    let widths = (0..<frames - 1).compactMap { maskWidth(timeline, 0, $0) }
    #expect(widths == widths.sorted(by: >), "shrinks: \(widths)")
    #expect(timeline.node("VCYellow.view", transition: 0, frame: -1) == nil)
  }

  @Test func theCheckPasses() throws {
    let result = try AnimHostProcess.run(["check", "circle-reveal"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("all passed"), "\(result.stdout)")
  }

  @Test func theSameRunGivesTheSameBytes() throws {
    let dir = try TestDirectory("circle-reveal-same")
    var outputs: [Data] = []
    for name in ["a.png", "b.png"] {
      let result = try AnimHostProcess.run([
        "render", "circle-reveal", "--at", "0.2", "--scale", "0.5", "-o", dir.file(name),
      ])
      #expect(result.status == 0, "\(result.stderr)")
      outputs.append(try Data(contentsOf: URL(fileURLWithPath: dir.file(name))))
    }
    #expect(outputs[0] == outputs[1])
  }
}
