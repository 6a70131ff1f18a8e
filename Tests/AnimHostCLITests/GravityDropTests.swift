import AnimHostTestSupport
import Foundation
import Testing

/// `gravity-drop`: UIKit Dynamics from a Swift plugin; the screen drops in and bounces, falls
/// away and bounces off the bottom edge, each transition completing from
/// dynamicAnimatorDidPause.
@Suite struct GravityDropTests {
  private func render(_ extra: [String] = []) throws -> RenderedTimeline {
    let dir = try TestDirectory("gravity-drop")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(
      ["render", "gravity-drop", "--fps", "30", "-o", output] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  /// The presented screen's top edge in every frame of a transition.
  private func tops(_ timeline: RenderedTimeline, _ transition: Int) -> [Double] {
    timeline.trees(transition).compactMap {
      (RenderedTimeline.node("VCYellow.view", in: $0)?["frame"] as? [Double])?[1]
    }
  }

  @Test("it falls faster and faster, lands, bounces back up and comes to rest")
  func fallsAndBounces() throws {
    let timeline = try render()
    #expect(timeline.transitions.allSatisfy { $0["didComplete"] as? Bool == true })
    #expect(timeline.diagnostics.isEmpty, "\(timeline.diagnostics)")
    let drop = tops(timeline, 0)
    let steps = zip(drop, drop.dropFirst()).map { $1 - $0 }
    #expect(steps[1] < steps[4] && steps[4] < steps[8], "accelerating: \(steps.prefix(10))")
    let landing = try #require(drop.firstIndex { $0 > -30 })
    #expect(drop[(landing + 1)...].contains { $0 < drop[landing] - 50 }, "bounces: \(drop)")
    #expect(drop.last == 0, "rests at its place")
    let fall = tops(timeline, 1)
    #expect(fall.count > 10 && fall.allSatisfy { $0 >= 0 })
    let bottom = fall.max() ?? 0
    #expect(fall.contains { $0 < bottom - 30 }, "bounces off the bottom edge: \(fall)")
  }

  @Test func theCheckPasses() throws {
    let result = try AnimHostProcess.run(["check", "gravity-drop"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
  }

  @Test("the same run gives the same bytes")
  func deterministic() throws {
    let dir = try TestDirectory("gravity-drop-same")
    var outputs: [Data] = []
    for name in ["a.gif", "b.gif"] {
      let result = try AnimHostProcess.run([
        "render", "gravity-drop", "--fps", "10", "--scale", "0.25", "-o", dir.file(name),
      ])
      #expect(result.status == 0, "\(result.stderr)")
      outputs.append(try Data(contentsOf: URL(fileURLWithPath: dir.file(name))))
    }
    #expect(outputs[0] == outputs[1])
  }
}
