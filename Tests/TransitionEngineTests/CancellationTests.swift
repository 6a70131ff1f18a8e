import Testing
import TransitionEngine

@Suite struct CancellationTests {
  /// What a cancel must put back for one view.
  struct Saved: Equatable {
    var superview: Int?
    var index: Int?
    var position: PropertyValue
    var bounds: PropertyValue
    var transform: PropertyValue
    var alpha: PropertyValue
    var isHidden: Bool

    init(_ view: ViewNode) {
      superview = view.superview?.id
      index = view.superview?.subviews.firstIndex { $0 === view }
      position = view.modelValue(.position)
      bounds = view.modelValue(.bounds)
      transform = view.modelValue(.transform)
      alpha = view.modelValue(.alpha)
      isHidden = view.isHidden
    }
  }

  /// When the animator cancels: in the completion of its animation, or at once while it runs.
  enum When: String, CaseIterable, Sendable { case afterAnimating, whileAnimating }

  /// An animator that moves, scales, fades and re-parents both views, then cancels.
  final class Canceller {
    var before: [Saved] = []
    let when: When

    init(_ when: When) { self.when = when }

    func body(_ context: TransitionContext) {
      let engine = context.engine
      let views = [context.presenter.view, context.presented.view]
      before = views.map(Saved.init)
      for view in views { context.containerView.add(view) }
      context.presented.view.isHidden = true
      engine.beginTransaction(AnimationParameters(duration: 0.2))
      for view in views {
        engine.set(.position, of: view, to: PropertyValue(12, 34))
        engine.set(.bounds, of: view, to: PropertyValue(0, 0, 50, 60))
        engine.set(.transform, of: view, to: Transform3D.scale(0.5, 0.5).m)
        engine.set(.alpha, of: view, to: PropertyValue(scalar: 0.25))
      }
      switch when {
      case .afterAnimating:
        engine.commitTransaction { _ in context.completeTransition(false) }
      case .whileAnimating:
        engine.commitTransaction(completion: nil)
        context.completeTransition(false)
      }
    }
  }

  static let styles = PresentationStyle.allCases

  /// A direction and a moment to cancel.
  struct Scenario: Sendable, CustomTestStringConvertible {
    var direction: DirectionChoice
    var when: When
    var testDescription: String { "\(direction.rawValue), \(when.rawValue)" }
  }

  static let scenarios = [DirectionChoice.present, .dismiss].flatMap { direction in
    When.allCases.map { Scenario(direction: direction, when: $0) }
  }

  @Test(arguments: styles, scenarios)
  func cancelRestoresHierarchyAndGeometry(style: PresentationStyle, scenario: Scenario) throws {
    let canceller = Canceller(scenario.when)
    let probe = TransitionProbe(canceller.body)
    let timeline = try probe.run(style: style, direction: scenario.direction)
    let context = try #require(probe.contexts.first)
    let after = [context.presenter.view, context.presented.view].map(Saved.init)
    #expect(after == canceller.before)
    let segment = try #require(timeline.segments.first)
    #expect(!segment.didComplete)
    #expect(context.transitionWasCancelled)
    let window = try #require(segment.frames.last).root
    let expected =
      scenario.direction == .present
      ? ["VCMain.view"]
      : ([.fullScreen, .currentContext].contains(style)
        ? ["container"] : ["VCMain.view", "container"])
    #expect(window.children.compactMap(\.name) == expected)
    if let presenter = window.children.first(where: { $0.name == "VCMain.view" }) {
      #expect(presenter.frame == Rect(x: 0, y: 0, width: 390, height: 844))
      #expect(presenter.alpha == 1)
      #expect(presenter.transform == .identity)
    }
  }

  @Test func cancelledPresentationRunsNoDismissal() throws {
    let timeline = try TransitionProbe(Canceller(.afterAnimating).body).run(
      style: .formSheet, direction: .both)
    #expect(timeline.segments.map(\.direction) == [.present])
  }

  @Test(arguments: styles)
  func cancelledDismissalLeavesThePresentedViewWhereItWas(style: PresentationStyle) throws {
    let probe = TransitionProbe(Canceller(.afterAnimating).body)
    let timeline = try probe.run(style: style, direction: .dismiss)
    let container = try #require(timeline.segments[0].frames.last?.root.children.last)
    #expect(container.kind == "container")
    let presented = try #require(container.children.first)
    #expect(presented.name == "VCYellow.view")
    #expect(presented.frame == PresentationLayout(style: style, screen: .phone).presentedFrame)
    #expect(presented.transform == .identity)
  }
}
