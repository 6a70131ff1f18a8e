import Foundation
import Rendering
import Testing
import TransitionEngine

@Suite struct TimelineJSONTests {
  private func timeline() throws -> Timeline {
    let request = TransitionRequest(scene: .yellow(size: .phone), fps: 30)
    return try TransitionRunner(animatorID: "cover", request: request).run { _ in
      NoAnimatorDelegate()
    }
  }

  @Test func sameTimelineSameBytes() throws {
    let source = TimelineJSON.Source(pluginID: "p", pluginVersion: "1")
    #expect(
      TimelineJSON.encode(try timeline(), source: source)
        == TimelineJSON.encode(try timeline(), source: source))
  }

  @Test func documentIsVersionedJSONWithEveryFrame() throws {
    let text = TimelineJSON.encode(try timeline(), source: .init(pluginID: "p", pluginVersion: "1"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["format"] as? String == "animhost-timeline")
    #expect(object["version"] as? Int == 1)
    let transitions = try #require(object["transitions"] as? [[String: Any]])
    #expect(transitions.map { $0["direction"] as? String } == ["present", "dismiss"])
    #expect(transitions.map { $0["animator"] as? String } == ["coverVertical", "coverVertical"])
    let frames = try #require(transitions.first?["frames"] as? [[String: Any]])
    #expect(frames.count == 16, "0.5 s at 30 fps, both ends included")
    let tree = try #require(frames.first?["tree"] as? [String: Any])
    #expect(
      Set(tree.keys).isSuperset(of: ["id", "frame", "alpha", "hidden", "color", "z", "children"]))
  }

  /// A copy of a snapshot carries its content without being a snapshot: the JSON keeps the
  /// content (it was left out, so a reader drew nothing there), and only a snapshot names
  /// its source.
  @Test(arguments: [9 as Int?, nil])
  func snapshotContentIsWritten(snapshotOf: Int?) throws {
    var timeline = try timeline()
    let inner = FrameNode(
      id: 50, name: "inner", kind: "view", frame: Rect(x: 0, y: 0, width: 10, height: 10),
      alpha: 1, isHidden: false, color: .white)
    let copy = FrameNode(
      id: 51, name: "snapshot(VCMain.view)", kind: snapshotOf == nil ? "view" : "snapshot",
      frame: Rect(x: 0, y: 0, width: 10, height: 10), alpha: 1, isHidden: false, color: .clear,
      snapshotOf: snapshotOf, content: [inner])
    timeline.segments[0].frames[0].root.children.append(copy)
    let text = TimelineJSON.encode(timeline, source: .init(pluginID: "p", pluginVersion: "1"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let transitions = try #require(object["transitions"] as? [[String: Any]])
    let frames = try #require(transitions.first?["frames"] as? [[String: Any]])
    let tree = try #require(frames.first?["tree"] as? [String: Any])
    let children = try #require(tree["children"] as? [[String: Any]])
    let written = try #require(children.first { $0["id"] as? Int == 51 })
    let content = try #require(written["content"] as? [[String: Any]])
    #expect(content.map { $0["id"] as? Int } == [50])
    #expect((written["snapshotOf"] as? Int) == snapshotOf)
  }

  /// Writing to a sink streams the document in pieces; together they are the encoded bytes.
  @Test func aSinkGetsTheSameBytesInPieces() throws {
    let request = TransitionRequest(scene: .yellow(size: .phone), fps: 240)
    let runner = TransitionRunner(animatorID: "cover", request: request)
    let timeline = try runner.run { _ in NoAnimatorDelegate() }
    let source = TimelineJSON.Source(pluginID: "p", pluginVersion: "1")
    let sink = PieceSink()
    try TimelineJSON.write(timeline, source: source, to: sink)
    #expect(sink.pieces.count > 1)
    #expect(sink.pieces.flatMap { $0 } == Array(TimelineJSON.encode(timeline, source: source).utf8))
  }
}

/// A delegate that vends nothing, so the engine's coverVertical runs.
private final class NoAnimatorDelegate: TransitioningDelegate {
  func animator(
    forPresented presented: ViewControllerNode, presenting: ViewControllerNode,
    source: ViewControllerNode
  )
    -> (any TransitionAnimator)?
  { nil }
  func animator(forDismissed dismissed: ViewControllerNode) -> (any TransitionAnimator)? { nil }
}

/// A sink that keeps each write apart.
private final class PieceSink: ByteSink {
  /// The bytes of each write, in order.
  var pieces: [[UInt8]] = []

  func write(_ bytes: [UInt8]) throws { pieces.append(bytes) }
}
