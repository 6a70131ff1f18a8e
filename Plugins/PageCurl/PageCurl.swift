import AnimatorKit

/// Presents the new screen by curling the old one up and away like a page of a notepad, and
/// dismisses it by curling it back down, with `UIView.transition(with:…)` as iOS code does.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "page-curl", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "page-curl", displayName: "Page curl",
          summary: "Curls the old screen up like a notepad page to show the new one",
          parameters: [PageCurlAnimator.duration]
        ) { role, p in
          PageCurlAnimator(
            duration: p[PageCurlAnimator.duration], isPresenting: role.isPresenting)
        }
      ])
  }
}

/// Adds (or removes) the presented screen inside `UIView.transition(with: container, …)` with
/// `.transitionCurlUp` (or `.transitionCurlDown`), completing in the transition's completion.
final class PageCurlAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  static let duration = Parameter.number(
    "duration", default: 0.8, range: 0.05...5, summary: "seconds each way")

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
    let container = context.containerView
    let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
    guard let screenController = context.viewController(forKey: key),
      let screen = screenController.view
    else {
      context.completeTransition(false)
      return
    }
    if isPresenting { screen.frame = context.finalFrame(for: screenController) }
    // The screen underneath is not in the container: a snapshot of it stands in for it, so
    // the page that curls (or lands) shows it.
    let underneath = context.viewController(forKey: isPresenting ? .from : .to)?.view?
      .snapshotView(afterScreenUpdates: false)
    if isPresenting, let underneath { container.addSubview(underneath) }
    UIView.transition(
      with: container, duration: duration,
      options: [isPresenting ? .transitionCurlUp : .transitionCurlDown, .curveEaseInOut],
      animations: {
        if self.isPresenting {
          underneath?.removeFromSuperview()
          container.addSubview(screen)
        } else {
          screen.removeFromSuperview()
          if let underneath { container.addSubview(underneath) }
        }
      },
      completion: { _ in
        if !self.isPresenting { underneath?.removeFromSuperview() }
        context.completeTransition(!context.transitionWasCancelled)
      })
  }
}
