import Testing
import TransitionEngine

@Suite struct DragRunnerTests {
  /// A swipe-to-dismiss card, as apps write it: the present fades the card in and attaches a
  /// left-edge pan to it; the pan's handler dismisses when it begins, updates the percent
  /// driver the delegate vended while it changes, and finishes past 40% (else cancels).
  final class SwipeProbe: TransitioningDelegate {
    var attaches = true
    var dismisses = true
    var vendsController = true
    var edges: UInt32 = 2
    private(set) var driver: PercentDrivenInteraction?
    private(set) var recognizer: GestureRecognizerNode?
    private var gestureActive = false

    func animator(
      forPresented presented: ViewControllerNode, presenting: ViewControllerNode,
      source: ViewControllerNode
    ) -> (any TransitionAnimator)? { Card(probe: self) }

    func animator(forDismissed dismissed: ViewControllerNode) -> (any TransitionAnimator)? {
      Card(probe: self)
    }

    func interactionController(forDismissal animator: any TransitionAnimator)
      -> (any InteractionController)?
    {
      guard vendsController, gestureActive else { return nil }
      let driver = PercentDrivenInteraction(animator: animator)
      self.driver = driver
      return driver
    }

    func attach(in context: TransitionContext) {
      guard attaches else { return }
      let engine = context.engine
      let recognizer = engine.makeGestureRecognizer(kind: .screenEdgePan, edges: edges)
      engine.attach(recognizer, to: context.presented.view)
      recognizer.callback = { [unowned self, unowned recognizer] event in
        guard event == .action else { return true }
        let percent = max(recognizer.translation.x, 0) / 390
        switch recognizer.state {
        case .began:
          gestureActive = true
          if dismisses { engine.requestDismiss(context.presented) }
        case .changed:
          driver?.update(percent)
        case .ended:
          if percent > 0.4 { driver?.finish() } else { driver?.cancel() }
          gestureActive = false
        case .cancelled:
          driver?.cancel()
          gestureActive = false
        default:
          break
        }
        return false
      }
      self.recognizer = recognizer
    }

    func run(_ script: DragScript, direction: DirectionChoice = .both) throws -> Timeline {
      var request = TransitionRequest(
        scene: .yellow(size: .phone), size: .phone, direction: direction, style: .fullScreen)
      request.interaction = .drag(script)
      return try TransitionRunner(animatorID: "swipe", request: request).run { _ in self }
    }
  }

  /// Fades the card in (and attaches the pan) or slides it off to the right, over 0.5 s.
  final class Card: TransitionAnimator {
    let name = "swipe"
    unowned let probe: SwipeProbe
    init(probe: SwipeProbe) { self.probe = probe }

    func transitionDuration(context: TransitionContext) -> Double { 0.5 }

    func animateTransition(context: TransitionContext) {
      let engine = context.engine
      let view = context.presented.view
      engine.beginTransaction(AnimationParameters(duration: 0.5, curve: .linear))
      if context.isPresenting {
        context.containerView.add(view)
        probe.attach(in: context)
        engine.set(.alpha, of: view, to: PropertyValue(scalar: 1))
      } else {
        engine.set(.position, of: view, to: view.modelValue(.position) + PropertyValue(390, 0))
      }
      engine.commitTransaction { _ in context.completeTransition(!context.transitionWasCancelled) }
    }

    func animationEnded(completed: Bool) {}
  }

  static func edgeDrag(_ points: [(Double, Double)], releases: Bool = true) -> DragScript {
    DragScript(
      gesture: .edge(.left), start: nil,
      points: points.map { DragScript.Point(time: $0.0, amount: $0.1) }, releases: releases)
  }

  @Test("a finger past the threshold dismisses interactively and finishes on release")
  func dragFinishes() throws {
    let probe = SwipeProbe()
    let timeline = try probe.run(Self.edgeDrag([(0, 0), (0.3, 234)]))
    #expect(timeline.segments.map(\.direction) == [.present, .dismiss])
    let dismissal = try #require(timeline.segments.last)
    #expect(dismissal.didComplete)
    let calls = InteractiveProbe.calls(dismissal)
    #expect(calls.prefix(2) == ["gestureBegan", "startInteractiveTransition 0.5"])
    #expect(calls.contains("updateInteractiveTransition 0.3"))
    let end = try #require(calls.firstIndex(of: "gestureEnded"))
    #expect(calls[end - 1] == "updateInteractiveTransition 0.6")
    #expect(calls[end + 1] == "finishInteractiveTransition")
    #expect(calls.last == "completeTransition true")
    #expect(abs(dismissal.completedAt - (0.3 + 0.4 * 0.5)) < 1e-9)
    let x = try #require(InteractiveProbe.presentedX(dismissal.frames[9]))
    #expect(abs(x - (195 + 390 * 0.3)) < 1e-6, "the card follows the finger")
  }

