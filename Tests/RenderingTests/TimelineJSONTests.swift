import Foundation
import Rendering
import Testing
import TransitionEngine

@Suite struct TimelineJSONTests {
  private func timeline() throws -> Timeline {
    let request = TransitionRequest(scene: .yellow(size: .phone), fps: 30)
    return try TransitionRunner(animatorID: "cover", request: request).run { _ in NoAnimatorDelegate() }
  }

  @Test func sameTimelineSameBytes() throws {
    let source = TimelineJSON.Source(pluginID: "p", pluginVersion: "1")
    #expect(TimelineJSON.encode(try timeline(), source: source) == TimelineJSON.encode(try timeline(), source: source))
  }

  @Test func documentIsVersionedJSONWithEveryFrame() throws {
    let text = TimelineJSON.encode(try timeline(), source: .init(pluginID: "p", pluginVersion: "1"))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["format"] as? String == "animhost-timeline")
    #expect(object["version"] as? Int == 1)
    let transitions = try #require(object["transitions"] as? [[String: Any]])
    #expect(transitions.map { $0["direction"] as? String } == ["present", "dismiss"])
    #expect(transitions.map { $0["animator"] as? String } == ["coverVertical", "coverVertical"])
    let frames = try #require(transitions.first?["frames"] as? [[String: Any]])
    #expect(frames.count == 16, "0.5 s at 30 fps, both ends included")
    let tree = try #require(frames.first?["tree"] as? [String: Any])
    #expect(Set(tree.keys).isSuperset(of: ["id", "frame", "alpha", "hidden", "color", "z", "children"]))
  }

  @Test(arguments: [(0.0, "0"), (-0.0, "0"), (1.5, "1.5"), (0.123456, "0.1235"), (390, "390"), (-2.00001, "-2"), (Double.nan, "0")])
  func numbersAreRoundedToFourDecimals(value: Double, text: String) {
    #expect(JSONWriter.format(value) == text)
  }

  @Test func stringsAreEscaped() {
    var writer = JSONWriter()
    writer.string("a\"b\\c\n\u{1B}")
    #expect(writer.text == #""a\"b\\c\n\u001b""#)
  }
}

/// A delegate that vends nothing, so the engine's coverVertical runs.
private final class NoAnimatorDelegate: TransitioningDelegate {
  func animator(forPresented presented: ViewControllerNode, presenting: ViewControllerNode, source: ViewControllerNode)
    -> (any TransitionAnimator)?
  { nil }
  func animator(forDismissed dismissed: ViewControllerNode) -> (any TransitionAnimator)? { nil }
}
