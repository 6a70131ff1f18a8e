import AnimatorKit

/// A tab switch that slides the new tab's screen in from the side of its tab (from the right
/// going to a later tab, from the left coming back), pushing the old one out.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "tab-slide", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "tab-slide", displayName: "Tab slide",
          summary: "Slides the new tab in from the side of its tab, pushing the old one out",
          capabilities: [.tab], parameters: [TabSlideAnimator.duration]
        ) { role, p in
          TabSlideAnimator(duration: p[TabSlideAnimator.duration], forward: role.isPresenting)
        }
      ])
  }
}

/// Slides both screens sideways by the container's width.
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  static let duration = Parameter.number(
    "duration", default: 0.3, range: 0.05...5, summary: "seconds per switch")

  let duration: TimeInterval
  let forward: Bool

  init(duration: TimeInterval, forward: Bool) {
    self.duration = duration
    self.forward = forward
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
    let width = context.containerView.bounds.width
    let offset = forward ? width : -width
    toView.frame = context.finalFrame(for: toVC)
    toView.transform = CGAffineTransform(translationX: offset, y: 0)
    context.containerView.addSubview(toView)
    UIView.animate(
      withDuration: duration, delay: 0, options: [.curveEaseInOut],
      animations: {
        toView.transform = .identity
        fromView.transform = CGAffineTransform(translationX: -offset, y: 0)
      },
      completion: { _ in
        fromView.transform = .identity
        toView.transform = .identity
        context.completeTransition(!context.transitionWasCancelled)
      })
  }
}
