import Testing
import TransitionEngine

/// Navigation pushes and pops (TransitionKind.push): the system slide when the delegate vends
/// nothing, both views in the context, the left view taken out when it completes, and a cancel
/// putting everything back.
@Suite struct NavigationTransitionTests {
  /// A delegate that vends no animator, or a scripted one for each operation it hears.
  private final class Delegate: TransitioningDelegate {
    var operations: [NavigationOperation] = []
    var views: [String] = []
    let vends: Bool

    init(vends: Bool) { self.vends = vends }

    func animator(
      forPresented presented: ViewControllerNode, presenting: ViewControllerNode,
      source: ViewControllerNode
    ) -> (any TransitionAnimator)? { nil }

    func animator(forDismissed dismissed: ViewControllerNode) -> (any TransitionAnimator)? { nil }

    func animator(
      for operation: NavigationOperation, from: ViewControllerNode, to: ViewControllerNode
    ) -> (any TransitionAnimator)? {
      operations.append(operation)
      return vends ? Fade(delegate: self) : nil
    }
  }

  /// Fades the incoming view in over the outgoing one, noting the views the context gives.
  private final class Fade: TransitionAnimator {
    unowned let delegate: Delegate
    let name = "fade"
    init(delegate: Delegate) { self.delegate = delegate }
    func transitionDuration(context: TransitionContext) -> Double { 0.5 }
    func animateTransition(context: TransitionContext) {
      let to = context.view(forKey: .to), from = context.view(forKey: .from)
      delegate.views.append("\(from?.name ?? "nil")>\(to?.name ?? "nil")")
      guard let to else {
        context.completeTransition(false)
        return
      }
      context.containerView.add(to)
      to.setModelValue(.alpha, .zero)
      context.engine.beginTransaction(AnimationParameters(duration: 0.5))
      context.engine.set(.alpha, of: to, to: PropertyValue(scalar: 1))
      context.engine.commitTransaction { _ in context.completeTransition(true) }
    }
    func animationEnded(completed: Bool) {}
  }

  private func run(
    vends: Bool = false, direction: DirectionChoice = .both, cancelAt: CancelPoint? = nil
  ) throws -> (Timeline, Delegate) {
    var request = TransitionRequest(
      scene: .yellow(size: .phone), fps: 20, direction: direction, cancelAt: cancelAt)
    request.kind = .push
    var made: Delegate?
    let timeline = try TransitionRunner(animatorID: "nav", request: request).run { _ in
      let delegate = Delegate(vends: vends)
      made = delegate
      return delegate
    }
    return (timeline, try #require(made))
  }

  /// The container's children's names in a frame.
  private func container(_ frame: Frame) -> [FrameNode] {
    frame.root.children.first { $0.name == "navigationController" }?.children.first {
      $0.kind == "container"
    }?.children ?? []
  }

  @Test("the system push slides the new screen in from the trailing edge over the old")
  func theSystemPushSlides() throws {
    let (timeline, delegate) = try run(direction: .present)
    #expect(delegate.operations == [.push])
    let frames = timeline.segments[0].frames
    func x(_ name: String, _ frame: Int) -> Double? {
      container(frames[frame]).first { $0.name == name }?.frame.x
    }
    #expect(x("VCYellow.view", 0) == 390 && x("VCMain.view", 0) == 0)
    #expect((x("VCYellow.view", 4) ?? 999) < 200 && (x("VCMain.view", 4) ?? 0) < -50)
    let end = try #require(frames.last)
    #expect(container(end).map(\.name) == ["VCYellow.view"], "the old screen goes")
    let title = frames.last?.root.children.first { $0.name == "navigationController" }?
      .children.last?.children.first?.text
    #expect(title == "VCYellow")
  }

  @Test("both view controllers get UIKit's appearance callbacks, in order")
  func appearanceCallbacks() throws {
    let (timeline, _) = try run(direction: .present)
    let names = timeline.segments[0].events.map { "\($0.name) \($0.subject)" }.filter {
      $0.hasPrefix("view")
    }
    #expect(
      names == [
        "viewWillDisappear VCMain", "viewWillAppear VCYellow", "viewDidAppear VCYellow",
        "viewDidDisappear VCMain",
      ])
  }

  @Test("a pop brings the old screen back and takes the popped one out")
  func aPopReverses() throws {
    let (timeline, delegate) = try run(direction: .both)
    #expect(delegate.operations == [.push, .pop])
    let last = try #require(timeline.segments[1].frames.last)
    #expect(container(last).map(\.name) == ["VCMain.view"])
    #expect(container(last).first?.frame.x == 0)
  }

  @Test("a vended animator gets both views, and the left one is taken out when it completes")
  func aVendedAnimatorGetsBothViews() throws {
    let (timeline, delegate) = try run(vends: true, direction: .both)
    #expect(delegate.views == ["VCMain.view>VCYellow.view", "VCYellow.view>VCMain.view"])
    #expect(timeline.segments.allSatisfy { $0.didComplete })
    let end = try #require(timeline.segments[0].frames.last)
    #expect(container(end).map(\.name) == ["VCYellow.view"])
  }

  @Test("a push cancelled halfway puts the old screen back alone")
  func aCancelledPushRestores() throws {
    let (timeline, _) = try run(direction: .present, cancelAt: .fraction(0.5))
    #expect(timeline.segments[0].didComplete == false)
    let last = try #require(timeline.segments[0].frames.last)
    #expect(container(last).map(\.name) == ["VCMain.view"])
    #expect(container(last).first?.frame.x == 0)
  }
}
