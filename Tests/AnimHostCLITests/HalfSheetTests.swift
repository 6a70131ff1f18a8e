import AnimHostTestSupport
import Foundation
import Testing

/// `half-sheet`: a custom `UIPresentationController` lays the sheet out in the bottom half with
/// a dimming view animated alongside through the transition coordinator; a scripted tap on the
/// dimming view dismisses it.
@Suite struct HalfSheetTests {
  private func render(_ extra: [String]) throws -> RenderedTimeline {
    let dir = try TestDirectory("half-sheet")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(
      ["render", "half-sheet", "--fps", "20", "-o", output] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  /// The dimming view (the container's first subview) in a frame.
  private func dimming(_ timeline: RenderedTimeline, _ transition: Int, _ frame: Int)
    -> [String: Any]?
  {
    let container = RenderedTimeline.nodes(in: timeline.tree(transition, frame)).first {
      $0["kind"] as? String == "container"
    }
    return (container?["children"] as? [[String: Any]])?.first
  }

  @Test("the controller's callbacks come in UIKit's order around the animator's")
  func callbacksInOrder() throws {
    let timeline = try render(["--direction", "both"])
    #expect(
      timeline.eventNames(0) == [
        "viewWillAppear", "presentationTransitionWillBegin", "containerViewWillLayoutSubviews",
        "containerViewDidLayoutSubviews", "animateTransition", "completeTransition",
        "presentationTransitionDidEnd", "viewDidAppear",
      ])
    #expect(
      timeline.eventNames(1) == [
        "viewWillDisappear", "dismissalTransitionWillBegin", "animateTransition",
        "completeTransition", "dismissalTransitionDidEnd", "viewDidDisappear",
      ])
    #expect(timeline.codes(0).isEmpty && timeline.codes(1).isEmpty)
  }

  @Test("the sheet ends in the bottom half over a dimming view that fades in alongside")
  func theSheetAndItsDimming() throws {
    let timeline = try render(["--direction", "present"])
    let sheet = try #require(timeline.node("VCYellow.view", transition: 0, frame: -1))
    #expect(sheet["frame"] as? [Double] == [0, 422, 390, 422])
    #expect(sheet["cornerRadius"] as? Double == 16)
    let alphas = (0..<timeline.trees(0).count).compactMap {
      dimming(timeline, 0, $0)?["alpha"] as? Double
    }
    #expect(alphas.first == 0 && alphas.last == 1, "\(alphas)")
    #expect(alphas == alphas.sorted(), "fades in: \(alphas)")
  }

  @Test("a tap on the dimming view dismisses the sheet and the dimming goes with it")
  func aTapDismisses() throws {
    let timeline = try render(["--drag", "tap@40,100: 0.1s, release"])
    #expect(timeline.transitions.count == 1 || timeline.didComplete(1) == true)
    let dismissal = timeline.transitions.count - 1
    #expect(timeline.eventNames(dismissal).first == "gestureEnded")
    #expect(timeline.didComplete(dismissal) == true)
    #expect(timeline.node("VCYellow.view", transition: dismissal, frame: -1) == nil)
    #expect(dimming(timeline, dismissal, -1) == nil, "the container went")
  }

  @Test("a cancelled presentation removes the dimming view and restores the screen")
  func aCancelledPresentation() throws {
    let timeline = try render(["--direction", "present", "--cancel-at", "50%"])
    #expect(timeline.didComplete(0) == false)
    #expect(timeline.codes(0).isEmpty, "\(timeline.codes(0))")
    #expect(timeline.eventNames(0).contains("presentationTransitionDidEnd"))
  }

  @Test func theCheckPasses() throws {
    let result = try AnimHostProcess.run(["check", "half-sheet"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("all passed"), "\(result.stdout)")
  }

  @Test("the same run gives the same bytes")
  func deterministic() throws {
    let dir = try TestDirectory("half-sheet-same")
    var outputs: [Data] = []
    for name in ["a.gif", "b.gif"] {
      let result = try AnimHostProcess.run(
        ["render", "half-sheet", "--drag", "tap@40,100: 0.1s, release"] + [
          "--fps", "10", "--scale", "0.25", "-o", dir.file(name),
        ])
      #expect(result.status == 0, "\(result.stderr)")
      outputs.append(try Data(contentsOf: URL(fileURLWithPath: dir.file(name))))
    }
    #expect(outputs[0] == outputs[1])
    #expect(outputs[0].count > 100)
  }
}
