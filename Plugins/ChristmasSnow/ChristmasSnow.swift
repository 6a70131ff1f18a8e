import AnimatorKit

/// Christmas: snow falls while the new screen drifts down into place; a gust blows both away.
@c(animator_plugin_entry_v1)
public func animatorPluginEntry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafePointer<
  animator_plugin_v1
>? {
  AnimatorPlugin.export(hostMajor: hostMajor, hostMinor: hostMinor) {
    AnimatorPlugin(
      id: "christmas-snow", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "snow", displayName: "Christmas snow",
          summary: "Snow falls as the new screen drifts down; a gust blows it away",
          theme: "christmas", seasons: [Season(from: (12, 1), to: (12, 26))], defaultDuration: 1.6,
          parameters: [
            .number("duration", default: 1.6, range: 0.3...6, summary: "seconds each way"),
            .number(
              "density", default: 120, range: 1...400,
              summary: "snowflakes per second on a phone; more on bigger screens"),
            .color("flake-color", default: "#FFFFFF", summary: "colour of the snowflakes"),
            .number(
              "wind", default: 0.3, range: -1...1,
              summary: "sideways drift; its sign is the gust's direction"),
          ]
        ) { p in
          SnowDelegate(
            style: SnowStyle(
              duration: p.number("duration", or: 1.6), density: p.number("density", or: 120),
              flakeColor: p.color("flake-color", or: .white),
              wind: CGFloat(p.number("wind", or: 0.3))))
        }
      ])
  }
}

/// The snow's look, from the animator's parameters.
struct SnowStyle {
  /// Seconds each way.
  let duration: TimeInterval
  /// Snowflakes born per second on a phone-sized screen.
  let density: Double
  /// The flakes' colour.
  let flakeColor: UIColor
  /// Sideways drift, -1...1; its sign is the gust's direction (0 blows right).
  let wind: CGFloat

  /// +1 when the gust blows right, -1 when it blows left.
  var gustDirection: CGFloat { wind < 0 ? -1 : 1 }
}

/// Vends a snowfall animator for presenting and a gust animator for dismissing.
final class SnowDelegate: NSObject, UIViewControllerTransitioningDelegate {
  /// The snow's look.
  let style: SnowStyle

  /// An animator or delegate with the given look.
  init(style: SnowStyle) {
    self.style = style
  }

  /// The presenting animator.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    SnowAnimator(style: style, presenting: true)
  }

  /// The dismissing animator.
  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    SnowAnimator(style: style, presenting: false)
  }
}
