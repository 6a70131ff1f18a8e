import AnimHostTestSupport
import Foundation
import Testing

/// A layer's own media timing from a Swift plugin: a layer at speed 2 runs a one-second
/// animation in half a second, and convertTime reads its local time.
@Suite struct LayerMediaTimingPluginTests {
  static let source = SwiftCheckFixtures.plugin(
    id: "timing-fixture",
    animator: """
      final class Animator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
        var ctx: (any UIViewControllerContextTransitioning)?
        func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?)
          -> TimeInterval { 1 }

        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
          guard let to = ctx.view(forKey: .to) else { return ctx.completeTransition(false) }
          self.ctx = ctx
          ctx.containerView.addSubview(to)
          to.layer.speed = 2
          to.layer.timeOffset = 3
          let label = UILabel(frame: CGRect(x: 0, y: 300, width: 390, height: 40))
          label.text = "speed \\(to.layer.speed) local \\(to.layer.convertTime(0, from: nil)) "
            + "back \\(to.layer.convertTime(3, to: nil))"
          to.addSubview(label)
          let fade = CABasicAnimation(keyPath: "opacity")
          fade.fromValue = 0
          fade.toValue = 1
          fade.duration = 1
          fade.delegate = self
          to.layer.add(fade, forKey: "fade")
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
          ctx?.completeTransition(true)
        }
      }
      """)

  @Test("a layer at speed 2 runs its animation in half the time; convertTime reads its time")
  func aFastLayerFinishesEarly() throws {
    let directory = try TestDirectory("timing-fixture")
    try SwiftCheckFixtures.build(source: Self.source, in: directory)
    let output = directory.file("t.json")
    let result = try AnimHostProcess.run([
      "render", "timing-fixture", "--plugin-dir", directory.path, "--direction", "present",
      "--fps", "20", "-o", output,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let timeline = try RenderedTimeline(output)
    #expect(timeline.codes(0).isEmpty, "\(timeline.codes(0))")
    let completed = timeline.transitions[0]["completedAt"] as? Double ?? 0
    #expect(abs(completed - 0.5) < 0.06, "\(completed)")
    let texts = RenderedTimeline.nodes(in: timeline.tree(0, 0)).compactMap { $0["text"] as? String }
    #expect(texts.contains("speed 2.0 local 3.0 back 0.0"), "\(texts)")
    let screen = try #require(timeline.node("VCYellow.view", transition: 0, frame: 5))
    #expect(abs((screen["alpha"] as? Double ?? 0) - 0.5) < 0.01, "0.25 s is half way")
  }
}
