import AnimatorKit

/// The two screens of one transition, ready to animate: `leaving` and `arriving` are the real
/// views when they live in the container, and snapshots standing in for them when they do not
/// (the presenter under a presentation, which stays in the window behind the container).
///
/// Everything the stage touches it puts back in `finish()`: the helpers it was given are
/// removed, the real views get back the frame, anchor point, transform, alpha and visibility
/// they had at rest, a presented view is taken out again after a cancel, and a borrowed
/// presenter is taken out after a dismissal (the host puts it back in the window). So an
/// animator may change any of those freely and needs no cleanup of its own.
final class TransitionStage {
  let context: any UIViewControllerContextTransitioning
  let container: UIView
  /// The screen that leaves, as seen now.
  let leaving: UIView
  /// The screen that arrives, at its final frame.
  let arriving: UIView
  /// The real arriving view, when the stage put it in the container.
  private var placedArriving: UIView?
  /// Whether the placed arriving view leaves again even after a completed transition.
  private let arrivingIsBorrowed: Bool
  private var helpers: [UIView] = []
  private var saved: [(view: UIView, state: RestState)] = []

  /// The stage for a context, the arriving screen above the leaving one or below it; nil when
  /// the context lacks a view controller or a view.
  init?(
    context: any UIViewControllerContextTransitioning, role: TransitionRole, arrivingOnTop: Bool
  ) {
    guard let fromVC = context.viewController(forKey: .from),
      let toVC = context.viewController(forKey: .to),
      let fromView = fromVC.view, let toView = toVC.view
    else { return nil }
    self.context = context
    let container = context.containerView
    self.container = container
    var finalFrame = context.finalFrame(for: toVC)
    if finalFrame.isEmpty { finalFrame = container.bounds }

    // The leaving screen: the real view if it is in the container, else a stand-in.
    if fromView.superview == container {
      leaving = fromView
    } else {
      let standIn = fromView.snapshotView(afterScreenUpdates: false) ?? UIView(frame: .zero)
      standIn.frame = fromView.frame.isEmpty ? container.bounds : fromView.frame
      container.addSubview(standIn)
      leaving = standIn
    }
    // The arriving screen: the real view if the context hands it over (present, push, tab, and
    // a dismissal whose style removed the presenter), else a stand-in for the presenter.
    let handedOver = context.view(forKey: .to) != nil
    arrivingIsBorrowed = role == .dismiss && handedOver
    if handedOver {
      toView.frame = finalFrame
      arriving = toView
      placedArriving = toView.superview == container ? nil : toView
    } else {
      let standIn = toView.snapshotView(afterScreenUpdates: false) ?? UIView(frame: .zero)
      standIn.frame = toView.frame.isEmpty ? finalFrame : toView.frame
      arriving = standIn
    }
    if arrivingOnTop {
      container.insertSubview(arriving, aboveSubview: leaving)
    } else {
      container.insertSubview(arriving, belowSubview: leaving)
    }
    for view in [leaving, arriving] where view != fromView && view != toView {
      helpers.append(view)
    }
    // The real views hide behind their stand-ins; all are put back as they are at rest.
    for real in [fromView, toView] {
      saved.append((real, RestState(real)))
      if real != leaving && real != arriving { real.isHidden = true }
    }
  }

  /// The container's bounds.
  var bounds: CGRect { container.bounds }

  /// Adds a helper view on top (or at the back) of the container; it is removed at the end.
  func add(_ helper: UIView, atBack: Bool = false) {
    if atBack, let first = [leaving, arriving].first(where: { $0.superview == container }) {
      container.insertSubview(helper, belowSubview: first)
    } else {
      container.addSubview(helper)
    }
    helpers.append(helper)
  }

  /// A full-container helper whose sublayers share one perspective, seen from `eye` points.
  func addCanvas(eye: CGFloat) -> UIView {
    let canvas = UIView(frame: container.bounds)
    canvas.layer.sublayerTransform = perspective(eye: eye)
    add(canvas)
    return canvas
  }

  /// Puts everything back and completes the transition (with false after a cancel).
  func finish() {
    let cancelled = context.transitionWasCancelled
    for helper in helpers { helper.removeFromSuperview() }
    helpers = []
    for (view, state) in saved { state.restore(view) }
    if let placed = placedArriving, cancelled || arrivingIsBorrowed { placed.removeFromSuperview() }
    context.completeTransition(!cancelled)
  }
}

/// What an animator may change about a real view, as it is at rest.
struct RestState {
  let frame: CGRect
  let anchorPoint: CGPoint
  let transform: CATransform3D
  let alpha: CGFloat
  let isHidden: Bool

  init(_ view: UIView) {
    transform = view.layer.transform
    view.layer.transform = CATransform3DIdentity
    frame = view.frame
    view.layer.transform = transform
    anchorPoint = view.layer.anchorPoint
    alpha = view.alpha
    isHidden = view.isHidden
  }

  func restore(_ view: UIView) {
    view.layer.transform = CATransform3DIdentity
    view.layer.anchorPoint = anchorPoint
    view.frame = frame
    view.layer.transform = transform
    view.alpha = alpha
    view.isHidden = isHidden
  }
}

/// A transform with only perspective, seen from `eye` points in front of the plane.
func perspective(eye: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  t.m34 = -1 / eye
  return t
}

/// Moves a layer's anchor point without moving the layer on screen.
func setAnchor(_ anchor: CGPoint, of view: UIView) {
  let frame = view.frame
  view.layer.anchorPoint = anchor
  view.frame = frame
}
