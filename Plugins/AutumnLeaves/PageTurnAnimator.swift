import AnimatorKit

/// Turns the presented screen in like a page hinged at its left edge while autumn leaves fall,
/// and turns it back out as a gust blows the leaves away.
///
/// The page swings about its left edge (anchor point 0, 0.5) from a quarter turn to flat with
/// perspective, casting a soft shadow while it moves. The leaf emitter fades out before the
/// end and is removed, with the page's anchor point, transform and shadow put back, before
/// `completeTransition`; a cancelled presentation also takes the page out again.
final class PageTurnAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let style: LeavesStyle
  let isPresenting: Bool

  init(style: LeavesStyle, isPresenting: Bool) {
    self.style = style
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    style.duration
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    guard let pageVC = context.viewController(forKey: key), let page = pageVC.view else {
      context.completeTransition(false)
      return
    }
    let container = context.containerView
    let bounds = container.bounds
    let pageFrame = isPresenting ? context.finalFrame(for: pageVC) : page.frame
    let flat = Self.perspective(width: bounds.width)
    let turned = CATransform3DRotate(flat, -.pi / 2, 0, 1, 0)

    if isPresenting { container.addSubview(page) }
    let savedShadow = (
      color: page.layer.shadowColor, radius: page.layer.shadowRadius,
      offset: page.layer.shadowOffset, opacity: page.layer.shadowOpacity
    )
    page.layer.anchorPoint = CGPoint(x: 0, y: 0.5)
    page.frame = pageFrame
    page.layer.transform = isPresenting ? turned : flat
    page.layer.shadowColor = UIColor(red: 0.25, green: 0.12, blue: 0.02, alpha: 1).cgColor
    page.layer.shadowRadius = 18
    page.layer.shadowOffset = CGSize(width: 8, height: 0)
    page.layer.shadowOpacity = isPresenting ? 0.5 : 0

    let leaves =
      isPresenting
      ? LeafEmitter.falling(in: bounds, style: style) : LeafEmitter.gust(in: bounds, style: style)
    container.layer.addSublayer(leaves)

    let d = style.duration
    UIView.animate(
      withDuration: d * 0.25, delay: isPresenting ? d * 0.75 : d * 0.8, options: [.curveEaseIn],
      animations: {
        leaves.opacity = 0
      })
    UIView.animate(
      withDuration: d * 0.5, delay: d * (isPresenting ? 0.3 : 0.1), options: [.curveLinear],
      animations: {
        page.layer.shadowOpacity = self.isPresenting ? 0 : 0.5
      },
      completion: { _ in
        leaves.birthRate = 0
      })
    UIView.animate(
      withDuration: d, delay: 0, options: [isPresenting ? .curveEaseOut : .curveEaseIn],
      animations: {
        page.layer.transform = self.isPresenting ? flat : turned
      },
      completion: { _ in
        leaves.birthRate = 0
        leaves.removeFromSuperlayer()
        let cancelled = context.transitionWasCancelled
        // The page's own shadow comes back whether the turn completed or was cancelled.
        page.layer.shadowColor = savedShadow.color
        page.layer.shadowRadius = savedShadow.radius
        page.layer.shadowOffset = savedShadow.offset
        page.layer.shadowOpacity = savedShadow.opacity
        page.layer.transform = CATransform3DIdentity
        page.layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        page.frame = pageFrame
        if cancelled && self.isPresenting { page.removeFromSuperview() }
        context.completeTransition(!cancelled)
      })
  }

  /// A flat transform with the perspective of a viewer about three screen widths away.
  static func perspective(width: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m34 = -1 / max(500, width * 3)
    return t
  }
}
