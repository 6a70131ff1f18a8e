import Testing
import TransitionEngine

@Suite struct AppearanceLifecycleTests {
  /// A style on a screen, and whether UIKit removes (and so sends callbacks to) the presenter.
  struct Case: Sendable, CustomTestStringConvertible {
    var style: PresentationStyle
    var size: Size
    var presenterTakesPart: Bool
    var testDescription: String { "\(style.name) on \(Int(size.width))x\(Int(size.height))" }
  }

  static let cases: [Case] = [
    Case(style: .fullScreen, size: .phone, presenterTakesPart: true),
    Case(style: .custom, size: .phone, presenterTakesPart: false),
    Case(style: .overFullScreen, size: .phone, presenterTakesPart: false),
    Case(style: .formSheet, size: .phone, presenterTakesPart: false),
    Case(style: .pageSheet, size: .tablet, presenterTakesPart: false),
    Case(style: .formSheet, size: Size(width: 844, height: 390), presenterTakesPart: true),
  ]

  private static func finishing(_ didComplete: Bool) -> TransitionProbe.Body {
    { context in
      if context.isPresenting { context.containerView.add(context.presented.view) }
      TransitionProbe.fade(context.presented.view, in: context, to: 0.5, complete: didComplete)
    }
  }

  private func run(_ c: Case, _ direction: DirectionChoice, complete: Bool) throws
    -> TransitionSegment
  {
    let timeline = try TransitionProbe(Self.finishing(complete)).run(
      style: c.style, size: c.size, direction: direction)
    return try #require(timeline.segments.first)
  }

  @Test(arguments: cases)
  func presentingSendsWillsBeforeTheAnimationAndDidsAtCompletion(c: Case) throws {
    let segment = try run(c, .present, complete: true)
    let expected =
      c.presenterTakesPart
      ? [
        "viewWillDisappear VCMain", "viewWillAppear VCYellow", "viewDidAppear VCYellow",
        "viewDidDisappear VCMain",
      ]
      : ["viewWillAppear VCYellow", "viewDidAppear VCYellow"]
    #expect(TransitionProbe.appearanceEvents(segment) == expected)
    let times = segment.events.filter { $0.name.hasPrefix("view") }.map {
      ($0.name.contains("Will"), $0.time)
    }
    #expect(times.allSatisfy { will, time in will ? time == 0 : abs(time - 0.1) < 1e-9 })
  }

  @Test(arguments: cases)
  func dismissingMirrorsThePresentation(c: Case) throws {
    let segment = try run(c, .dismiss, complete: true)
    let expected =
      c.presenterTakesPart
      ? [
        "viewWillDisappear VCYellow", "viewWillAppear VCMain", "viewDidAppear VCMain",
        "viewDidDisappear VCYellow",
      ]
      : ["viewWillDisappear VCYellow", "viewDidDisappear VCYellow"]
    #expect(TransitionProbe.appearanceEvents(segment) == expected)
  }

  @Test(arguments: cases)
  func cancelledPresentationUndoesTheWills(c: Case) throws {
    let segment = try run(c, .present, complete: false)
    let expected =
      c.presenterTakesPart
      ? [
        "viewWillDisappear VCMain", "viewWillAppear VCYellow", "viewWillDisappear VCYellow",
        "viewDidDisappear VCYellow", "viewWillAppear VCMain", "viewDidAppear VCMain",
      ]
      : ["viewWillAppear VCYellow", "viewWillDisappear VCYellow", "viewDidDisappear VCYellow"]
    #expect(TransitionProbe.appearanceEvents(segment) == expected)
    #expect(!segment.didComplete)
  }

  @Test(arguments: cases)
  func cancelledDismissalUndoesTheWills(c: Case) throws {
    let segment = try run(c, .dismiss, complete: false)
    let expected =
      c.presenterTakesPart
      ? [
        "viewWillDisappear VCYellow", "viewWillAppear VCMain", "viewWillDisappear VCMain",
        "viewDidDisappear VCMain", "viewWillAppear VCYellow", "viewDidAppear VCYellow",
      ]
      : ["viewWillDisappear VCYellow", "viewWillAppear VCYellow", "viewDidAppear VCYellow"]
    #expect(TransitionProbe.appearanceEvents(segment) == expected)
  }

