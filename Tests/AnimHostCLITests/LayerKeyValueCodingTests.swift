import AnimHostTestSupport
import Foundation
import Testing

/// Key-value coding on layers and animations from a Swift plugin, as iOS code uses it: a
/// transform function set by key path, a component of a point, the plugin's own keys kept on a
/// layer and on an animation, and a key path set inside UIView.animate animating.
@Suite struct LayerKeyValueCodingTests {
  static let source = SwiftCheckFixtures.plugin(
    id: "kvc-fixture",
    animator: """
      final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?)
          -> TimeInterval { 1 }

        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
          guard let to = ctx.view(forKey: .to) else { return ctx.completeTransition(false) }
          ctx.containerView.addSubview(to)
          let box = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 50))
          to.addSubview(box)
          box.layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
          box.layer.setValue(200, forKeyPath: "position.x")
          box.layer.setValue("hello", forKey: "tag")
          let fade = CABasicAnimation(keyPath: "opacity")
          fade.setValue("fade", forKey: "name")
          let angle = (box.layer.value(forKeyPath: "transform.rotation.z") as? NSNumber)?
            .doubleValue ?? -1
          let x = (box.layer.value(forKeyPath: "position.x") as? NSNumber)?.doubleValue ?? -1
          let size = (box.layer.value(forKeyPath: "bounds.size") as? NSValue)?.cgSizeValue
          let tag = box.layer.value(forKey: "tag") as? String ?? "none"
          let name = fade.value(forKey: "name") as? String ?? "none"
          let label = UILabel(frame: CGRect(x: 0, y: 300, width: 390, height: 40))
          label.text = "\\((angle * 1000).rounded() / 1000) \\(x) "
            + "\\(size.map { "\\($0.width)x\\($0.height)" } ?? "none") \\(tag) \\(name)"
          to.addSubview(label)
          UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            box.layer.setValue(0, forKeyPath: "opacity")
          }, completion: { _ in ctx.completeTransition(true) })
        }
      }
      """)

  @Test func keyPathsSetAndReadLayerPropertiesAndOtherKeysAreKept() throws {
    let directory = try TestDirectory("kvc-fixture")
    try SwiftCheckFixtures.build(source: Self.source, in: directory)
    let output = directory.file("t.json")
    let result = try AnimHostProcess.run([
      "render", "kvc-fixture", "--plugin-dir", directory.path, "--direction", "present",
      "--fps", "10", "-o", output,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let timeline = try RenderedTimeline(output)
    #expect(timeline.codes(0).isEmpty, "\(timeline.codes(0))")
    #expect(timeline.didComplete(0) == true)
    let nodes = RenderedTimeline.nodes(in: timeline.tree(0, 0))
    let texts = nodes.compactMap { $0["text"] as? String }
    #expect(texts.contains("1.571 200.0 100.0x50.0 hello fade"), "\(texts)")
    let box = try #require(
      nodes.first { ($0["frame"] as? [Double])?.count == 4 && $0["transform"] != nil })
    let m = try #require(box["transform"] as? [Double])
    #expect(abs(m[0]) < 1e-9 && abs(m[1] - 1) < 1e-9, "a quarter turn about z: \(m)")
    let halfway = RenderedTimeline.nodes(in: timeline.tree(0, 5)).first { $0["transform"] != nil }
    let alpha = try #require(halfway?["alpha"] as? Double)
    #expect(abs(alpha - 0.5) < 0.01, "the key path set in UIView.animate animates: \(alpha)")
  }
}
