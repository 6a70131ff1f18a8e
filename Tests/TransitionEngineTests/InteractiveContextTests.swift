import Testing
import TransitionEngine

@Suite struct InteractiveContextTests {
  /// A transition context whose presented view moves from x 50 to x 150 over 1 s, linearly, on
  /// the layers a percent driver drives; its completion completes the transition.
  final class Rig {
    let engine = Engine(screen: .phone, seed: 1)
    let context: TransitionContext
    let view: ViewNode
    var completions: [(time: Double, finished: Bool, cancelled: Bool)] = []

    init(interactive: Bool = true) {
      context = ContextFixture.make(engine)
      view = context.presented.view
      context.containerView.add(view)
      context.animatorName = "rig"
      context.isInteractive = interactive
      context.driveLayers()
      engine.beginTransaction(AnimationParameters(duration: 1, curve: .linear))
      engine.set(.position, of: view, to: PropertyValue(150, 50))
      engine.commitTransaction { [unowned self] finished in
        completions.append((engine.now, finished, context.transitionWasCancelled))
        context.completeTransition(!context.transitionWasCancelled)
      }
    }

    var x: Double { view.presentationValue(.position, at: engine.now)[0] }
    func advance(_ seconds: Double) { engine.advance(to: engine.now + seconds) }
  }

  @Test(
    "updateInteractiveTransition scrubs the driven layers to that fraction of the duration",
    arguments: [0.0, 0.25, 0.4, 1.0])
  func updateScrubs(percent: Double) {
    let rig = Rig()
    rig.advance(0.3)
    #expect(rig.x == 50, "an interactive start waits for the first update")
    rig.context.updateInteractiveTransition(percent)
    rig.advance(2)
    #expect(abs(rig.x - (50 + 100 * percent)) < 1e-9)
    #expect(rig.context.percentComplete == percent)
    #expect(rig.completions.isEmpty, "nothing completes while the interaction holds it")
  }

  /// Where the interaction ends, how fast the rest plays, and when the completion runs.
  struct Ending: Sendable, CustomTestStringConvertible {
    var percent: Double
    var speed: Double
    var cancels: Bool
    var after: Double
    var testDescription: String {
      "\(cancels ? "cancel" : "finish") at \(percent) with completionSpeed \(speed)"
    }
  }

  static let endings = [
    Ending(percent: 0.4, speed: 1, cancels: false, after: 0.6),
    Ending(percent: 0.4, speed: 2, cancels: false, after: 0.3),
    Ending(percent: 0.4, speed: 1, cancels: true, after: 0.4),
    Ending(percent: 0.4, speed: 0.5, cancels: true, after: 0.8),
    Ending(percent: 0, speed: 1, cancels: true, after: 0),
    Ending(percent: 1, speed: 1, cancels: false, after: 0),
  ]

  @Test(
    "finish plays the rest and cancel plays back over the fraction left ÷ completionSpeed",
    arguments: endings)
  func finishAndCancel(ending: Ending) throws {
    let rig = Rig()
    rig.advance(0.5)
    rig.context.updateInteractiveTransition(ending.percent)
    rig.advance(0.5)
    let ended = rig.engine.now
    if ending.cancels {
      rig.context.cancelInteractiveTransition(completionSpeed: ending.speed)
    } else {
      rig.context.finishInteractiveTransition(completionSpeed: ending.speed)
    }
    rig.advance(3)
    let completion = try #require(rig.completions.first)
    #expect(rig.completions.count == 1)
    #expect(abs(completion.time - ended - ending.after) < 1e-9)
    #expect(completion.finished, "UIKit reports the animations finished either way")
    #expect(completion.cancelled == ending.cancels)
    #expect(rig.context.completion == !ending.cancels)
    if !ending.cancels { #expect(rig.x == 150) }
    #expect(!rig.engine.hasPendingAnimations)
  }

  /// A completion curve and the fraction of the way back shown halfway through the glide.
  static let curves: [(TimingCurve, Double)] = [
    (.linear, 0.5), (.easeIn, TimingCurve.easeIn.value(at: 0.5)),
    (.easeOut, TimingCurve.easeOut.value(at: 0.5)),
  ]

  @Test("the completion curve shapes the glide back after a cancel", arguments: curves)
  func completionCurve(curve: TimingCurve, fraction: Double) {
    let rig = Rig()
    rig.context.updateInteractiveTransition(0.8)
    rig.context.cancelInteractiveTransition(completionSpeed: 1, completionCurve: curve)
    rig.advance(0.4)
    #expect(abs(rig.x - (130 - 80 * fraction)) < 1e-9)
  }

  @Test("a cancelled transition's animations are gone once they are back at their start")
  func cancelRemovesTheAnimations() {
    let rig = Rig()
    rig.context.updateInteractiveTransition(0.5)
    rig.context.cancelInteractiveTransition()
    rig.advance(0.5)
    #expect(rig.view.animations.isEmpty)
  }

  @Test("each interactive call is recorded under UIKit's name, update with its percent")
  func recordedNames() {
    let rig = Rig()
    rig.context.updateInteractiveTransition(0.4)
    rig.context.pauseInteractiveTransition()
    rig.context.updateInteractiveTransition(0.35)
    rig.context.cancelInteractiveTransition()
    rig.advance(1)
    let events = rig.engine.events.map { "\($0.name) \($0.detail)" }
    #expect(
      events == [
        "updateInteractiveTransition 0.4", "pauseInteractiveTransition ",
        "updateInteractiveTransition 0.35", "cancelInteractiveTransition ",
        "completeTransition false",
      ])
  }

  @Test(
    "pausing makes a transition interactive; finishing or cancelling ends the interaction",
    arguments: [false, true])
  func isInteractive(cancels: Bool) {
    let rig = Rig(interactive: false)
    #expect(!rig.context.isInteractive)
    rig.advance(0.3)
    rig.context.pauseInteractiveTransition()
    #expect(rig.context.isInteractive)
    #expect(abs(rig.context.percentComplete - 0.3) < 1e-9, "a started transition ran meanwhile")
    if cancels {
      rig.context.cancelInteractiveTransition()
    } else {
      rig.context.finishInteractiveTransition()
    }
    #expect(!rig.context.isInteractive)
    #expect(rig.context.transitionWasCancelled == cancels)
  }

  @Test("animations made after the interaction ends run on the wall clock")
  func laterAnimationsRunNormally() {
    let rig = Rig()
    rig.context.updateInteractiveTransition(0.5)
    rig.context.cancelInteractiveTransition()
    rig.engine.beginTransaction(AnimationParameters(duration: 1, curve: .linear))
    rig.engine.set(.alpha, of: rig.view, to: PropertyValue(scalar: 0))
    rig.engine.commitTransaction(completion: nil)
    rig.advance(0.25)
    #expect(abs(rig.view.presentationValue(.alpha, at: rig.engine.now)[0] - 0.75) < 1e-9)
  }
}
