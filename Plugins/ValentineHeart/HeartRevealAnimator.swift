import AnimatorKit

/// Reveals the presented screen through a heart-shaped mask that grows from the source button
/// until it covers the screen, and shrinks it back into the button on dismissal.
///
/// A slightly larger heart in the heart colour grows behind the mask as its rim, and hearts
/// float up over everything. Every helper layer and the mask are removed before the
/// transition completes, and on a cancel the screens are put back as they were.
final class HeartRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let style: HeartStyle
  let isPresenting: Bool

  init(style: HeartStyle, isPresenting: Bool) {
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
    guard let screenVC = context.viewController(forKey: key), let screen = screenVC.view else {
      context.completeTransition(false)
      return
    }
    let container = context.containerView
    let presenting = isPresenting
    if presenting {
      screen.frame = context.finalFrame(for: screenVC)
      container.addSubview(screen)
    }
    // Dismissing a style that removed the presenter's view: put it behind the heart for now.
    let borrowed = presenting ? nil : context.view(forKey: .to)
    if let borrowed, let toVC = context.viewController(forKey: .to) {
      borrowed.frame = context.finalFrame(for: toVC)
      container.insertSubview(borrowed, belowSubview: screen)
    }
    let frame = screen.frame
    let button = context.sourceFrame.map { $0.offsetBy(dx: -frame.minX, dy: -frame.minY) }
    let geometry = HeartGeometry(button: button, bounds: CGRect(origin: .zero, size: frame.size))

    let mask = geometry.heartLayer(in: .zero, rim: 0, color: .black)
    let rim = geometry.heartLayer(in: frame.origin, rim: 0.012, color: style.color)
    let hearts = FloatingHearts.emitter(in: container.bounds, style: style)
    if !presenting {
      mask.transform = CATransform3DIdentity
      rim.transform = CATransform3DIdentity
    }
    screen.layer.mask = mask
    container.layer.insertSublayer(rim, below: screen.layer)
    container.layer.addSublayer(hearts)

    let target = presenting ? CATransform3DIdentity : geometry.small
    UIView.animate(
      withDuration: style.duration, delay: 0, options: [presenting ? .curveEaseIn : .curveEaseOut],
      animations: {
        mask.transform = target
        rim.transform = target
      },
      completion: { _ in
        let cancelled = context.transitionWasCancelled
        screen.layer.mask = nil
        rim.removeFromSuperlayer()
        hearts.removeFromSuperlayer()
        if presenting, cancelled { screen.removeFromSuperview() }
        // The host puts a dismissal's presenter back in the window itself.
        borrowed?.removeFromSuperview()
        context.completeTransition(!cancelled)
      })
    UIView.animate(
      withDuration: style.duration * 0.35, delay: style.duration * 0.65, options: [.curveEaseIn],
      animations: {
        hearts.opacity = 0
      })
  }
}
