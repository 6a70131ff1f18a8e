import Foundation
import Rendering
import Testing
import TransitionEngine

/// Every layer property the engine models appears in the JSON timeline when it is set.
@Suite struct TimelineJSONLayerTests {
  /// Presents by setting every layer property on the presented view, plus a shape layer mask
  /// and an emitter child, then completes at once.
  private final class LayeredAnimator: TransitionAnimator, TransitioningDelegate {
    let name = "layered"
    func transitionDuration(context: TransitionContext) -> Double { 0.1 }
    func animationEnded(completed: Bool) {}
    func animator(
      forPresented presented: ViewControllerNode, presenting: ViewControllerNode,
      source: ViewControllerNode
    )
      -> (any TransitionAnimator)?
    { self }
    func animator(forDismissed dismissed: ViewControllerNode) -> (any TransitionAnimator)? { nil }

    func animateTransition(context: TransitionContext) {
      let engine = context.engine
      let view = context.presented.view
      context.containerView.add(view)
      engine.set(.transform, of: view, to: Transform3D.rotation(0.5, 0, 1, 0).m)
      engine.set(.anchorPoint, of: view, to: PropertyValue(0, 0.5))
      engine.set(.zPosition, of: view, to: PropertyValue(scalar: 2))
      engine.set(.cornerRadius, of: view, to: PropertyValue(scalar: 12))
      view.masksToBounds = true
      engine.set(.borderWidth, of: view, to: PropertyValue(scalar: 3))
      engine.set(.shadowOpacity, of: view, to: PropertyValue(scalar: 0.5))
      let mask = engine.makeView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      mask.shape = ShapeStyle(path: .heart(in: Rect(x: 0, y: 0, width: 100, height: 100)))
      view.setMask(mask)
      let emitter = engine.makeView(frame: .zero)
      var configuration = EmitterConfiguration()
      var cell = EmitterCell()
      cell.birthRate = 100
      cell.shape = .star
      configuration.cells = [cell]
      emitter.emitter = ParticleEmitter(configuration: configuration, time: engine.now, seed: 7)
      view.add(emitter)
      engine.beginTransaction(AnimationParameters(duration: 0.1))
      engine.set(.alpha, of: view, to: PropertyValue(scalar: 0.9))
      engine.commitTransaction { _ in _ = context.completeTransition(true) }
    }
  }

  @Test func layerFieldsAreWritten() throws {
    let request = TransitionRequest(scene: .yellow(size: .phone), fps: 30, direction: .present)
    let delegate = LayeredAnimator()
    let timeline = try TransitionRunner(animatorID: "layered", request: request).run { _ in delegate
    }
    let text = TimelineJSON.encode(timeline, source: .init(pluginID: "p", pluginVersion: "1"))
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let transitions = try #require(root["transitions"] as? [[String: Any]])
    let frames = try #require(transitions.first?["frames"] as? [[String: Any]])
    let tree = try #require(frames.last?["tree"] as? [String: Any])
    let view = try #require(Self.find("VCYellow.view", in: tree))
    for key in [
      "transform", "anchorPoint", "zPosition", "cornerRadius", "masksToBounds", "border", "shadow",
      "mask",
    ] {
      #expect(view[key] != nil, "missing \(key)")
    }
    let mask = try #require(view["mask"] as? [String: Any])
    let shape = try #require(mask["shape"] as? [String: Any])
    #expect((shape["path"] as? String)?.hasPrefix("M") == true)
    let emitter = try #require(
      (view["children"] as? [[String: Any]])?.first { $0["kind"] as? String == "emitter" })
    let particles = try #require(emitter["particles"] as? [String: Any])
    #expect((particles["live"] as? [Any])?.isEmpty == false)
    #expect((particles["cellPaths"] as? [String])?.count == 1)
  }

  private static func find(_ name: String, in node: [String: Any]) -> [String: Any]? {
    if node["name"] as? String == name { return node }
    for child in node["children"] as? [[String: Any]] ?? [] {
      if let found = find(name, in: child) { return found }
    }
    return nil
  }
}
