import Testing
import TransitionEngine

@Suite struct InteractiveRunnerTests {
  static func slide(interruptible: Bool) -> InteractiveProbe {
    InteractiveProbe { SlideAnimator(interruptible: interruptible) }
  }

  @Test(
    "with --interactive the transition starts interactively and the script scrubs it",
    arguments: [false, true])
  func percentScrubs(interruptible: Bool) throws {
    let probe = Self.slide(interruptible: interruptible)
    let timeline = try probe.run(
      script: InteractiveProbe.percent([(0, 0), (0.3, 0.4), (0.5, 0.35)], .finish))
    let segment = try #require(timeline.segments.first)
    let x0 = try #require(InteractiveProbe.presentedX(segment.frames[0]))
    for (frame, percent) in [(0, 0.0), (9, 0.2), (18, 0.4), (24, 0.375), (30, 0.35)] {
      let x = try #require(InteractiveProbe.presentedX(segment.frames[frame]))
      #expect(abs(x - x0 - 100 * percent) < 1e-6, "frame \(frame)")
    }
    #expect(segment.didComplete)
    #expect(abs(segment.completedAt - (0.5 + 0.65)) < 1e-9)
    let calls = InteractiveProbe.calls(segment)
    #expect(calls.first == "startInteractiveTransition 1.0")
    #expect(calls.contains("updateInteractiveTransition 0.4"))
    #expect(
      calls.suffix(3) == [
        "updateInteractiveTransition 0.35", "finishInteractiveTransition",
        "completeTransition true",
      ])
    #expect(!segment.events.contains { $0.name == "animateTransition" })
  }

  @Test("each script point is sent at its exact time, between frames too")
  func exactPointTimes() throws {
    let probe = Self.slide(interruptible: false)
    let timeline = try probe.run(
      script: InteractiveProbe.percent([(0.05, 0.2), (0.25, 0.4)], .cancel), fps: 10)
    let segment = try #require(timeline.segments.first)
    let updates = segment.events.filter { $0.name == "updateInteractiveTransition" }
    #expect(updates.contains { abs($0.time - 0.05) < 1e-9 && $0.detail == "0.2" })
    #expect(updates.contains { abs($0.time - 0.25) < 1e-9 && $0.detail == "0.4" })
    let cancel = try #require(segment.events.first { $0.name == "cancelInteractiveTransition" })
    #expect(abs(cancel.time - 0.25) < 1e-9)
  }

  /// A style and the appearance events of a cancelled interactive present, in UIKit's order.
  static let cancelledAppearances: [(PresentationStyle, [String])] = [
    (
      .fullScreen,
      [
        "viewWillDisappear VCMain", "viewWillAppear VCYellow", "viewWillDisappear VCYellow",
        "viewDidDisappear VCYellow", "viewWillAppear VCMain", "viewDidAppear VCMain",
      ]
    ),
    (
      .custom,
      ["viewWillAppear VCYellow", "viewWillDisappear VCYellow", "viewDidDisappear VCYellow"]
    ),
  ]

  @Test(
    "a cancelled interactive transition plays back, restores, and sends UIKit's appearance events",
    arguments: cancelledAppearances)
  func cancelled(style: PresentationStyle, appearances: [String]) throws {
    let probe = Self.slide(interruptible: false)
    let timeline = try probe.run(
      style: style, script: InteractiveProbe.percent([(0, 0), (0.3, 0.5)], .cancel))
    let segment = try #require(timeline.segments.first)
    #expect(!segment.didComplete)
    #expect(abs(segment.completedAt - 0.8) < 1e-9)
    #expect(TransitionProbe.appearanceEvents(segment) == appearances)
    #expect(segment.before == segment.frames.last?.root)
    let x = segment.frames.compactMap(InteractiveProbe.presentedX)
    #expect(x.max() ?? 0 <= (x.first ?? 0) + 50 + 1e-6, "it never went past the script's 50%")
  }

  @Test(
    "an interruptible animator finishes or plays back from where the script left it",
    arguments: [ScriptEnding.finish, .cancel])
  func interruptibleEnding(ending: ScriptEnding) throws {
    let probe = Self.slide(interruptible: true)
    let timeline = try probe.run(
      style: .custom, script: InteractiveProbe.percent([(0, 0), (0.4, 0.3)], ending))
    let segment = try #require(timeline.segments.first)
    #expect(segment.didComplete == (ending == .finish))
    #expect(abs(segment.completedAt - (ending == .finish ? 1.1 : 0.7)) < 1e-9)
    let slide = try #require(probe.animators.first as? SlideAnimator)
    #expect(slide.positions == [ending == .finish ? .end : .start])
    #expect(slide.ended == [ending == .finish])
  }

  @Test("the delegate's own interaction controller takes over; one not percent-driven is reported")
  func vendedController() throws {
    let probe = Self.slide(interruptible: false)
    var vended: [SelfDrivenInteraction] = []
    probe.vendController = { animator in
      let controller = SelfDrivenInteraction(animator: animator)
      vended.append(controller)
      return controller
    }
    let timeline = try probe.run(
      style: .custom, script: InteractiveProbe.percent([(0, 0.1), (0.5, 0.5)], .finish))
    let segment = try #require(timeline.segments.first)
    #expect(vended.count == 1)
    #expect(vended.first?.commands == [.update(0.1)])
    #expect(segment.diagnostics.map(\.code) == ["interaction-not-percent-driven"])
    #expect(segment.didComplete)
    #expect(abs(segment.completedAt - 1) < 1e-9, "it ran by itself")
  }

  @Test("the deadline waits for the script: endTime + max(2d, d + 1)")
  func deadlineExtended() throws {
    let probe = Self.slide(interruptible: false)
    let timeline = try probe.run(
      style: .custom, script: InteractiveProbe.percent([(0, 0), (2.5, 0.2)], .finish))
    #expect(timeline.segments.first?.didComplete == true)
    #expect(abs((timeline.segments.first?.completedAt ?? 0) - 3.3) < 1e-9)
  }

  @Test("both directions are interactive with --interactive")
  func bothDirections() throws {
    let probe = Self.slide(interruptible: false)
    let timeline = try probe.run(
      style: .custom, direction: .both,
      script: InteractiveProbe.percent([(0, 0), (0.2, 0.6)], .finish))
    #expect(timeline.segments.map(\.direction) == [.present, .dismiss])
    for segment in timeline.segments {
      #expect(InteractiveProbe.calls(segment).first == "startInteractiveTransition 1.0")
      #expect(segment.didComplete)
    }
  }

  /// A request the runner refuses, and a word its message must contain.
  static let refusals: [(String, InteractionScript, CancelPoint?, String)] = [
    ("with a cancel point", InteractiveProbe.percent([(0, 0)], .finish), .seconds(0.1), "cancel"),
    ("out of order", InteractiveProbe.percent([(0.3, 0), (0.2, 0.5)], .finish), nil, "order"),
    ("over 100%", InteractiveProbe.percent([(0, 1.5)], .finish), nil, "100%"),
  ]

  @Test("a script that cannot run is a bad request naming the problem", arguments: refusals)
  func refused(name: String, script: InteractionScript, cancelAt: CancelPoint?, word: String) {
    var request = TransitionRequest(scene: .yellow(size: .phone), cancelAt: cancelAt)
    request.interaction = script
    #expect {
      _ = try TransitionRunner(animatorID: "probe", request: request).run { _ in
        Self.slide(interruptible: false)
      }
    } throws: { error in
      guard let error = error as? EngineError else { return false }
      return error.code == .badRequest && error.message.contains(word)
    }
  }

  @Test("the same script gives the same timeline", arguments: [false, true])
  func deterministic(interruptible: Bool) throws {
    let script = InteractiveProbe.percent([(0, 0), (0.3, 0.7), (0.4, 0.6)], .cancel)
    let first = try Self.slide(interruptible: interruptible).run(direction: .both, script: script)
    let second = try Self.slide(interruptible: interruptible).run(
      direction: .both, script: script)
    #expect(first == second)
  }
}
