import AnimHostTestSupport
import Foundation
import Testing

/// UIViewPropertyAnimator as a Swift plugin uses it through AnimatorKit: blocks added while
/// inactive run when it starts, runningPropertyAnimator starts at once, stopAnimation(false)
/// then finishAnimation(at: .start) puts the start values back and reports `.start`.
@Suite struct PropertyAnimatorPluginTests {
  static let source = SwiftCheckFixtures.plugin(
    id: "pa-fixture",
    animator: """
      final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?)
          -> TimeInterval { 1 }

        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
          guard let to = ctx.view(forKey: .to) else { return ctx.completeTransition(false) }
          ctx.containerView.addSubview(to)
          let note = UILabel(frame: CGRect(x: 0, y: 300, width: 300, height: 20))
          note.text = "log:"
          to.addSubview(note)
          func log(_ text: String) { note.text = (note.text ?? "") + " " + text }
          let slider = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
          slider.alpha = 1
          to.insertSubview(slider, belowSubview: note)
          let fader = UIViewPropertyAnimator(duration: 1, curve: .linear)
          fader.addAnimations { to.alpha = 0.2 }
          let state = fader.state == .inactive ? "inactive" : "active"
          log(state)
          fader.addCompletion { position in
            log(position == .end ? "fader end" : "fader other")
            ctx.completeTransition(true)
          }
          fader.startAnimation()
          let mover = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0, options: [.curveLinear],
            animations: { slider.frame.origin.x = 100 },
            completion: { position in log(position == .start ? "mover start" : "mover other") })
          mover.pauseAnimation()
          mover.fractionComplete = 0.5
          mover.stopAnimation(false)
          mover.finishAnimation(at: .start)
        }
      }
      """)

  @Test func theSDKsPropertyAnimatorFollowsUIKit() throws {
    let directory = try TestDirectory("pa-fixture")
    try SwiftCheckFixtures.build(source: Self.source, in: directory)
    let output = directory.file("t.json")
    let result = try AnimHostProcess.run([
      "render", "pa-fixture", "--plugin-dir", directory.path, "--direction", "present",
      "--fps", "20", "-o", output,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let timeline = try RenderedTimeline(output)
    #expect(timeline.didComplete(0) == true)
    #expect(timeline.codes(0).isEmpty, "\(timeline.codes(0))")
    let texts = RenderedTimeline.nodes(in: timeline.tree(0, -1)).compactMap {
      $0["text"] as? String
    }
    let logged = try #require(texts.first { $0.hasPrefix("log:") })
    #expect(logged == "log: inactive mover start fader end", "\(logged)")
    let screen = try #require(timeline.node("VCYellow.view", transition: 0, frame: 10))
    #expect(abs((screen["alpha"] as? Double ?? 0) - 0.6) < 0.01, "linear fade halfway")
    let slider = (screen["children"] as? [[String: Any]])?.dropLast().last?["frame"] as? [Double]
    #expect(slider?.first == 0, "finishAnimation(at: .start) put x back: \(slider ?? [])")
  }
}
