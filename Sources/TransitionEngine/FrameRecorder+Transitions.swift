extension FrameRecorder {
  /// A layer's recording with its newest running CATransition drawn.
  ///
  /// The result is a `transition` node with the layer's geometry, opacity and mask whose two
  /// children are the old look (frozen when the transition was added) and the live one, each
  /// moved, turned, faded, curled or warped for the transition's progress. Without a running
  /// transition, the node as it is.
  static func transitioning(
    _ node: FrameNode, of view: ViewNode, time: Double, tally: inout Tally
  ) -> FrameNode {
    guard !view.layerAnimations.isEmpty else { return node }
    for animation in view.layerAnimations.reversed() {
      guard case let .transition(transition, old) = animation.node.content,
        let (_, fraction, _) = animation.node.warpedTime(
          at: animation.timebase.course(at: time))
      else { continue }
      let progress =
        transition.startProgress + (transition.endProgress - transition.startProgress) * fraction
      let oldLook = frozen(old, time: time, tally: &tally)
      return wrapped(node, old: oldLook, transition, progress: progress)
    }
    return node
  }

  /// The wrapper and its two looks at a progress.
  private static func wrapped(
    _ live: FrameNode, old: FrameNode, _ transition: LayerTransition, progress p: Double
  ) -> FrameNode {
    var wrapper = FrameNode(
      id: live.id, name: live.name, kind: "transition", frame: live.frame, alpha: live.alpha,
      isHidden: live.isHidden, color: .clear)
    wrapper.boundsOrigin = live.boundsOrigin
    wrapper.anchorPoint = live.anchorPoint
    wrapper.transform = live.transform
    wrapper.zPosition = live.zPosition
    wrapper.mask = live.mask
    let size = live.frame.size
    var before = look(old, in: live), after = look(live, in: live)
    after.name = nil
    let effect = TransitionEffect(transition, size: size, progress: p)
    before.transform = effect.oldTransform
    after.transform = effect.newTransform
    before.alpha *= effect.oldAlpha
    after.alpha *= effect.newAlpha
    before.curl = effect.oldCurl
    after.curl = effect.newCurl
    before.warp = effect.oldWarp
    wrapper.warp = effect.warp
    wrapper.crossfade = effect.crossfade
    wrapper.children = effect.newOnTop ? [before, after] : [after, before]
    if effect.crossfade != nil { wrapper.children = [before, after] }
    return wrapper
  }

  /// A look placed to fill the wrapper's bounds, about its middle, with its own opacity and
  /// drawing but not the layer's geometry, opacity or mask (the wrapper has those).
  private static func look(_ node: FrameNode, in live: FrameNode) -> FrameNode {
    var look = node
    look.frame = Rect(origin: live.boundsOrigin, size: live.frame.size)
    look.anchorPoint = Point(x: 0.5, y: 0.5)
    look.transform = .identity
    look.zPosition = 0
    look.alpha = 1
    look.mask = []
    return look
  }
}
