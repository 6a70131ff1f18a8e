import AnimHostTestSupport
import Foundation
import Testing

/// `swipe-dismiss`: a card dismissed by a scripted finger, through its own pan and screen-edge
/// recognizers and a `UIPercentDrivenInteractiveTransition`.
@Suite struct SwipeDismissCardTests {
  /// Renders with a drag script and reads the timeline back.
  private func render(_ drag: String, _ extra: [String] = []) throws -> RenderedTimeline {
    let dir = try TestDirectory("swipe-dismiss")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(
      ["render", "swipe-dismiss", "--drag", drag, "-o", output] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  @Test(arguments: [
    "pan-down: 0s=0pt, 0.2s=300pt, 0.3s=520pt, release",
    "edge-left: 0s=0pt, 0.25s=260pt, release",
    "pan-down: 0s=0pt, 0.05s=100pt, release",
  ])
  func aSwipePastTheThresholdOrAFlickFinishesTheDismissal(drag: String) throws {
    let timeline = try render(drag)
    #expect(timeline.transitions.count == 2)
    #expect(timeline.didComplete(1) == true)
    let events = timeline.eventNames(1)
    #expect(events.contains("startInteractiveTransition"), "\(events)")
    #expect(events.contains("updateInteractiveTransition"))
    #expect(events.contains("finishInteractiveTransition"))
    #expect(!events.contains("cancelInteractiveTransition"))
    #expect(timeline.codes(1).isEmpty, "\(timeline.codes(1))")
    #expect(timeline.node("VCYellow.view", transition: 1, frame: -1) == nil)
  }

  @Test func theCardFollowsTheFingerWhileItIsDown() throws {
    let timeline = try render("pan-down: 0s=0pt, 0.3s=300pt, 0.4s=500pt, release")
    let start = try #require(timeline.frame("VCYellow.view", transition: 1, frame: 0))
    let middle = try #require(
      timeline.frame("VCYellow.view", transition: 1, frame: RenderedTimeline.index(at: 0.15)))
    let percents = timeline.details("updateInteractiveTransition", 1).compactMap(Double.init)
    #expect(percents.count > 10)
    #expect(percents == percents.sorted())
    // Half of 300 pt after 0.15 s, on a linear curve: the card is about 150 pt down.
    #expect(abs(middle[1] - start[1] - 150) < 8, "\(start) \(middle)")
  }

  @Test(arguments: [
    "pan-down: 0s=0pt, 0.3s=200pt, 0.5s=150pt, release",
    "edge-left: 0s=0pt, 0.2s=60pt, release",
    "pan-down: 0s=0pt, 0.3s=600pt, cancel",
  ])
  func aShortSwipeSpringsBackAndPutsEverythingBack(drag: String) throws {
    let timeline = try render(drag)
    #expect(timeline.didComplete(1) == false)
    let events = timeline.eventNames(1)
    #expect(events.contains("cancelInteractiveTransition"), "\(events)")
    #expect(!events.contains("finishInteractiveTransition"))
    #expect(timeline.codes(1).isEmpty, "\(timeline.codes(1))")
    let before = try #require(timeline.tree(1, 0)["children"])
    let after = try #require(timeline.tree(1, -1)["children"])
    #expect(CancelledTransitionTests.difference(before, after) == nil)
    // UIKit's appearance calls for a cancelled dismissal: the presented screen appears again.
    let appearance = events.filter { $0.hasPrefix("view") }
    #expect(appearance.suffix(2) == ["viewWillAppear", "viewDidAppear"], "\(appearance)")
  }

  @Test func theSameDragGivesTheSameBytes() throws {
    let dir = try TestDirectory("swipe-dismiss-same")
    var outputs: [Data] = []
    for name in ["a.gif", "b.gif"] {
      let result = try AnimHostProcess.run([
        "render", "swipe-dismiss", "--drag", "edge-left: 0s=0pt, 0.2s=120pt, 0.3s=90pt, release",
        "--scale", "0.5", "-o", dir.file(name),
      ])
      #expect(result.status == 0, "\(result.stderr)")
      outputs.append(try Data(contentsOf: URL(fileURLWithPath: dir.file(name))))
    }
    #expect(outputs[0] == outputs[1])
  }

  @Test func aDragNoRecognizerTakesIsAnErrorNamingTheAnimator() throws {
    let dir = try TestDirectory("swipe-dismiss-none")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run([
      "render", "grow", "--drag", "pan-down: 0s=0pt, 0.2s=100pt, release", "-o", output,
    ])
    #expect(result.status != 0)
    #expect(result.stderr.hasPrefix("animhost: error: "), "\(result.stderr)")
    #expect(result.stderr.contains("'grow'"), "\(result.stderr)")
    #expect(result.stderr.contains("--interactive"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
