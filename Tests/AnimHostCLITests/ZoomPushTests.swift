import AnimHostTestSupport
import Foundation
import Testing

/// `zoom-push`: a navigation-only animator (UINavigationControllerDelegate) that zooms the
/// detail screen out of the tapped cell of the `pets` grid and back.
@Suite struct ZoomPushTests {
  private func render(_ extra: [String]) throws -> RenderedTimeline {
    let dir = try TestDirectory("zoom-push")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(
      ["render", "zoom-push", "--kind", "push", "--scene", "pets", "--fps", "20", "-o", output]
        + extra)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  /// The detail screen's horizontal scale in a frame of a transition.
  private func scale(_ timeline: RenderedTimeline, _ transition: Int, _ frame: Int) -> Double? {
    let detail = timeline.node(
      "AnimalDetailViewController.view", transition: transition, frame: frame)
    guard let detail else { return nil }
    return (detail["transform"] as? [Double])?[0] ?? 1
  }

  @Test("the push grows the detail out of the cell; the pop shrinks it back in and removes it")
  func pushGrowsPopShrinks() throws {
    let timeline = try render([])
    #expect(timeline.transitions.map { $0["direction"] as? String } == ["push", "pop"])
    let start = try #require(scale(timeline, 0, 0))
    #expect(start < 0.5, "starts the size of a cell (a half-width column): \(start)")
    #expect(scale(timeline, 0, -1) == 1)
    let popping = try #require(scale(timeline, 1, 6))
    #expect(popping < 0.9, "shrinking: \(popping)")
    #expect(timeline.node("AnimalDetailViewController.view", transition: 1, frame: -1) == nil)
    #expect(timeline.codes(0).isEmpty && timeline.codes(1).isEmpty)
  }

  @Test(
    "a swipe from the left edge pops interactively: past a third it finishes, else it cancels",
    arguments: [("200pt", true), ("60pt", false)])
  func swipeBack(distance: String, completes: Bool) throws {
    let timeline = try render(["--drag", "edge-left: 0s=0pt, 0.3s=\(distance), release"])
    #expect(timeline.transitions.map { $0["direction"] as? String } == ["push", "pop"])
    #expect(timeline.transitions[1]["didComplete"] as? Bool == completes)
    let names = (timeline.transitions[1]["events"] as? [[String: Any]] ?? []).compactMap {
      $0["name"] as? String
    }
    #expect(names.contains("startInteractiveTransition"), "\(names)")
    #expect(
      names.contains(completes ? "finishInteractiveTransition" : "cancelInteractiveTransition"))
    #expect(names.last == "didMove(toParent:)", "\(names)")
    let detail = timeline.node("AnimalDetailViewController.view", transition: 1, frame: -1)
    #expect((detail == nil) == completes, "the detail stays only when the pop is cancelled")
    #expect(timeline.codes(1).isEmpty, "\(timeline.codes(1))")
  }

  @Test("--direction pop-to-root pops the detail back to the categories at the root")
  func popToRoot() throws {
    let timeline = try render(["--direction", "pop-to-root"])
    #expect(timeline.transitions.map { $0["direction"] as? String } == ["pop"])
    #expect(timeline.node("CategoriesViewController.view", transition: 0, frame: -1) != nil)
    #expect(timeline.node("AnimalsViewController.view", transition: 0, frame: -1) == nil)
    let title = timeline.node("navigationTitle", transition: 0, frame: -1)?["text"] as? String
    #expect(title == "Categories")
  }

  @Test("a modal run of a navigation-only animator is a usage error naming --kind push")
  func modalRunIsRefused() throws {
    let dir = try TestDirectory("zoom-push-modal")
    let result = try AnimHostProcess.run(["render", "zoom-push", "-o", dir.file("t.json")])
    #expect(result.status == 64)
    #expect(result.stderr.contains("add '--kind push'"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.file("t.json")), "no partial output")
  }

  @Test("the check runs its pushes and pops and passes")
  func theCheckPasses() throws {
    let result = try AnimHostProcess.run(["check", "zoom-push"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("push/both/fullScreen/phone"), "\(result.stdout)")
    #expect(result.stdout.contains("all passed"), "\(result.stdout)")
  }

  @Test("the same push gives the same bytes")
  func deterministic() throws {
    let dir = try TestDirectory("zoom-push-same")
    var outputs: [Data] = []
    for name in ["a.png", "b.png"] {
      let result = try AnimHostProcess.run([
        "render", "zoom-push", "--kind", "push", "--scene", "pets", "--at", "0.2", "--scale",
        "0.5", "-o", dir.file(name),
      ])
      #expect(result.status == 0, "\(result.stderr)")
      outputs.append(try Data(contentsOf: URL(fileURLWithPath: dir.file(name))))
    }
    #expect(outputs[0] == outputs[1])
  }
}
