import AnimatorKit

/// One matched pair morphing: a box in the container that goes from the leaving view's frame,
/// corner radius, background colour and alpha to the arriving view's, holding snapshots of both
/// views' contents that cross-fade, while the two views themselves are hidden.
///
/// The contents are snapshotted without their background, corners or alpha, which the box
/// draws and morphs instead; both fill the box all the way, so they stretch with it, as Hero's
/// snapshots do.
final class MatchMorph {
  /// The box that moves, above both screens.
  private let box: UIView
  private let fromContent: UIView
  private let toContent: UIView
  private let pair: MatchPair
  private let from: Look
  private let to: Look
  private let fromWasHidden: Bool
  private let toWasHidden: Bool

  /// Snapshots the pair's contents, hides both views and puts the box at the leaving view's
  /// look in front of the container; nil when the host cannot snapshot either view.
  init?(_ pair: MatchPair, in container: UIView) {
    from = Look(pair.from)
    to = Look(pair.to)
    guard let fromContent = Self.content(of: pair.from, look: from),
      let toContent = Self.content(of: pair.to, look: to)
    else { return nil }
    self.pair = pair
    self.fromContent = fromContent
    self.toContent = toContent
    fromWasHidden = pair.from.isHidden
    toWasHidden = pair.to.isHidden
    box = UIView(frame: pair.fromFrame)
    box.layer.masksToBounds = true
    box.addSubview(fromContent)
    box.addSubview(toContent)
    container.addSubview(box)
    pair.from.isHidden = true
    pair.to.isHidden = true
    set(from, frame: pair.fromFrame, fromAlpha: 1)
  }

  /// Puts the box at the arriving view's look: call it inside the animations.
  func arrive() {
    set(to, frame: pair.toFrame, fromAlpha: 0)
  }

  /// Removes the box and shows both views again.
  func finish() {
    box.removeFromSuperview()
    pair.from.isHidden = fromWasHidden
    pair.to.isHidden = toWasHidden
  }

  /// The box at a look and frame, the leaving content at an alpha and the arriving one at the
  /// rest.
  private func set(_ look: Look, frame: CGRect, fromAlpha: CGFloat) {
    box.frame = frame
    box.backgroundColor = look.color
    box.layer.cornerRadius = look.cornerRadius
    box.alpha = look.alpha
    let inside = CGRect(origin: .zero, size: frame.size)
    fromContent.frame = inside
    toContent.frame = inside
    fromContent.alpha = fromAlpha
    toContent.alpha = 1 - fromAlpha
  }

  /// A snapshot of a view's content: the view drawn without its background and corners, at
  /// full alpha, which are put back at once.
  private static func content(of view: UIView, look: Look) -> UIView? {
    view.backgroundColor = .clear
    view.layer.cornerRadius = 0
    view.alpha = 1
    let snapshot = view.snapshotView(afterScreenUpdates: false)
    view.backgroundColor = look.color
    view.layer.cornerRadius = look.cornerRadius
    view.alpha = look.alpha
    return snapshot
  }

  /// What the box morphs between: a view's background colour, corner radius and alpha.
  private struct Look {
    let color: UIColor?
    let cornerRadius: CGFloat
    let alpha: CGFloat

    init(_ view: UIView) {
      color = view.backgroundColor
      cornerRadius = view.layer.cornerRadius
      alpha = view.alpha
    }
  }
}
