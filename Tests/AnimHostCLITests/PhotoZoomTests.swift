import AnimHostTestSupport
import Foundation
import Testing

/// `photo-zoom`: the tapped pets thumbnail's picture zooms into the detail's picture and back,
/// for presentations and for pushes.
@Suite struct PhotoZoomTests {
  private func render(_ extra: [String]) throws -> RenderedTimeline {
    let dir = try TestDirectory("photo-zoom")
    let output = dir.file("t.json")
    let result = try AnimHostProcess.run(
      ["render", "photo-zoom", "--scene", "pets", "--fps", "20", "-o", output] + extra)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return try RenderedTimeline(output)
  }

  /// The frame of the unnamed view (the zoom) that shows the picture named `picture`.
  private func zoomFrame(_ tree: [String: Any], picture: String = "Nemo.png") -> [Double]? {
    for node in RenderedTimeline.nodes(in: tree) where node["name"] == nil {
      let children = node["children"] as? [[String: Any]] ?? []
      if children.contains(where: {
        ($0["bitmap"] as? [String: Any])?["name"] as? String == picture
      }) {
        return node["frame"] as? [Double]
      }
    }
    return nil
  }

  @Test(
    "the picture grows from the thumbnail to the detail's picture and shrinks back",
    arguments: [["--kind", "present"], ["--kind", "push"]])
  func zoomsInAndOut(kind: [String]) throws {
    let timeline = try render(kind)
    #expect(timeline.transitions.allSatisfy { $0["didComplete"] as? Bool == true })
    #expect(timeline.diagnostics.isEmpty, "\(timeline.diagnostics)")
    let start = try #require(zoomFrame(timeline.tree(0, 0)))
    let middle = try #require(zoomFrame(timeline.tree(0, 5)))
    #expect(start[2] < 200, "starts the thumbnail's width: \(start)")
    #expect(middle[2] > start[2], "grows: \(middle)")
    #expect(zoomFrame(timeline.tree(0, -1)) == nil, "the copy goes when it ends")
    let back = try #require(zoomFrame(timeline.tree(1, 5)))
    #expect(back[2] < 358 && back[2] > start[2], "shrinking back: \(back)")
    let detail = timeline.node("imageView", transition: 0, frame: -1)
    #expect((detail?["alpha"] as? Double ?? 1) == 1, "the detail's picture shows at the end")
  }

  @Test func theCheckPasses() throws {
    let result = try AnimHostProcess.run(["check", "photo-zoom"])
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
  }

  @Test("the same run gives the same bytes")
  func deterministic() throws {
    let dir = try TestDirectory("photo-zoom-same")
    var outputs: [Data] = []
    for name in ["a.gif", "b.gif"] {
      let result = try AnimHostProcess.run([
        "render", "photo-zoom", "--scene", "pets", "--fps", "10", "--scale", "0.25", "-o",
        dir.file(name),
      ])
      #expect(result.status == 0, "\(result.stderr)")
      outputs.append(try Data(contentsOf: URL(fileURLWithPath: dir.file(name))))
    }
    #expect(outputs[0] == outputs[1])
  }
}
