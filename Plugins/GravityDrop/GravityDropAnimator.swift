import AnimatorKit

/// Drops the presented screen onto its place, or lets it fall until 60 points of it are left
/// above the bottom edge, bounce, and slide away; the physics decide when it is done.
final class GravityDropAnimator: NSObject, UIViewControllerAnimatedTransitioning,
  UIDynamicAnimatorDelegate
{
  let gravity: CGFloat
  let elasticity: CGFloat
  let isPresenting: Bool
  private var animator: UIDynamicAnimator?
  private var context: (any UIViewControllerContextTransitioning)?
  private var screen: UIView?

  init(gravity: CGFloat, elasticity: CGFloat, isPresenting: Bool) {
    self.gravity = gravity
    self.elasticity = elasticity
    self.isPresenting = isPresenting
  }

  /// The time to fall a screen's height, bounce until the bounces die out and slide away:
  /// √(2h/g) for the fall, times 1 + 2e/(1 − e) for the bounces (the physics, not this,
  /// decide when it ends).
  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    let height = Double(transitionContext?.containerView.bounds.height ?? 844)
    let fall = (2 * (height + 20) / (Double(gravity) * 1000)).squareRoot()
    let e = Double(elasticity)
    return fall * (1 + 2 * e / (1 - e)) + 0.3
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    guard let controller = context.viewController(forKey: key), let screen = controller.view else {
      context.completeTransition(false)
      return
    }
    let container = context.containerView
    let bounds = container.bounds
    let frame = isPresenting ? context.finalFrame(for: controller) : screen.frame
    if isPresenting {
      screen.frame = frame.offsetBy(dx: 0, dy: -(frame.maxY + 20))
      container.addSubview(screen)
    }
    // The floor the screen lands on: its place, or 60 points of it left on screen.
    let floor = isPresenting ? frame.maxY : bounds.maxY + frame.height - 60
    let animator = UIDynamicAnimator(referenceView: container)
    let fall = UIGravityBehavior(items: [screen])
    fall.magnitude = gravity
    let collision = UICollisionBehavior(items: [screen])
    collision.addBoundary(
      withIdentifier: "floor" as NSString, from: CGPoint(x: -bounds.width, y: floor),
      to: CGPoint(x: 2 * bounds.width, y: floor))
    let body = UIDynamicItemBehavior(items: [screen])
    body.elasticity = elasticity
    body.allowsRotation = false
    animator.addBehavior(fall)
    animator.addBehavior(collision)
    animator.addBehavior(body)
    animator.delegate = self
    self.animator = animator
    self.context = context
    self.screen = screen
  }

  /// At rest: a presentation is done; a dismissal slides the last of the screen away.
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
    animator.removeAllBehaviors()
    guard let context, let screen else { return }
    self.animator = nil
    self.context = nil
    let cancelled = context.transitionWasCancelled
    if isPresenting || cancelled {
      context.completeTransition(!cancelled)
      return
    }
    UIView.animate(
      withDuration: 0.2, delay: 0, options: [.curveEaseIn],
      animations: { screen.center.y += 80 },
      completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
  }
}
