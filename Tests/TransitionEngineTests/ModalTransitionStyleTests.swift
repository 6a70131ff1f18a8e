import Testing
import TransitionEngine

/// The system transitions of UIModalTransitionStyle, run when the delegate vends no animator.
@Suite struct ModalTransitionStyleTests {
  /// A delegate that vends nothing.
  private final class Nothing: TransitioningDelegate {
    func animator(
      forPresented presented: ViewControllerNode, presenting: ViewControllerNode,
      source: ViewControllerNode
    ) -> (any TransitionAnimator)? { nil }
    func animator(forDismissed dismissed: ViewControllerNode) -> (any TransitionAnimator)? { nil }
  }

  private func run(_ style: ModalTransitionStyle, cancelAt: CancelPoint? = nil) throws -> Timeline {
    var scene = Scene.yellow(size: .phone)
    scene.transitionStyle = style
    let request = TransitionRequest(
      scene: scene, fps: 20, direction: cancelAt == nil ? .both : .present, style: .fullScreen,
      cancelAt: cancelAt)
    return try TransitionRunner(animatorID: "system", request: request).run { _ in Nothing() }
  }

  private func find(_ name: String, in node: FrameNode) -> FrameNode? {
    if node.name == name { return node }
    for child in node.children {
      if let found = find(name, in: child) { return found }
    }
    return nil
  }

  @Test(
    "each style runs its system animator both ways and leaves UIKit's hierarchy",
    arguments: [
      (ModalTransitionStyle.coverVertical, "coverVertical", 0.5),
      (.crossDissolve, "crossDissolve", 0.4), (.flipHorizontal, "flipHorizontal", 0.6),
      (.partialCurl, "partialCurl", 0.6),
    ])
  func runsBothWays(style: ModalTransitionStyle, name: String, duration: Double) throws {
    let timeline = try run(style)
    #expect(timeline.segments.map(\.animator) == [name, name])
    #expect(timeline.segments.allSatisfy { $0.didComplete && $0.duration == duration })
    #expect(timeline.segments.allSatisfy { $0.diagnostics.isEmpty })
    let presented = try #require(timeline.segments[0].frames.last)
    #expect(presented.root.children.compactMap(\.name) == ["container"])
    #expect(find("VCYellow.view", in: presented.root)?.alpha == 1)
    let dismissed = try #require(timeline.segments[1].frames.last)
    #expect(dismissed.root.children.compactMap(\.name) == ["VCMain.view"])
  }

  @Test("a cross-dissolve fades the presented view in over the presenter")
  func crossDissolveFades() throws {
    let frames = try run(.crossDissolve).segments[0].frames
    let middle = try #require(find("VCYellow.view", in: frames[4].root))
    #expect(middle.alpha > 0.2 && middle.alpha < 0.8, "\(middle.alpha)")
    #expect(find("VCMain.view", in: frames[4].root) != nil, "the presenter shows through")
  }

  @Test("a flip turns over black: the backdrop is there while it turns and gone after")
  func flipShowsBlackBehind() throws {
    let frames = try run(.flipHorizontal).segments[0].frames
    #expect(find("turnoverBackdrop", in: frames[3].root) != nil)
    #expect(find("turnoverBackdrop", in: try #require(frames.last).root) == nil)
  }

  @Test(
    "a cancelled turnover puts the presenter back alone",
    arguments: [
      ModalTransitionStyle.crossDissolve, .flipHorizontal, .partialCurl,
    ])
  func cancelled(style: ModalTransitionStyle) throws {
    let segment = try run(style, cancelAt: .fraction(0.5)).segments[0]
    #expect(!segment.didComplete)
    let last = try #require(segment.frames.last)
    #expect(last.root.children.compactMap(\.name) == ["VCMain.view"])
  }
}
