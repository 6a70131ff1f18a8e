import Testing
import TransitionEngine

@Suite struct TransitionRunnerTests {
  private func run(
    _ behaviour: ScriptedAnimator.Behaviour, style: PresentationStyle = .custom,
    direction: DirectionChoice = .both, fps: Int = 60
  ) throws -> Timeline {
    let request = TransitionRequest(
      scene: .yellow(size: .phone), fps: fps, direction: direction, style: style)
    return try TransitionRunner(animatorID: "scripted", request: request).run { _ in
      ScriptedDelegate(behaviour: behaviour)
    }
  }

  @Test func recordsOneFramePerStepUntilCompletion() throws {
    let timeline = try run(.slide(duration: 0.3))
    #expect(timeline.segments.map(\.direction) == [.present, .dismiss])
    #expect(timeline.segments.map(\.frames.count) == [19, 19])
    #expect(timeline.segments[0].frames.last?.time == 0.3)
    #expect(timeline.segments.allSatisfy { $0.didComplete })
  }

  /// The engine and its views go when the run ends, whether it completed or was cancelled: a
  /// process running many transitions (the run child under `animhost check`) must not keep
  /// every run's views.
  @Test(arguments: [false, true])
  func theEngineIsFreedAfterTheRun(cancelled: Bool) throws {
    let behaviour: ScriptedAnimator.Behaviour = cancelled ? .cancel : .slide(duration: 0.3)
    weak var engine: Engine?
    let request = TransitionRequest(scene: .yellow(size: .phone), fps: 60, direction: .both)
    _ = try TransitionRunner(animatorID: "scripted", request: request).run { made in
      engine = made
      return ScriptedDelegate(behaviour: behaviour)
    }
    #expect(engine == nil, "something still holds the run's engine")
  }

  @Test func sameInputsGiveIdenticalTimelines() throws {
    #expect(try run(.slide(duration: 0.25)) == run(.slide(duration: 0.25)))
  }

  @Test func neverCompletingEndsWithATimeoutNamingTheAnimator() throws {
    let error = #expect(throws: EngineError.self) { try run(.neverComplete(duration: 0.3)) }
    #expect(error?.code == .timeout)
    #expect(error?.message.contains("animator 'scripted' never called completeTransition") == true)
    #expect(error?.message.contains("1.3 s") == true)
  }

  @Test(arguments: [(0.3, 1.3), (2.0, 4.0), (0.0, 1.0)])
  func deadlineIsTheLongerOfTwiceAndOneSecondMore(duration: Double, deadline: Double) {
    #expect(TransitionRunner.deadline(forDuration: duration) == deadline)
  }

  @Test func aSecondCompleteIsIgnoredWithADiagnostic() throws {
    let timeline = try run(.completeTwice, direction: .present)
    let diagnostics = timeline.segments[0].diagnostics
    #expect(diagnostics.map(\.code) == ["complete-transition-twice"])
    #expect(timeline.segments[0].events.filter { $0.name == "completeTransition" }.count == 2)
    #expect(timeline.segments[0].didComplete)
  }

  @Test func cancelledPresentationRestoresTheHierarchy() throws {
    let timeline = try run(.cancel, direction: .both)
    #expect(timeline.segments.count == 1, "no dismissal after a cancelled presentation")
    let final = try #require(timeline.segments[0].frames.last).root
    #expect(final.children.map(\.name) == ["VCMain.view"])
    let events = timeline.segments[0].events.map { "\($0.name) \($0.subject)" }
    #expect(events.contains("viewWillDisappear VCYellow"))
    #expect(events.last == "viewDidDisappear VCYellow")
  }

  @Test(arguments: [
    (PresentationStyle.fullScreen, ["container"]), (.custom, ["VCMain.view", "container"]),
  ])
  func presenterViewIsRemovedOnlyForFullScreen(style: PresentationStyle, expected: [String]) throws
  {
    let timeline = try run(.slide(duration: 0.1), style: style, direction: .present)
    let final = try #require(timeline.segments[0].frames.last).root
    #expect(final.children.compactMap(\.name) == expected)
  }

