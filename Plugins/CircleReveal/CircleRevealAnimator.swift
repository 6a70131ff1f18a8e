import AnimatorKit

/// Masks the presented screen with a circle and animates the mask's `path` from the button to
/// the whole screen (and back on dismissal) with a `CABasicAnimation`.
///
/// As iOS code does, the model path is set to the final circle, the animation keeps its end
/// (`fillMode = .forwards`, `isRemovedOnCompletion = false`), and its delegate completes the
/// transition and takes the mask away.
final class CircleRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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
    guard let screenController = context.viewController(forKey: isPresenting ? .to : .from),
      let screen = screenController.view
    else {
      context.completeTransition(false)
      return
    }
    let container = context.containerView
    if isPresenting {
      screen.frame = context.finalFrame(for: screenController)
      container.addSubview(screen)
    }
    let frame = screen.frame
    let bounds = container.bounds
    let button =
      context.sourceFrame ?? CGRect(x: bounds.midX - 22, y: bounds.midY - 22, width: 44, height: 44)
    // The circle's centre in the screen's own coordinates.
    let center = CGPoint(x: button.midX - frame.minX, y: button.midY - frame.minY)
    let small = circle(center, radius: min(button.width, button.height) / 2)
    let corners = [
      CGPoint(x: 0, y: 0), CGPoint(x: frame.width, y: 0), CGPoint(x: 0, y: frame.height),
      CGPoint(x: frame.width, y: frame.height),
    ]
    let radius = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max() ?? 0
    let large = circle(center, radius: radius)

    let mask = CAShapeLayer()
    mask.frame = CGRect(origin: .zero, size: frame.size)
    mask.path = isPresenting ? large : small
    screen.layer.mask = mask

    let reveal = CABasicAnimation(keyPath: "path")
    reveal.fromValue = isPresenting ? small : large
    reveal.toValue = isPresenting ? large : small
    reveal.duration = duration
    reveal.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    reveal.fillMode = .forwards
    reveal.isRemovedOnCompletion = false
    reveal.delegate = RevealDelegate(context: context, screen: screen, isPresenting: isPresenting)
    mask.add(reveal, forKey: "reveal")
  }

  private func circle(_ center: CGPoint, radius: CGFloat) -> CGPath {
    UIBezierPath(
      ovalIn: CGRect(
        x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    ).cgPath
  }
}

/// The reveal's own CAAnimationDelegate: when the circle stops, the mask goes and the
/// transition completes (a cancelled present takes its screen away again).
final class RevealDelegate: NSObject, CAAnimationDelegate {
  let context: any UIViewControllerContextTransitioning
  let screen: UIView
  let isPresenting: Bool

  init(context: any UIViewControllerContextTransitioning, screen: UIView, isPresenting: Bool) {
    self.context = context
    self.screen = screen
    self.isPresenting = isPresenting
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    screen.layer.mask?.removeAllAnimations()
    screen.layer.mask = nil
    let cancelled = context.transitionWasCancelled
    if isPresenting, cancelled { screen.removeFromSuperview() }
    context.completeTransition(!cancelled)
  }
}
