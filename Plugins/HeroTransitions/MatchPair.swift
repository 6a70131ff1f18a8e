import AnimatorKit

/// Two views, one on each screen, with the same match id (Hero's `hero.id`), and where each
/// is in the container.
struct MatchPair {
  /// The view on the leaving screen.
  let from: UIView
  /// The view on the arriving screen.
  let to: UIView
  /// The leaving view's frame in the container.
  let fromFrame: CGRect
  /// The arriving view's frame in the container, once its screen is in place.
  let toFrame: CGRect

  /// How far it moves, as Hero measures it: the distance its centre travels plus the distance
  /// its size's corner travels.
  var distance: CGFloat {
    let dx = toFrame.midX - fromFrame.midX
    let dy = toFrame.midY - fromFrame.midY
    let dw = toFrame.width - fromFrame.width
    let dh = toFrame.height - fromFrame.height
    return (dx * dx + dy * dy).squareRoot() + (dw * dw + dh * dh).squareRoot()
  }

  /// The pairs of two screens, in the leaving screen's order, depth first; a matched view's
  /// subviews move with it and are not matched on their own, and hidden views match nothing.
  static func pairs(
    from fromScreen: UIView, to toScreen: UIView, toScreenFrame: CGRect, in container: UIView
  ) -> [MatchPair] {
    let arriving = Dictionary(
      matched(in: toScreen).map { ($0.id, $0.view) }, uniquingKeysWith: { first, _ in first })
    let fromScreenFrame = fromScreen.convert(fromScreen.bounds, to: container)
    return matched(in: fromScreen).compactMap { id, view in
      guard let other = arriving[id] else { return nil }
      return MatchPair(
        from: view, to: other, fromFrame: frame(of: view, in: fromScreen, at: fromScreenFrame),
        toFrame: frame(of: other, in: toScreen, at: toScreenFrame))
    }
  }

  /// The views under a screen with a match id, depth first, not looking inside them.
  private static func matched(in screen: UIView) -> [(id: String, view: UIView)] {
    var result: [(id: String, view: UIView)] = []
    var stack = Array(screen.subviews.reversed())
    while let view = stack.popLast() {
      guard !view.isHidden else { continue }
      if let id = view.hero.id {
        result.append((id, view))
      } else {
        stack += view.subviews.reversed()
      }
    }
    return result
  }

  /// A view's frame in the container when its screen is at a frame there.
  private static func frame(of view: UIView, in screen: UIView, at screenFrame: CGRect) -> CGRect {
    let local = view.convert(view.bounds, to: screen)
    return CGRect(
      x: screenFrame.minX + local.minX, y: screenFrame.minY + local.minY, width: local.width,
      height: local.height)
  }
}
