import AnimatorKit

/// Turns the screen like a cube's face to show the new one, with a `CATransition` of the named
/// type "cube", as iOS code writes it; the new screen wears a `CAGradientLayer` backdrop and a
/// `CAReplicatorLayer` row of pulsing dots.
@c(animator_plugin_entry_v1)
public func animatorPluginEntry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafePointer<
  animator_plugin_v1
>? {
  AnimatorPlugin.export(hostMajor: hostMajor, hostMinor: hostMinor) {
    AnimatorPlugin(
      id: "gradient-cube", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "gradient-cube", displayName: "Gradient cube",
          summary: "Turns the screen like a cube to a new one with a gradient backdrop",
          theme: "classic", defaultDuration: 0.7,
          parameters: [
            .number("duration", default: 0.7, range: 0.05...5, summary: "seconds each way"),
            .string(
              "type", default: "cube",
              summary: "the CATransition type: fade, moveIn, push, reveal, cube, oglFlip, pageCurl"),
          ]
        ) { p in
          GradientCubeDelegate(
            duration: p.number("duration", or: 0.7), type: p.string("type", or: "cube"))
        }
      ])
  }
}

/// Vends a cube transition each way.
final class GradientCubeDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let duration: TimeInterval
  let type: String

  init(duration: TimeInterval, type: String) {
    self.duration = duration
    self.type = type
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    GradientCubeAnimator(duration: duration, type: type, isPresenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    GradientCubeAnimator(duration: duration, type: type, isPresenting: false)
  }
}
