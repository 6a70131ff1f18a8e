import Testing
import TransitionEngine

/// A custom presentation controller for a `.custom` presentation, as UIKit drives it: where the
/// presented view goes, its callbacks in UIKit's order (with `completed`), and a dimming view
/// animated alongside the transition through the coordinator.
@Suite struct PresentationControllerTests {
  /// A half-height sheet with a dimming view faded in and out alongside.
  private final class Sheet: PresentationController {
    let engine: Engine
    let presented: ViewControllerNode
    var heard: [String] = []
    var dimming: ViewNode?
    var alongsideCompleted: [Bool] = []

    init(engine: Engine, presented: ViewControllerNode) {
      self.engine = engine
      self.presented = presented
    }

    func frameOfPresentedViewInContainerView() -> Rect? {
      guard let container = presented.containerView else { return .zero }
      let b = container.bounds
      return Rect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }

    var shouldRemovePresentersView: Bool { false }

    func handle(_ event: PresentationControllerEvent) {
      heard.append(event.name + (event.detail.isEmpty ? "" : "(\(event.detail))"))
      switch event {
      case .presentationTransitionWillBegin:
        guard let container = presented.containerView else { return }
        let dim = engine.makeView(frame: container.bounds, name: "dimming")
        dim.setModelValue(.alpha, .zero)
        container.insert(dim, at: 0)
        dimming = dim
        presented.transitionContext?.animateAlongside(
          { self.engine.set(.alpha, of: dim, to: PropertyValue(scalar: 1)) },
          completion: { self.alongsideCompleted.append($0) })
      case .dismissalTransitionWillBegin:
        guard let dim = dimming else { return }
        presented.transitionContext?.animateAlongside(
          { self.engine.set(.alpha, of: dim, to: .zero) },
          completion: { self.alongsideCompleted.append($0) })
      case .dismissalTransitionDidEnd(completed: true):
        dimming?.removeFromSuperview()
      default: break
      }
    }
  }

  /// Vends a sliding animator and the sheet.
  private final class Delegate: TransitioningDelegate {
    let engine: Engine
    let cancels: Bool
    var sheet: Sheet?

    init(engine: Engine, cancels: Bool) {
      self.engine = engine
      self.cancels = cancels
    }

    func animator(
      forPresented presented: ViewControllerNode, presenting: ViewControllerNode,
      source: ViewControllerNode
    ) -> (any TransitionAnimator)? { Slide(cancels: cancels) }

    func animator(forDismissed dismissed: ViewControllerNode) -> (any TransitionAnimator)? {
      Slide(cancels: cancels)
    }

    func presentationController(
      forPresented presented: ViewControllerNode, presenting: ViewControllerNode,
      source: ViewControllerNode
    ) -> (any PresentationController)? {
      let sheet = Sheet(engine: engine, presented: presented)
      self.sheet = sheet
      return sheet
    }
  }

  /// Slides the presented view up into its frame (and down out of it) over one second.
  private final class Slide: TransitionAnimator {
    let cancels: Bool
    let name = "slide"
    init(cancels: Bool) { self.cancels = cancels }
    func transitionDuration(context: TransitionContext) -> Double { 1 }
    func animateTransition(context: TransitionContext) {
      let engine = context.engine
      let view = context.presented.view
      let final = context.layout.presentedFrame
      let below = PropertyValue(final.x + final.width / 2, final.y + final.height * 1.5)
      let shown = PropertyValue(final.x + final.width / 2, final.y + final.height / 2)
      if context.isPresenting {
        view.setModelValue(.bounds, Rect(origin: .zero, size: final.size).vector)
        view.setModelValue(.position, below)
        context.containerView.add(view)
      }
      engine.beginTransaction(AnimationParameters(duration: 1))
      engine.set(.position, of: view, to: context.isPresenting ? shown : below)
      engine.commitTransaction { _ in context.completeTransition(!self.cancels) }
    }
    func animationEnded(completed: Bool) {}
  }

  private func run(cancels: Bool = false, direction: DirectionChoice = .both) throws -> (
    Timeline, Sheet
  ) {
    let request = TransitionRequest(
      scene: .yellow(size: .phone), fps: 10, direction: direction, style: .custom)
    var made: Delegate?
    let timeline = try TransitionRunner(animatorID: "sheet", request: request).run { engine in
      let delegate = Delegate(engine: engine, cancels: cancels)
      made = delegate
      return delegate
    }
    return (timeline, try #require(made?.sheet))
  }

  @Test("the presented view goes where the controller says, once the container exists")
  func thePresentedViewGoesWhereTheControllerSays() throws {
    let (timeline, _) = try run(direction: .present)
    let last = try #require(timeline.segments[0].frames.last?.root)
    let screen = try #require(
      last.children.first { $0.kind == "container" }?.children.first { $0.name == "VCYellow.view" })
    #expect(screen.frame == Rect(x: 0, y: 422, width: 390, height: 422))
    #expect(last.children.contains { $0.name == "VCMain.view" }, "the presenter's view stays")
  }

  @Test("callbacks come in UIKit's order, each did-end saying whether it completed")
  func callbacksInUIKitsOrder() throws {
    let (_, sheet) = try run()
    #expect(
      sheet.heard == [
        "presentationTransitionWillBegin", "containerViewWillLayoutSubviews",
        "containerViewDidLayoutSubviews", "presentationTransitionDidEnd(completed)",
        "dismissalTransitionWillBegin", "dismissalTransitionDidEnd(completed)",
      ])
    #expect(sheet.alongsideCompleted == [true, true])
  }

  @Test("a cancelled presentation ends with completed false")
  func aCancelledPresentationSaysSo() throws {
    let (_, sheet) = try run(cancels: true, direction: .present)
    #expect(sheet.heard.last == "presentationTransitionDidEnd(cancelled)")
    #expect(sheet.alongsideCompleted == [false])
  }

  @Test("the dimming view fades in alongside the presentation, over its duration")
  func theDimmingFadesAlongside() throws {
    let (timeline, _) = try run(direction: .present)
    func dimming(_ frame: Int) -> Double? {
      let container = timeline.segments[0].frames[frame].root.children.first {
        $0.kind == "container"
      }
      return container?.children.first { $0.name == "dimming" }?.alpha
    }
    #expect(dimming(0) == 0)
    #expect(abs((dimming(5) ?? 0) - 0.5) < 1e-9, "ease-in-out is half way at half time")
    #expect(dimming(10) == 1)
  }
}
