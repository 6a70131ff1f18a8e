import Testing
import TransitionEngine

@Suite struct PercentDrivenInteractionTests {
  /// A started percent driver over a slide animator, with the view's x and the engine.
  final class Rig {
    let engine = Engine(screen: .phone, seed: 1)
    let animator: SlideAnimator
    let context: TransitionContext
    let driver: PercentDrivenInteraction

    init(interruptible: Bool, wantsInteractiveStart: Bool = true, speed: Double = 1) {
      animator = SlideAnimator(interruptible: interruptible)
      context = ContextFixture.make(engine)
      context.isInteractive = wantsInteractiveStart
      driver = PercentDrivenInteraction(animator: animator)
      driver.wantsInteractiveStart = wantsInteractiveStart
      driver.completionSpeed = speed
      driver.completionCurve = .linear
      driver.startInteractiveTransition(context: context)
    }

    var x: Double { context.presented.view.presentationValue(.position, at: engine.now)[0] }
    func advance(_ seconds: Double) { engine.advance(to: engine.now + seconds) }
  }

  @Test(
    "without an interruptible animator the driver scrubs the transition's layers",
    arguments: [0.2, 0.5, 0.9])
  func layerMode(percent: Double) {
    let rig = Rig(interruptible: false)
    #expect(rig.context.transitionClock != nil)
    #expect(rig.driver.drive(.update(percent)))
    rig.advance(1)
    #expect(abs(rig.x - (50 + 100 * percent)) < 1e-9)
    #expect(rig.driver.percentComplete == percent)
    #expect(rig.context.completion == nil)
  }

  @Test(
    "an interruptible animator is paused at the start and scrubbed by fractionComplete",
    arguments: [0.2, 0.5, 0.9])
  func animatorMode(percent: Double) throws {
    let rig = Rig(interruptible: true)
    let animator = try #require(rig.animator.propertyAnimator)
    #expect(rig.context.transitionClock == nil)
    #expect(animator.state == .active)
    #expect(!animator.isRunning)
    rig.advance(0.5)
    #expect(rig.x == 50)
    rig.driver.drive(.update(percent))
    #expect(rig.engine.fractionComplete(of: animator) == percent)
    #expect(abs(rig.x - (50 + 100 * percent)) < 1e-9)
  }

  /// The mode, the ending, the speed, and how long the rest takes after it.
  struct Ending: Sendable, CustomTestStringConvertible {
    var interruptible: Bool
    var cancels: Bool
    var speed: Double
    var after: Double
    var testDescription: String {
      "\(interruptible ? "animator" : "layers"): \(cancels ? "cancel" : "finish") at 0.4, "
        + "completionSpeed \(speed)"
    }
  }

  static let endings = [false, true].flatMap { interruptible in
    [
      Ending(interruptible: interruptible, cancels: false, speed: 1, after: 0.6),
      Ending(interruptible: interruptible, cancels: false, speed: 2, after: 0.3),
      Ending(interruptible: interruptible, cancels: true, speed: 1, after: 0.4),
      Ending(interruptible: interruptible, cancels: true, speed: 0.5, after: 0.8),
    ]
  }

  @Test(
    "finish() plays to the end and cancel() back to the start at completionSpeed",
    arguments: endings)
  func finishOrCancel(ending: Ending) throws {
    let rig = Rig(interruptible: ending.interruptible, speed: ending.speed)
    rig.advance(0.2)
    rig.driver.drive(.update(0.4))
    rig.advance(0.3)
    let ended = rig.engine.now
    rig.driver.drive(ending.cancels ? .cancel : .finish)
    rig.advance(2)
    let completedAt = try #require(rig.context.completedAt)
    #expect(abs(completedAt - ended - ending.after) < 1e-9)
    #expect(rig.context.completion == !ending.cancels)
    #expect(rig.context.transitionWasCancelled == ending.cancels)
    if ending.interruptible {
      #expect(rig.animator.positions == [ending.cancels ? .start : .end])
    }
    let names = rig.engine.events.map(\.name)
    #expect(
      names == [
        "updateInteractiveTransition",
        ending.cancels ? "cancelInteractiveTransition" : "finishInteractiveTransition",
        "completeTransition",
      ])
  }

  @Test(
    "with wantsInteractiveStart false the transition runs until the interaction pauses it",
    arguments: [false, true])
  func nonInteractiveStart(interruptible: Bool) {
    let rig = Rig(interruptible: interruptible, wantsInteractiveStart: false)
    rig.advance(0.25)
    #expect(abs(rig.x - 75) < 1e-9)
    rig.driver.drive(.pause)
    #expect(rig.context.isInteractive)
    rig.advance(0.5)
    #expect(abs(rig.x - 75) < 1e-9)
    #expect(rig.context.completion == nil)
  }

  @Test("a percent driver's update calls through to the context's updateInteractiveTransition")
  func callsThrough() {
    let rig = Rig(interruptible: true)
    rig.driver.update(0.25)
    #expect(rig.context.percentComplete == 0.25)
    #expect(rig.engine.events.map(\.detail) == ["0.25"])
  }
}
