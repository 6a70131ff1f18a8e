import AnimHostTestSupport
import Foundation
import Testing

/// `c-slide`, the plugin written in C (`Plugins/CSlideExample`): the built
/// `libCSlideExample.so` slides the presented screen in from an edge with an ease-out and back
/// out with an ease-in, through the host-services table alone.
@Suite struct CSlideExampleTests {
  /// The phone's screen, where the presented view ends in full screen.
  static let screen: [Double] = [0, 0, 390, 844]

  /// Renders a selection to a JSON timeline at 10 fps and checks the run was clean.
  private func render(_ selection: String, _ extra: [String] = []) throws -> RenderedTimeline {
    let dir = try TestDirectory("c-slide")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(
      ["render", selection, "--fps", "10", "-o", output] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  /// The presented view's frame in every frame of a transition (nil where it is not shown).
  private func frames(_ timeline: RenderedTimeline, _ transition: Int) -> [[Double]?] {
    timeline.trees(transition).map {
      RenderedTimeline.node("VCYellow.view", in: $0)?["frame"] as? [Double]
    }
  }

  @Test func theBuiltPluginIsTheCExample() throws {
    let result = try AnimHostProcess.run(["info", "c-slide"])
    #expect(result.status == 0, "\(result.stderr)")
    for expected in [
      "c-slide: Slide (C example)", "duration:      0.4 s", "capabilities:  present, dismiss",
      "duration  number  0.4", "edge      string  bottom   bottom|top|left|right",
      "c-slide-example 1.0.0 by animhost (MIT), animator ABI 1.7", "/libCSlideExample.so",
    ] {
      #expect(result.stdout.contains(expected), "missing \(expected) in \(result.stdout)")
    }
  }

  @Test("presenting slides up from the bottom easing out; dismissing slides back easing in")
  func slidesUpAndBack() throws {
    let dir = try TestDirectory("c-slide-both")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(["render", "c-slide", "--fps", "10", "-o", output])
    #expect(result.status == 0)
    #expect(
      result.stdout == "wrote \(output): present 0.4 s (5 frames), dismiss 0.4 s (5 frames)\n")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let timeline = try RenderedTimeline(output)
    #expect(
      timeline.eventNames(0) == [
        "viewWillAppear", "animateTransition", "completeTransition", "viewDidAppear",
      ])
    #expect(timeline.didComplete(0) == true && timeline.didComplete(1) == true)
    let present = frames(timeline, 0).compactMap { $0?[1] }
    #expect(present.count == 5 && present.first == 844 && present.last == 0, "\(present)")
    let steps = zip(present, present.dropFirst()).map { $0 - $1 }
    #expect(steps.allSatisfy { $0 > 0 }, "moves up every frame: \(present)")
    #expect(steps == steps.sorted(by: >), "eases out: each step shorter than the last: \(steps)")
    let dismiss = frames(timeline, 1).compactMap { $0?[1] }
    #expect(dismiss.first == 0, "\(dismiss)")
    #expect(dismiss == Array(present.reversed().dropLast()), "the present played backwards")
    #expect(frames(timeline, 1).last == .some(nil), "gone when the dismissal completes")
  }

  @Test(
    "the edge parameter picks where the screen comes from",
    arguments: [
      ("bottom", [0.0, 844, 390, 844]), ("top", [0.0, -844, 390, 844]),
      ("left", [-390.0, 0, 390, 844]), ("right", [390.0, 0, 390, 844]),
    ])
  func edges(edge: String, start: [Double]) throws {
    let timeline = try render("c-slide(edge=\(edge))", ["--direction", "present"])
    let present = frames(timeline, 0)
    #expect(present.first == start, "\(present)")
    #expect(present.last == Self.screen, "\(present)")
  }

  @Test func theDurationIsAParameter() throws {
    let result = try AnimHostProcess.run(["render", "c-slide(0.8, left)", "-o", "-"])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let transitions = try #require(json["transitions"] as? [[String: Any]])
    #expect(transitions.compactMap { $0["duration"] as? Double } == [0.8, 0.8])
  }

  @Test func anEdgeOutsideTheChoicesIsRefused() throws {
    let result = try AnimHostProcess.run(["render", "c-slide(0.3,upp)", "-o", "-"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "animhost: error: argument 2 of 'c-slide(0.3,upp)' is for parameter 'edge': "
        + "expected one of bottom, top, left, right, not 'upp'\n")
  }

  @Test("a cancelled presentation takes the new screen away again")
  func aCancelledPresentation() throws {
    let timeline = try render("c-slide", ["--direction", "present", "--cancel-at", "50%"])
    #expect(timeline.didComplete(0) == false)
    #expect(timeline.codes(0).isEmpty, "\(timeline.codes(0))")
    #expect(frames(timeline, 0).last == .some(nil))
  }

  @Test func theCheckPasses() throws {
    let result = try AnimHostProcess.run(["check", "c-slide"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.hasSuffix(": all passed\n"), "\(result.stdout)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
  }
}
