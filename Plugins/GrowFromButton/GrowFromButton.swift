import AnimatorKit

/// The first seed's transition: the new screen grows out of the button that opened it.
@c(animator_plugin_entry_v1)
public func animatorPluginEntry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafePointer<
  animator_plugin_v1
>? {
  AnimatorPlugin.export(hostMajor: hostMajor, hostMinor: hostMinor) {
    AnimatorPlugin(
      id: "grow-from-button", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "grow", displayName: "Grow from button",
          summary: "The new screen grows out of the button that opened it",
          theme: "classic", defaultDuration: 0.3,
          parameters: [
            .number("duration", default: 0.3, range: 0.05...5, summary: "seconds each way")
          ]
        ) { parameters in
          GrowDelegate(duration: parameters.number("duration", or: 0.3))
        }
      ])
  }
}

/// Vends a grow animator for presenting and a shrink animator for dismissing.
final class GrowDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let duration: TimeInterval

  init(duration: TimeInterval) {
    self.duration = duration
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    GrowAnimator(duration: duration, presenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    GrowAnimator(duration: duration, presenting: false)
  }
}
