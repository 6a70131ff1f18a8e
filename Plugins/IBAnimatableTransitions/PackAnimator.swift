import AnimatorKit

/// The base of the pack's animators: builds the stage, then runs the subclass's animation,
/// which calls `stage.finish()` when it ends.
class PackAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval
  let role: TransitionRole

  init(duration: TimeInterval, role: TransitionRole) {
    self.duration = duration
    self.role = role
  }

  /// Whether the arriving screen is stacked above the leaving one.
  var arrivingOnTop: Bool { true }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    duration
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let stage = TransitionStage(context: context, role: role, arrivingOnTop: arrivingOnTop)
    else {
      context.completeTransition(false)
      return
    }
    run(on: stage)
  }

  /// Animates the stage; subclasses override it and call `stage.finish()` at the end.
  func run(on stage: TransitionStage) {
    stage.finish()
  }
}

/// An animator of the pack that heads one way: the direction given, or its opposite when the
/// animator runs the way back (a dismissal, a pop, a switch to an earlier tab), as
/// IBAnimatable's `reversed` does.
class DirectedPackAnimator: PackAnimator {
  /// The way this run heads.
  let direction: TransitionDirection

  init(direction: TransitionDirection, duration: TimeInterval, role: TransitionRole) {
    self.direction = role.isReversed ? direction.opposite : direction
    super.init(duration: duration, role: role)
  }
}

/// A piece of a screen with a shadow over it that darkens towards one edge, as the folded and
/// flipped pieces of IBAnimatable wear: a region snapshot wearing a gradient sublayer.
struct ShadedPiece {
  /// The piece: the snapshot of the region.
  let view: UIView
  /// The shadow over the snapshot; animate its opacity.
  let shadow: CAGradientLayer

  /// A piece showing `region` of `source` (in its bounds), dark at `darkEdge` and clear at the
  /// opposite edge; nil for an empty region.
  init?(
    of source: UIView, region: CGRect, afterUpdates: Bool, darkEdge: CGRectEdge,
    darkness: CGFloat
  ) {
    guard
      let snapshot = source.resizableSnapshotView(
        from: region, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
    else { return nil }
    view = snapshot
    shadow = CAGradientLayer()
    shadow.frame = CGRect(origin: .zero, size: region.size)
    shadow.colors = [
      UIColor(white: 0, alpha: 0).cgColor, UIColor(white: 0, alpha: darkness).cgColor,
    ]
    let (start, end): (CGPoint, CGPoint) =
      switch darkEdge {
      case .minXEdge: (CGPoint(x: 1, y: 0.5), CGPoint(x: 0, y: 0.5))
      case .maxXEdge: (CGPoint(x: 0, y: 0.5), CGPoint(x: 1, y: 0.5))
      case .minYEdge: (CGPoint(x: 0.5, y: 1), CGPoint(x: 0.5, y: 0))
      case .maxYEdge: (CGPoint(x: 0.5, y: 0), CGPoint(x: 0.5, y: 1))
      }
    shadow.startPoint = start
    shadow.endPoint = end
    snapshot.layer.addSublayer(shadow)
  }
}
