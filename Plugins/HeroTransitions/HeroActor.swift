import AnimatorKit

/// One screen taking part in a transition: the view that moves, and what to put back when the
/// transition ends.
///
/// The screen's own view moves when it is in the container (or the animator put it there). A
/// screen outside the container (the presenter of a presentation that leaves it in the window)
/// moves as a snapshot standing in for it at the back of the container, its own view hidden
/// meanwhile, as Hero moves snapshots of both screens.
final class HeroActor {
  /// The view that moves: the screen's own view or its snapshot.
  let view: UIView
  /// The screen's own view.
  private let screen: UIView
  /// Whether `view` is a snapshot of the screen.
  private let isSnapshot: Bool
  /// The screen's looks before the transition, put back when it ends.
  private let saved: Saved
  /// The black overlay that dims the screen, while it is dimmed.
  private var overlay: UIView?

  /// The screen itself takes part.
  init(screen: UIView) {
    self.screen = screen
    view = screen
    isSnapshot = false
    saved = Saved(screen)
  }

  /// A snapshot of the screen, at the back of the container, takes part for it; nil when the
  /// host cannot snapshot it.
  init?(standingInFor screen: UIView, in container: UIView) {
    guard let snapshot = screen.snapshotView(afterScreenUpdates: false) else { return nil }
    self.screen = screen
    view = snapshot
    isSnapshot = true
    saved = Saved(screen)
    snapshot.frame = screen.convert(screen.bounds, to: container)
    container.addSubview(snapshot)
    container.sendSubviewToBack(snapshot)
    screen.isHidden = true
  }

  /// Puts the view at a pose: moved by `offset` (already scaled by the pose's shift), scaled,
  /// faded, dimmed, and casting Hero's shadow at an opacity (nil leaves the shadow alone).
  func set(_ pose: HeroPose, offset: CGPoint, shadow: Float?) {
    view.transform = CGAffineTransform(translationX: offset.x, y: offset.y)
      .scaledBy(x: pose.scale, y: pose.scale)
    view.alpha = pose.alpha
    overlay?.alpha = pose.dim
    if let shadow { view.layer.shadowOpacity = shadow }
  }

  /// Readies the view for the poses it goes between: the overlay for a dimmed pose and Hero's
  /// shadow (black, radius 5, no offset, unclipped) for a screen that casts one.
  func prepare(for pose: HeroPose) {
    if pose.dim > 0 {
      let overlay = UIView(frame: view.bounds)
      overlay.backgroundColor = .black
      overlay.alpha = 0
      view.addSubview(overlay)
      self.overlay = overlay
    }
    if pose.castsShadow {
      view.layer.shadowColor = UIColor.black.cgColor
      view.layer.shadowRadius = 5
      view.layer.shadowOffset = .zero
      view.layer.masksToBounds = false
    }
  }

  /// Puts everything back: the snapshot goes and the screen shows again, or the screen's own
  /// looks return to what they were before the transition.
  func finish() {
    overlay?.removeFromSuperview()
    overlay = nil
    if isSnapshot {
      view.removeFromSuperview()
    } else {
      saved.restore(screen)
    }
    screen.isHidden = saved.isHidden
  }

  /// The looks a transition changes on a screen's own view.
  private struct Saved {
    let transform: CGAffineTransform
    let alpha: CGFloat
    let isHidden: Bool
    let shadowOpacity: Float
    let shadowRadius: CGFloat
    let shadowOffset: CGSize
    let shadowColor: CGColor?
    let masksToBounds: Bool

    init(_ view: UIView) {
      transform = view.transform
      alpha = view.alpha
      isHidden = view.isHidden
      shadowOpacity = view.layer.shadowOpacity
      shadowRadius = view.layer.shadowRadius
      shadowOffset = view.layer.shadowOffset
      shadowColor = view.layer.shadowColor
      masksToBounds = view.layer.masksToBounds
    }

    func restore(_ view: UIView) {
      view.transform = transform
      view.alpha = alpha
      view.layer.shadowOpacity = shadowOpacity
      view.layer.shadowRadius = shadowRadius
      view.layer.shadowOffset = shadowOffset
      view.layer.shadowColor = shadowColor
      view.layer.masksToBounds = masksToBounds
    }
  }
}
