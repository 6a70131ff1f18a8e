import AnimatorKit

/// The third seed's scale segue: the detail screen scales up out of the tapped view.
@c(animator_plugin_entry_v1)
public func animatorPluginEntry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafePointer<
  animator_plugin_v1
>? {
  AnimatorPlugin.export(hostMajor: hostMajor, hostMinor: hostMinor) {
    AnimatorPlugin(
      id: "scale-segue", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "scale", displayName: "Scale segue",
          summary: "The detail screen scales up out of the tapped view, and back",
          theme: "classic", defaultDuration: 0.5,
          parameters: [
            .number(
              "duration", default: 0.5, range: 0.05...5,
              summary: "seconds each way (the seed uses 2)")
          ]
        ) { p in
          ScaleSegueDelegate(duration: p.number("duration", or: 0.5))
        }
      ])
  }
}

/// Vends the scale animator both ways, as the seed's ScaleSegue delegate does.
final class ScaleSegueDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let duration: TimeInterval

  init(duration: TimeInterval) {
    self.duration = duration
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    ScaleAnimator(duration: duration, isPresenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    ScaleAnimator(duration: duration, isPresenting: false)
  }
}
