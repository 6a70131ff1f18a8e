import AnimatorKit

/// Adds a `CATransition` to the container's layer, then changes the container; the
/// transition's delegate completes the UIKit transition when it stops.
final class GradientCubeAnimator: NSObject, UIViewControllerAnimatedTransitioning,
  CAAnimationDelegate
{
  let duration: TimeInterval
  let type: String
  let isPresenting: Bool
  private var context: (any UIViewControllerContextTransitioning)?
  /// A snapshot of the screen underneath, which is not in the container, standing in for it.
  private var underneath: UIView?

  init(duration: TimeInterval, type: String, isPresenting: Bool) {
    self.duration = duration
    self.type = type
    self.isPresenting = isPresenting
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    duration
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    let container = context.containerView
    let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    guard let screenController = context.viewController(forKey: key),
      let screen = screenController.view
    else {
      context.completeTransition(false)
      return
    }
    self.context = context
    underneath = context.viewController(forKey: isPresenting ? .from : .to)?.view?
      .snapshotView(afterScreenUpdates: false)
    if isPresenting, let underneath { container.addSubview(underneath) }
    let transition = CATransition()
    transition.type = CATransitionType(rawValue: type)
    transition.subtype = isPresenting ? .fromRight : .fromLeft
    transition.duration = duration
    transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    transition.delegate = self
    container.layer.add(transition, forKey: kCATransition)
    if isPresenting {
      underneath?.removeFromSuperview()
      screen.frame = context.finalFrame(for: screenController)
      decorate(screen)
      container.addSubview(screen)
    } else {
      screen.removeFromSuperview()
      if let underneath { container.addSubview(underneath) }
    }
  }

  /// A diagonal gradient behind the screen's content and three dots pulsing one after another.
  private func decorate(_ screen: UIView) {
    let size = screen.bounds.size
    let gradient = CAGradientLayer()
    gradient.frame = CGRect(origin: .zero, size: size)
    gradient.colors = [
      UIColor(red: 0.36, green: 0.24, blue: 0.85, alpha: 1).cgColor,
      UIColor(red: 0.93, green: 0.35, blue: 0.55, alpha: 1).cgColor,
      UIColor(red: 1.0, green: 0.75, blue: 0.35, alpha: 1).cgColor,
    ]
    gradient.locations = [0, 0.55, 1]
    gradient.startPoint = CGPoint(x: 0, y: 0)
    gradient.endPoint = CGPoint(x: 1, y: 1)
    screen.layer.insertSublayer(gradient, below: nil)

    let dots = CAReplicatorLayer()
    dots.frame = CGRect(x: size.width / 2 - 36, y: size.height * 0.75, width: 72, height: 16)
    dots.instanceCount = 3
    dots.instanceTransform = CATransform3DMakeTranslation(28, 0, 0)
    dots.instanceDelay = 0.15
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: 16, height: 16)
    dot.cornerRadius = 8
    dot.backgroundColor = UIColor.white.cgColor
    let pulse = CABasicAnimation(keyPath: "transform.scale")
    pulse.fromValue = 0.4
    pulse.toValue = 1
    pulse.duration = duration / 2
    pulse.autoreverses = true
    dot.add(pulse, forKey: "pulse")
    dots.addSublayer(dot)
    screen.layer.addSublayer(dots)
  }

  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    if !isPresenting { underneath?.removeFromSuperview() }
    context?.completeTransition(!(context?.transitionWasCancelled ?? false))
    context = nil
  }
}
