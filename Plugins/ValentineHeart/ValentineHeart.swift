import AnimatorKit

/// Valentine's Day: the new screen is revealed through a heart that grows out of the button,
/// while small hearts float up the screen.
@c(animator_plugin_entry_v1)
public func animatorPluginEntry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafePointer<
  animator_plugin_v1
>? {
  AnimatorPlugin.export(hostMajor: hostMajor, hostMinor: hostMinor) {
    AnimatorPlugin(
      id: "valentine-heart", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "heart-reveal", displayName: "Heart reveal",
          summary:
            "The new screen opens through a heart growing from the button, hearts floating up",
          theme: "valentines", seasons: [Season(from: (2, 7), to: (2, 15))], defaultDuration: 0.8,
          parameters: [
            .number("duration", default: 0.8, range: 0.1...5, summary: "seconds each way"),
            .color(
              "heart-color", default: "#FF2D55",
              summary: "the heart's rim and the floating hearts"),
            .integer(
              "hearts", default: 40, range: 0...400, summary: "floating hearts released each way"),
          ]
        ) { p in
          HeartRevealDelegate(
            style: HeartStyle(
              duration: p.number("duration", or: 0.8),
              color: p.color("heart-color", or: HeartStyle.defaultColor),
              hearts: p.integer("hearts", or: 40)))
        }
      ])
  }
}

/// The heart reveal's look, from the animator's parameters.
struct HeartStyle {
  /// Valentine red-pink, #FF2D55.
  static let defaultColor = UIColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1)

  /// Seconds each way.
  let duration: TimeInterval
  /// The rim around the heart and the colour of half the floating hearts.
  let color: UIColor
  /// How many floating hearts are released during one transition.
  let hearts: Int
}

/// Vends a growing heart for presenting and a shrinking one for dismissing.
final class HeartRevealDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let style: HeartStyle

  init(style: HeartStyle) {
    self.style = style
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    HeartRevealAnimator(style: style, isPresenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    HeartRevealAnimator(style: style, isPresenting: false)
  }
}
