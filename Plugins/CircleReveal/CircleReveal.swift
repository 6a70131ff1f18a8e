import AnimatorKit

/// The new screen revealed through a circle that grows out of the button, drawn by a
/// `CABasicAnimation` on a mask's `path`, as iOS apps write it.
@c(animator_plugin_entry_v1)
public func animatorPluginEntry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafePointer<
  animator_plugin_v1
>? {
  AnimatorPlugin.export(hostMajor: hostMajor, hostMinor: hostMinor) {
    AnimatorPlugin(
      id: "circle-reveal", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "circle-reveal", displayName: "Circle reveal",
          summary: "Reveals the new screen through a circle growing out of the button",
          theme: "classic", defaultDuration: 0.5,
          parameters: [
            .number("duration", default: 0.5, range: 0.05...5, summary: "seconds each way")
          ]
        ) { p in
          CircleRevealDelegate(duration: p.number("duration", or: 0.5))
        }
      ])
  }
}

/// Vends a circle-reveal animator each way.
final class CircleRevealDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let duration: TimeInterval

  init(duration: TimeInterval) {
    self.duration = duration
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    CircleRevealAnimator(duration: duration, isPresenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    CircleRevealAnimator(duration: duration, isPresenting: false)
  }
}