  @Test(
    "a short drag cancels on release: the card plays back and stays presented",
    arguments: [true, false])
  func dragCancels(releases: Bool) throws {
    let probe = SwipeProbe()
    let timeline = try probe.run(Self.edgeDrag([(0, 0), (0.2, 78)], releases: releases))
    let dismissal = try #require(timeline.segments.last)
    #expect(!dismissal.didComplete)
    #expect(abs(dismissal.completedAt - (0.2 + 0.2 * 0.5)) < 1e-9)
    #expect(
      InteractiveProbe.calls(dismissal).contains(releases ? "gestureEnded" : "gestureCancelled"))
    #expect(
      TransitionProbe.appearanceEvents(dismissal) == [
        "viewWillDisappear VCYellow", "viewWillAppear VCMain", "viewWillDisappear VCMain",
        "viewDidDisappear VCMain", "viewWillAppear VCYellow", "viewDidAppear VCYellow",
      ])
    #expect(dismissal.before == dismissal.frames.last?.root)
  }

  @Test("a delegate that vends no interaction controller dismisses at once, not interactively")
  func noController() throws {
    let probe = SwipeProbe()
    probe.vendsController = false
    let timeline = try probe.run(Self.edgeDrag([(0, 0), (0.2, 300)]), direction: .dismiss)
    #expect(timeline.segments.map(\.direction) == [.dismiss])
    let dismissal = try #require(timeline.segments.first)
    #expect(
      InteractiveProbe.calls(dismissal).prefix(2) == ["gestureBegan", "animateTransition 0.5"])
    #expect(dismissal.didComplete)
    #expect(abs(dismissal.completedAt - 0.5) < 1e-9)
  }

  /// What the animator does wrong, and words the error must contain.
  struct Failure: Sendable, CustomTestStringConvertible {
    var name: String
    var attaches = true
    var dismisses = true
    var edges: UInt32 = 2
    var words: [String]
    var testDescription: String { name }
  }

  static let failures = [
    Failure(
      name: "no recognizer", attaches: false,
      words: [
        "'swipe' attached no gesture recognizer that a drag from the left edge at (0, 422)",
        "it attached none", "use --interactive instead",
      ]),
    Failure(
      name: "a recognizer for another edge", edges: 8,
      words: ["attached no gesture recognizer", "a screenEdgePan on 'VCYellow.view'"]),
    Failure(
      name: "a handler that never dismisses", dismisses: false,
      words: [
        "screenEdgePan recognizer took a drag from the left edge", "dismiss(animated:)",
        "release at 0.3 s", "use --interactive instead",
      ]),
  ]

  @Test(
    "a drag nothing picks up, or after which nothing dismisses, is a bad request",
    arguments: failures)
  func failure(f: Failure) {
    let probe = SwipeProbe()
    probe.attaches = f.attaches
    probe.dismisses = f.dismisses
    probe.edges = f.edges
    #expect {
      _ = try probe.run(Self.edgeDrag([(0, 0), (0.3, 200)]))
    } throws: { error in
      guard let error = error as? EngineError, error.code == .badRequest else { return false }
      return f.words.allSatisfy { error.message.contains($0) }
    }
  }

  @Test("--drag refuses a present-only run, since it drives the dismissal")
  func presentOnly() {
    #expect {
      _ = try SwipeProbe().run(Self.edgeDrag([(0, 0)]), direction: .present)
    } throws: { error in
      (error as? EngineError)?.message.contains("--direction dismiss or both") == true
    }
  }

  @Test("the same drag gives the same timeline")
  func deterministic() throws {
    let script = Self.edgeDrag([(0, 0), (0.15, 100), (0.3, 180)])
    #expect(try SwipeProbe().run(script) == SwipeProbe().run(script))
  }
}
