import AnimatorKit

/// A plain fade, as UIKit's crossDissolve: the second plugin, loaded side by side with the first.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "cross-dissolve", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "cross-dissolve", displayName: "Cross-dissolve",
          summary: "The new screen fades in over the old one, and fades out on dismiss",
          capabilities: [.present, .dismiss, .push, .pop], parameters: [FadeAnimator.duration]
        ) { role, p in
          FadeAnimator(duration: p[FadeAnimator.duration], role: role)
        }
      ])
  }
}

/// Fades the presented screen's view in (presenting) or out (dismissing); a pop brings the
/// screen underneath back below the one fading out.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  static let duration = Parameter.number(
    "duration", default: 0.4, range: 0.05...5, summary: "seconds each way")

  let duration: TimeInterval
  let role: TransitionRole

  init(duration: TimeInterval, role: TransitionRole) {
    self.duration = duration
    self.role = role
  }

  func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?)
    -> TimeInterval
  {
    duration
  }

  func animateTransition(using context: any UIViewControllerContextTransitioning) {
    guard let to = context.viewController(forKey: .to),
      let from = context.viewController(forKey: .from),
      let toView = to.view, let fromView = from.view
    else {
      context.completeTransition(false)
      return
    }
    let presenting = role.isPresenting
    let container = context.containerView
    if presenting {
      toView.frame = context.finalFrame(for: to)
      toView.alpha = 0
      container.addSubview(toView)
    } else if !role.isModal {
      toView.frame = context.finalFrame(for: to)
      container.insertSubview(toView, belowSubview: fromView)
    }
    UIView.animate(
      withDuration: duration, delay: 0, options: [.curveEaseInOut],
      animations: {
        if presenting { toView.alpha = 1 } else { fromView.alpha = 0 }
      },
      completion: { _ in
        let cancelled = context.transitionWasCancelled
        if presenting, cancelled { toView.alpha = 1 }
        if !presenting { fromView.alpha = 1 }
        context.completeTransition(!cancelled)
      })
  }
}