  @Test(arguments: [(PresentationStyle.fullScreen, true), (.custom, false)])
  func viewForKeyIsNilForThePresenterInCustomStyle(style: PresentationStyle, hasFromView: Bool)
    throws
  {
    let recorder = ScriptedDelegate(behaviour: .slide(duration: 0.1))
    let request = TransitionRequest(scene: .yellow(size: .phone), direction: .present, style: style)
    _ = try TransitionRunner(animatorID: "scripted", request: request).run { _ in recorder }
    #expect(recorder.sawFromView == hasFromView)
  }

  @Test func sourceFrameIsTheTappedButton() throws {
    let recorder = ScriptedDelegate(behaviour: .slide(duration: 0.1))
    let request = TransitionRequest(scene: .yellow(size: .phone), direction: .present)
    _ = try TransitionRunner(animatorID: "scripted", request: request).run { _ in recorder }
    #expect(recorder.sourceFrame == Rect(x: 135, y: 398, width: 120, height: 48))
  }

  @Test func appearanceCallbacksFollowUIKitForFullScreen() throws {
    let timeline = try run(.slide(duration: 0.1), style: .fullScreen, direction: .present)
    let events = timeline.segments[0].events.filter { $0.name.hasPrefix("view") }.map {
      "\($0.name) \($0.subject)"
    }
    #expect(
      events == [
        "viewWillDisappear VCMain", "viewWillAppear VCYellow", "viewDidAppear VCYellow",
        "viewDidDisappear VCMain",
      ])
  }
}

// MARK: - Fixtures

/// Vends a scripted animator and remembers what the context showed it.
private final class ScriptedDelegate: TransitioningDelegate {
  let behaviour: ScriptedAnimator.Behaviour
  var sawFromView = false
  var sourceFrame: Rect?

  init(behaviour: ScriptedAnimator.Behaviour) { self.behaviour = behaviour }

  func animator(
    forPresented presented: ViewControllerNode, presenting: ViewControllerNode,
    source: ViewControllerNode
  )
    -> (any TransitionAnimator)?
  { ScriptedAnimator(behaviour, delegate: self) }

  func animator(forDismissed dismissed: ViewControllerNode) -> (any TransitionAnimator)? {
    ScriptedAnimator(behaviour, delegate: self)
  }
}

private final class ScriptedAnimator: TransitionAnimator {
  enum Behaviour {
    case slide(duration: Double)
    case neverComplete(duration: Double)
    case completeTwice
    case cancel
  }

  let behaviour: Behaviour
  unowned let delegate: ScriptedDelegate
  let name = "scripted"

  init(_ behaviour: Behaviour, delegate: ScriptedDelegate) {
    self.behaviour = behaviour
    self.delegate = delegate
  }

  func transitionDuration(context: TransitionContext) -> Double {
    switch behaviour {
    case let .slide(duration), let .neverComplete(duration): duration
    case .completeTwice, .cancel: 0.1
    }
  }

  func animateTransition(context: TransitionContext) {
    delegate.sawFromView = context.view(forKey: .from) != nil
    delegate.sourceFrame = context.sourceFrame
    let engine = context.engine
    let view = context.presented.view
    if context.isPresenting {
      context.containerView.add(view)
      engine.set(.alpha, of: view, to: .zero)
    }
    engine.beginTransaction(AnimationParameters(duration: transitionDuration(context: context)))
    engine.set(.alpha, of: view, to: PropertyValue(scalar: context.isPresenting ? 1 : 0))
    engine.commitTransaction { _ in
      switch self.behaviour {
      case .slide: context.completeTransition(true)
      case .neverComplete: break
      case .completeTwice:
        context.completeTransition(true)
        context.completeTransition(true)
      case .cancel: context.completeTransition(false)
      }
    }
  }

  func animationEnded(completed: Bool) {}
}
