import AnimHostTestSupport
import Foundation
import Testing

/// `gradient-cube`: a `CATransition` of the named type "cube" on the container's layer, whose
/// delegate completes the transition; the new screen wears a `CAGradientLayer` and a
/// `CAReplicatorLayer` of pulsing dots.
@Suite struct GradientCubeTests {
  private func render(_ extra: [String], warns: Bool = false) throws -> RenderedTimeline {
    let dir = try TestDirectory("gradient-cube")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(
      ["render", "gradient-cube", "--fps", "20", "-o", output] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty != warns, "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  /// The container's transition node in a frame, if it is transitioning.
  private func transitionNode(_ timeline: RenderedTimeline, _ frame: Int) -> [String: Any]? {
    RenderedTimeline.nodes(in: timeline.tree(0, frame)).first {
      $0["kind"] as? String == "transition"
    }
  }

  @Test(
    "each CATransition type runs and its delegate completes the transition",
    arguments: ["cube", "fade", "moveIn", "push", "reveal", "oglFlip", "pageCurl", "pageUnCurl"])
  func eachTypeRunsAndCompletes(type: String) throws {
    let timeline = try render(["--direction", "present", "--set", "type=\(type)"])
    #expect(timeline.didComplete(0) == true)
    #expect(timeline.codes(0).isEmpty, "\(timeline.codes(0))")
    let middle = try #require(transitionNode(timeline, 7))
    #expect((middle["children"] as? [[String: Any]])?.count == 2, "the old and new looks")
    #expect(transitionNode(timeline, -1) == nil, "done: the live look alone")
    let events = timeline.eventNames(0)
    let stop = try #require(events.firstIndex(of: "animationDidStop"))
    #expect(stop < (events.firstIndex(of: "completeTransition") ?? -1) + 1)
  }

  @Test("the cube turns both looks in perspective halfway")
  func theCubeTurnsInPerspective() throws {
    let timeline = try render(["--direction", "present"])
    let looks = try #require(transitionNode(timeline, 7)?["children"] as? [[String: Any]])
    for look in looks {
      let m = try #require(look["transform"] as? [Double])
      #expect(m[11] < 0 && abs(m[0]) < 0.99, "turned, with perspective: \(m)")
    }
  }

  @Test("an unknown type fades with a warning naming it")
  func anUnknownTypeFades() throws {
    let timeline = try render(["--direction", "present", "--set", "type=spewEffect"], warns: true)
    #expect(timeline.codes(0).contains("unknown-transition-type"))
    #expect(transitionNode(timeline, 7)?["crossfade"] != nil)
  }

  @Test("the new screen has a gradient backdrop and three replicated dots")
  func theScreenHasAGradientAndReplicatedDots() throws {
    let timeline = try render(["--direction", "present"])
    let nodes = RenderedTimeline.nodes(in: timeline.tree(0, -1))
    let gradient = try #require(
      nodes.first { $0["gradient"] != nil }?["gradient"] as? [String: Any])
    #expect((gradient["colors"] as? [String])?.count == 3)
    #expect(gradient["locations"] as? [Double] == [0, 0.55, 1])
    let replicator = try #require(nodes.first { $0["kind"] as? String == "replicator" })
    #expect((replicator["children"] as? [[String: Any]])?.count == 3)
  }

  @Test func theCheckPasses() throws {
    let result = try AnimHostProcess.run(["check", "gradient-cube"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("all passed"), "\(result.stdout)")
  }
}
