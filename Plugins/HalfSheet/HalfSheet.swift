import AnimatorKit

/// A half-height sheet laid out by its own `UIPresentationController`, with a dimming view
/// faded in and out alongside the transition through the transition coordinator; a tap on the
/// dimming view dismisses it.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "half-sheet", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "half-sheet", displayName: "Half sheet",
          summary: "A half-height sheet over a dimmed screen; tap the dimming to dismiss",
          capabilities: [.present, .dismiss, .interactive, .presentationController],
          parameters: [HalfSheetDelegate.duration, HalfSheetDelegate.height]
        ) { p in
          HalfSheetDelegate(
            duration: p[HalfSheetDelegate.duration], height: p[HalfSheetDelegate.height])
        }
      ])
  }
}

/// Vends the sheet's presentation controller and its slide animators.
final class HalfSheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
  static let duration = Parameter.number(
    "duration", default: 0.45, range: 0.05...5, summary: "seconds each way")
  static let height = Parameter.number(
    "height", default: 0.5, range: 0.2...1, summary: "the sheet's share of the height")

  let duration: TimeInterval
  let height: CGFloat

  init(duration: TimeInterval, height: CGFloat) {
    self.duration = duration
    self.height = height
  }

  func presentationController(
    forPresented presented: UIViewController, presenting: UIViewController?,
    source: UIViewController
  ) -> UIPresentationController? {
    HalfSheetPresentationController(
      presentedViewController: presented, presenting: presenting, height: height)
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    SheetSlideAnimator(duration: duration, isPresenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    SheetSlideAnimator(duration: duration, isPresenting: false)
  }
}
