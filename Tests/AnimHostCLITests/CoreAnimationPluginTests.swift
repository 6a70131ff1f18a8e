import AnimHostTestSupport
import Foundation
import Testing

/// A Swift plugin using Core Animation the way iOS code does (keyframes along values, a group,
/// a spring, a CATransaction with a completion block), rendered end to end: what AnimatorKit
/// encodes is what the host shows.
@Suite struct CoreAnimationPluginTests {
  static let source = SwiftCheckFixtures.plugin(
    id: "ca-fixture",
    animator: """
      final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?)
          -> TimeInterval { 1 }

        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
          guard let to = ctx.view(forKey: .to) else { return ctx.completeTransition(false) }
          ctx.containerView.addSubview(to)
          let dot = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
          to.addSubview(dot)
          CATransaction.begin()
          CATransaction.setAnimationDuration(1)
          CATransaction.setCompletionBlock { ctx.completeTransition(true) }
          let move = CAKeyframeAnimation(keyPath: "position")
          move.values = [NSValue(cgPoint: CGPoint(x: 10, y: 10)), CGPoint(x: 110, y: 10),
            CGPoint(x: 110, y: 210)]
          move.keyTimes = [0, 0.5, 1]
          dot.layer.add(move, forKey: "move")
          let fade = CABasicAnimation(keyPath: "opacity")
          fade.fromValue = 0
          fade.toValue = 1
          let round = CABasicAnimation(keyPath: "cornerRadius")
          round.fromValue = 0
          round.toValue = 10
          let group = CAAnimationGroup()
          group.animations = [fade, round]
          group.duration = 0.5
          to.layer.add(group, forKey: "appear")
          let spring = CASpringAnimation(keyPath: "transform.scale")
          spring.fromValue = 0.5
          spring.toValue = 1
          spring.damping = 8
          spring.duration = 0.8
          to.layer.add(spring, forKey: "spring")
          CATransaction.commit()
        }
      }
      """)

  @Test func keyframesGroupsSpringsAndATransactionCompletionReachTheScreen() throws {
    let directory = try TestDirectory("ca-fixture")
    try SwiftCheckFixtures.build(source: Self.source, in: directory)
    let output = directory.file("t.json")
    let result = try AnimHostProcess.run([
      "render", "ca-fixture", "--plugin-dir", directory.path, "--direction", "present",
      "--fps", "20", "-o", output,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let timeline = try RenderedTimeline(output)
    #expect(timeline.codes(0).isEmpty, "\(timeline.codes(0))")
    #expect(timeline.didComplete(0) == true)
    // Frames at 20 fps: 0.25 s is frame 5, 0.75 s frame 15.
    func dot(_ frame: Int) -> [Double]? {
      let screen = timeline.node("VCYellow.view", transition: 0, frame: frame)
      let child = (screen?["children"] as? [[String: Any]])?.last
      return child?["frame"] as? [Double]
    }
    let quarter = try #require(dot(5))
    let threeQuarters = try #require(dot(15))
    #expect(abs(quarter[0] + 10 - 60) < 0.5, "halfway to (110, 10): \(quarter)")
    #expect(abs(threeQuarters[1] + 10 - 110) < 0.5, "halfway down to (110, 210): \(threeQuarters)")
    let screen = try #require(timeline.node("VCYellow.view", transition: 0, frame: 5))
    #expect(abs((screen["alpha"] as? Double ?? 0) - 0.5) < 0.01, "the group's fade halfway")
    let completed = timeline.transitions[0]["completedAt"] as? Double ?? 0
    #expect(abs(completed - 1) < 0.06, "the transaction completes with its last animation")
  }

  static let flipSource = SwiftCheckFixtures.plugin(
    id: "flip-fixture",
    animator: """
      final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using ctx: (any UIViewControllerContextTransitioning)?)
          -> TimeInterval { 1 }

        func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
          guard let to = ctx.view(forKey: .to) else { return ctx.completeTransition(false) }
          let container = ctx.containerView
          UIView.transition(
            with: container, duration: 1, options: [.transitionFlipFromLeft],
            animations: { container.addSubview(to) },
            completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
        }
      }
      """)

  @Test func aFlipTransitionTurnsTheContainerOverThenCompletes() throws {
    let directory = try TestDirectory("flip-fixture")
    try SwiftCheckFixtures.build(source: Self.flipSource, in: directory)
    let output = directory.file("t.json")
    let result = try AnimHostProcess.run([
      "render", "flip-fixture", "--plugin-dir", directory.path, "--direction", "present",
      "--fps", "20", "-o", output,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let timeline = try RenderedTimeline(output)
    #expect(timeline.codes(0).isEmpty, "\(timeline.codes(0))")
    #expect(timeline.didComplete(0) == true)
    let kinds = { (frame: Int) in
      RenderedTimeline.nodes(in: timeline.tree(0, frame)).compactMap { $0["kind"] as? String }
    }
    #expect(kinds(5).contains("snapshot"), "the old content turns away: \(kinds(5))")
    #expect(!kinds(-1).contains("snapshot"), "and is gone at the end")
    #expect(timeline.node("VCYellow.view", transition: 0, frame: -1) != nil)
  }
}
