import AnimatorKit

/// Scales the detail screen between the source view's frame (the scene's `scaleView`, as the
/// seed's ViewScaleable names it) and its final frame; from a point when there is no source.
///
/// The seed animates the frame; this animates a transform to the same rectangles, so the
/// screen's content scales with it instead of being laid out at every size.
final class ScaleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval
  let isPresenting: Bool

  init(duration: TimeInterval, isPresenting: Bool) {
    self.duration = duration
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    duration
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    guard let detailVC = context.viewController(forKey: key), let detail = detailVC.view else {
      context.completeTransition(false)
      return
    }
    let container = context.containerView
    let final = isPresenting ? context.finalFrame(for: detailVC) : detail.frame
    let start = context.sourceFrame ?? CGRect(x: final.midX, y: final.midY, width: 0, height: 0)
    let small = transform(from: final, to: start)
    if isPresenting {
      detail.frame = final
      detail.transform = small
      container.addSubview(detail)
    }
    UIView.animate(
      withDuration: duration, delay: 0, options: [.curveEaseInOut],
      animations: {
        detail.transform = self.isPresenting ? .identity : small
      },
      completion: { _ in
        let cancelled = context.transitionWasCancelled
        if cancelled, self.isPresenting { detail.removeFromSuperview() }
        detail.transform = .identity
        context.completeTransition(!cancelled)
      })
  }

  /// The transform about the centre that maps one rectangle onto another.
  private func transform(from big: CGRect, to small: CGRect) -> CGAffineTransform {
    let sx = big.width > 0 ? max(small.width / big.width, 0.001) : 1
    let sy = big.height > 0 ? max(small.height / big.height, 0.001) : 1
    return CGAffineTransform(translationX: small.midX - big.midX, y: small.midY - big.midY)
      .scaledBy(x: sx, y: sy)
  }
}
