import Testing
import TransitionEngine

/// The transition coordinator's notifyWhenInteractionChanges(_:).
@Suite struct InteractionChangeTests {
  /// Registers a handler as it animates, noting isInteractive each time the handler runs.
  private final class Probe: TransitioningDelegate, TransitionAnimator {
    let name = "probe"
    var seen: [Bool] = []
    func animator(
      forPresented presented: ViewControllerNode, presenting: ViewControllerNode,
      source: ViewControllerNode
    ) -> (any TransitionAnimator)? { self }
    func animator(forDismissed dismissed: ViewControllerNode) -> (any TransitionAnimator)? { self }
    func transitionDuration(context: TransitionContext) -> Double { 0.5 }
    func animateTransition(context: TransitionContext) {
      context.notifyWhenInteractionChanges { [unowned self] context in
        seen.append(context.isInteractive)
      }
      context.containerView.add(context.presented.view)
      context.engine.beginTransaction(AnimationParameters(duration: 0.5))
      context.engine.set(.alpha, of: context.presented.view, to: PropertyValue(scalar: 0.5))
      context.engine.commitTransaction { _ in
        context.completeTransition(!context.transitionWasCancelled)
      }
    }
    func animationEnded(completed: Bool) {}
  }

  @Test(
    "the handler runs when the interaction ends, with the transition no longer interactive",
    arguments: [ScriptEnding.finish, .cancel])
  func runsWhenTheInteractionEnds(ending: ScriptEnding) throws {
    let probe = Probe()
    var request = TransitionRequest(scene: .yellow(size: .phone), fps: 20, direction: .present)
    request.interaction = InteractiveProbe.percent([(0, 0), (0.2, 0.4)], ending)
    let timeline = try TransitionRunner(animatorID: "probe", request: request).run { _ in probe }
    #expect(probe.seen == [false])
    #expect(timeline.segments[0].events.contains { $0.name == "interactionChanged" })
  }

  @Test("a handler asked for after the transition completed is dropped")
  func afterCompletion() throws {
    let engine = Engine(screen: .phone, seed: 1)
    let stageView = engine.makeView(frame: engine.screen)
    let a = ViewControllerNode(id: engine.makeID(), name: "A", view: stageView)
    let context = TransitionContext(
      id: engine.makeID(), engine: engine, isPresenting: true, presenter: a, presented: a,
      containerView: stageView, layout: PresentationLayout(style: .fullScreen, screen: .phone),
      sourceFrame: nil)
    context.completeTransition(true)
    #expect(context.notifyWhenInteractionChanges { _ in } == false)
  }
}
