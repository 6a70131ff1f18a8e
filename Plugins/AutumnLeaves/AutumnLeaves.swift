import AnimatorKit

/// Thanksgiving: autumn leaves fall while the new screen turns in like a page; dismissing turns
/// the page back out as a gust blows the leaves away.
@c(animator_plugin_entry_v1)
public func animatorPluginEntry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafePointer<
  animator_plugin_v1
>? {
  AnimatorPlugin.export(hostMajor: hostMajor, hostMinor: hostMinor) {
    AnimatorPlugin(
      id: "autumn-leaves", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "autumn-leaves", displayName: "Autumn leaves",
          summary: "Falling leaves while the new screen turns in like a page",
          theme: "thanksgiving", seasons: [Season(from: (11, 2), to: (11, 30))],
          defaultDuration: 1.2,
          parameters: [
            .number("duration", default: 1.2, range: 0.2...5, summary: "seconds each way"),
            .number(
              "density", default: 1, range: 0...4, summary: "how many leaves, 1 is a light fall"),
            .color("leaf-color", default: "#E8731C", summary: "the main leaf colour (orange)"),
            .color(
              "accent-color", default: "#B3261E",
              summary: "the second leaf colour (red); brown and gold are mixed from both"),
          ]
        ) { p in
          LeavesTransitioningDelegate(
            style: LeavesStyle(
              duration: p.number("duration", or: 1.2), density: p.number("density", or: 1),
              leafColor: p.color(
                "leaf-color", or: UIColor(red: 0.91, green: 0.45, blue: 0.11, alpha: 1)),
              accentColor: p.color(
                "accent-color", or: UIColor(red: 0.7, green: 0.15, blue: 0.12, alpha: 1))))
        }
      ])
  }
}

/// The look of the leaves and the page turn, from the animator's parameters.
struct LeavesStyle {
  let duration: TimeInterval
  let density: Double
  let leafColor: UIColor
  let accentColor: UIColor
}

/// Vends a page-turn animator for presenting and for dismissing.
final class LeavesTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let style: LeavesStyle

  init(style: LeavesStyle) {
    self.style = style
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    PageTurnAnimator(style: style, isPresenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    PageTurnAnimator(style: style, isPresenting: false)
  }
}