  /// The fourth seed's card: the animator forwards appearance itself to both view controllers.
  private static func seedCard(_ context: TransitionContext) {
    let engine = context.engine
    let from = context.viewController(forKey: .from)
    let to = context.viewController(forKey: .to)
    engine.beginAppearanceTransition(from, isAppearing: false)
    engine.beginAppearanceTransition(to, isAppearing: true)
    if context.isPresenting {
      context.containerView.add(to.view)
      engine.set(.alpha, of: to.view, to: .zero)
    }
    engine.beginTransaction(AnimationParameters(duration: 0.1))
    engine.set(
      .alpha, of: context.presented.view, to: PropertyValue(scalar: context.isPresenting ? 1 : 0))
    engine.commitTransaction { _ in
      engine.endAppearanceTransition(from)
      engine.endAppearanceTransition(to)
      context.completeTransition(!context.transitionWasCancelled)
    }
  }

  @Test func seedCardOnCustomForwardsThePresenterAndDuplicatesThePresented() throws {
    let timeline = try TransitionProbe(Self.seedCard(_:)).run(style: .custom, direction: .both)
    let present = timeline.segments[0]
    #expect(
      present.events.filter { $0.name.hasPrefix("view") }.map {
        "\($0.name) \($0.subject) \($0.detail)"
      } == [
        "viewWillAppear VCYellow ", "viewWillDisappear VCMain explicit",
        "viewDidDisappear VCMain explicit",
        "viewDidAppear VCYellow explicit",
      ])
    #expect(present.events.filter { $0.detail == "explicit" }.map(\.time) == [0, 0.1, 0.1])
    #expect(present.diagnostics.map(\.code) == ["unbalanced-appearance-begin"])
    #expect(
      present.diagnostics.first?.message.contains("'VCYellow', which is already appearing") == true)
    let dismiss = timeline.segments[1]
    #expect(
      TransitionProbe.appearanceEvents(dismiss) == [
        "viewWillDisappear VCYellow", "viewWillAppear VCMain", "viewDidDisappear VCYellow",
        "viewDidAppear VCMain",
      ])
    #expect(dismiss.diagnostics.map(\.code) == ["unbalanced-appearance-begin"])
  }

  @Test func seedCardOnFullScreenDuplicatesBoth() throws {
    let timeline = try TransitionProbe(Self.seedCard(_:)).run(style: .fullScreen)
    let segment = timeline.segments[0]
    #expect(
      segment.diagnostics.map(\.code) == [
        "unbalanced-appearance-begin", "unbalanced-appearance-begin",
      ])
    #expect(TransitionProbe.appearanceEvents(segment).count == 4, "no callback is sent twice")
  }

  @Test func endWithoutBeginIsReportedAndIgnored() throws {
    let timeline = try TransitionProbe { context in
      context.engine.endAppearanceTransition(context.presenter)
      context.containerView.add(context.presented.view)
      TransitionProbe.fade(context.presented.view, in: context, to: 1, complete: true)
    }.run(style: .custom)
    let segment = timeline.segments[0]
    #expect(segment.diagnostics.map(\.code) == ["unbalanced-appearance-end"])
    #expect(!TransitionProbe.appearanceEvents(segment).contains { $0.hasSuffix("VCMain") })
  }

  @Test func beginTwiceIsReportedOnce() throws {
    let timeline = try TransitionProbe { context in
      context.engine.beginAppearanceTransition(context.presenter, isAppearing: false)
      context.engine.beginAppearanceTransition(context.presenter, isAppearing: false)
      context.containerView.add(context.presented.view)
      context.engine.endAppearanceTransition(context.presenter)
      TransitionProbe.fade(context.presented.view, in: context, to: 1, complete: true)
    }.run(style: .overFullScreen)
    let segment = timeline.segments[0]
    #expect(segment.diagnostics.map(\.code) == ["unbalanced-appearance-begin"])
    #expect(
      TransitionProbe.appearanceEvents(segment).filter { $0.hasSuffix("VCMain") } == [
        "viewWillDisappear VCMain", "viewDidDisappear VCMain",
      ])
  }

  @Test func beginLeftOpenAtCompletionIsReported() throws {
    let timeline = try TransitionProbe { context in
      context.engine.beginAppearanceTransition(context.presenter, isAppearing: false)
      context.containerView.add(context.presented.view)
      TransitionProbe.fade(context.presented.view, in: context, to: 0.5, complete: true)
    }.run(style: .pageSheet)
    let diagnostics = timeline.segments[0].diagnostics
    #expect(diagnostics.map(\.code) == ["appearance-transition-open"])
    #expect(diagnostics.first?.message.contains("'VCMain'") == true)
    #expect(diagnostics.first.map { abs($0.time - 0.1) < 1e-9 } == true)
  }
}
