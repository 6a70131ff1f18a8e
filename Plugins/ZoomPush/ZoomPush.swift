import AnimatorKit

/// A navigation push that zooms the detail screen out of the tapped cell of a grid, and a pop
/// that shrinks it back into the cell (also interactively, by a swipe in from the left edge),
/// written as iOS code writes a `UINavigationControllerDelegate` animator.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "zoom-push", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "zoom-push", displayName: "Zoom push",
          summary:
            "Pushes the detail screen zooming out of the tapped cell, pops it back in "
            + "(or by a swipe from the left edge)",
          capabilities: [.push, .pop, .interactive], parameters: [ZoomPushDelegate.duration]
        ) { p in
          ZoomPushDelegate(duration: p[ZoomPushDelegate.duration])
        }
      ])
  }
}

/// Vends the zoom for pushes and pops, and the swipe back while it pops.
final class ZoomPushDelegate: NSObject, UIViewControllerTransitioningDelegate,
  UINavigationControllerDelegate
{
  static let duration = Parameter.number(
    "duration", default: 0.45, range: 0.05...5, summary: "seconds each way")

  let duration: TimeInterval
  private var swipeBack: SwipeBackInteraction?

  init(duration: TimeInterval) {
    self.duration = duration
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController, to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    switch operation {
    case .push:
      swipeBack = SwipeBackInteraction(viewController: toVC)
      return ZoomAnimator(duration: duration, isPush: true)
    case .pop: return ZoomAnimator(duration: duration, isPush: false)
    case .none: return nil
    }
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    guard let swipeBack, swipeBack.interactionInProgress else { return nil }
    return swipeBack
  }
}

/// Zooms the detail screen between the tapped cell's frame and the whole container.
final class ZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let duration: TimeInterval
  let isPush: Bool

  init(duration: TimeInterval, isPush: Bool) {
    self.duration = duration
    self.isPush = isPush
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    duration
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to),
      let toVC = context.viewController(forKey: .to)
    else {
      context.completeTransition(false)
      return
    }
    let container = context.containerView
    let full = container.bounds
    // The tapped cell in the container, or a small square in the middle without one.
    let cell =
      context.sourceFrame
      ?? CGRect(x: full.midX - 40, y: full.midY - 40, width: 80, height: 80)
    let detail = isPush ? toView : fromView
    let grid = isPush ? fromView : toView
    func shrunk() -> CGAffineTransform {
      CGAffineTransform(translationX: cell.midX - full.midX, y: cell.midY - full.midY)
        .scaledBy(x: cell.width / full.width, y: cell.height / full.height)
    }
    if isPush {
      toView.frame = context.finalFrame(for: toVC)
      toView.transform = shrunk()
      toView.alpha = 0
      container.addSubview(toView)
    } else {
      toView.frame = context.finalFrame(for: toVC)
      container.insertSubview(toView, belowSubview: fromView)
      grid.alpha = 0.6
    }
    UIView.animate(
      withDuration: duration, delay: 0, usingSpringWithDamping: isPush ? 0.85 : 1,
      initialSpringVelocity: 0, options: [.curveEaseInOut],
      animations: {
        detail.transform = self.isPush ? .identity : shrunk()
        detail.alpha = self.isPush ? 1 : 0
        grid.alpha = self.isPush ? 0.6 : 1
      },
      completion: { _ in
        let cancelled = context.transitionWasCancelled
        detail.transform = .identity
        detail.alpha = 1
        grid.alpha = 1
        context.completeTransition(!cancelled)
      })
  }
}
