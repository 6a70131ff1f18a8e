import AnimHostTestSupport
import Foundation
import Testing

/// `page-curl`: `UIView.transition(with:…)` with `.transitionCurlUp` to present and
/// `.transitionCurlDown` to dismiss, drawn as a page curl.
@Suite struct PageCurlTests {
  private func render(_ extra: [String]) throws -> RenderedTimeline {
    let dir = try TestDirectory("page-curl")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(
      ["render", "page-curl", "--fps", "20", "-o", output] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  /// The curl progress of the curling page in each frame (nil when none curls).
  private func progresses(_ timeline: RenderedTimeline, _ transition: Int) -> [Double?] {
    timeline.trees(transition).map { tree in
      let page = RenderedTimeline.nodes(in: tree).first { $0["curl"] != nil }
      return (page?["curl"] as? [String: Any])?["progress"] as? Double
    }
  }

  @Test(
    "presenting curls the old screen up and away; dismissing lays it back down",
    arguments: [("present", true), ("dismiss", false)])
  func theCurlRunsOneWayThenTheOther(direction: String, rising: Bool) throws {
    let timeline = try render(["--direction", direction])
    #expect(timeline.didComplete(0) == true)
    #expect(timeline.codes(0).isEmpty, "\(timeline.codes(0))")
    let curling = progresses(timeline, 0).dropLast().compactMap { $0 }
    #expect(curling.count >= 10, "the page curls in every frame of the transition")
    #expect(curling == (rising ? curling.sorted() : curling.sorted(by: >)), "\(curling)")
    #expect(progresses(timeline, 0).last == .some(nil), "the page is gone at the end")
  }

  @Test("the curl is drawn as a warped page: the middle frame differs from both ends")
  func theCurlIsDrawn() throws {
    let dir = try TestDirectory("page-curl-png")
    var images: [Data] = []
    for at in ["0", "0.4", "0.8"] {
      let file = dir.file("f\(at).png")
      let result = try AnimHostProcess.run([
        "render", "page-curl", "--direction", "present", "--at", at, "--scale", "0.25", "-o", file,
      ])
      #expect(result.status == 0, "\(result.stderr)")
      images.append(try Data(contentsOf: URL(fileURLWithPath: file)))
    }
    #expect(images[1] != images[0] && images[1] != images[2])
  }

  @Test func theCheckPasses() throws {
    let result = try AnimHostProcess.run(["check", "page-curl"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("all passed"), "\(result.stdout)")
  }
}
