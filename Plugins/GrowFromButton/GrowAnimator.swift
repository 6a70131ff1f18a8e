import AnimatorKit

/// Scales a snapshot of the presented screen between the source button's frame and full size.
///
/// The real view stays hidden while its snapshot moves, and is shown again at the end; the
/// snapshot is always removed, so nothing is left behind, whether the transition completes or
/// is cancelled.
final class GrowAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval
  let presenting: Bool

  init(duration: TimeInterval, presenting: Bool) {
    self.duration = duration
    self.presenting = presenting
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    duration
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = presenting ? .to : .from
    guard let screen = context.viewController(forKey: key),
      let view = screen.view,
      let snapshot = view.snapshotView(afterScreenUpdates: true)
    else {
      context.completeTransition(false)
      return
    }
    let container = context.containerView
    let fullFrame = presenting ? context.finalFrame(for: screen) : view.frame
    let buttonFrame =
      context.sourceFrame
      ?? CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)

    if presenting {
      container.addSubview(view)
    }
    view.isHidden = true
    snapshot.frame = presenting ? buttonFrame : fullFrame
    container.addSubview(snapshot)

    UIView.animate(
      withDuration: duration, delay: 0, options: [.curveEaseInOut],
      animations: {
        snapshot.frame = self.presenting ? fullFrame : buttonFrame
      },
      completion: { _ in
        view.isHidden = false
        snapshot.removeFromSuperview()
        context.completeTransition(!context.transitionWasCancelled)
      })
  }
}
