import AnimatorKit

/// New Year: fireworks burst from the button and the new screen opens in a growing circle;
/// dismissing closes the circle back into the button with a last burst.
@c(animator_plugin_entry_v1)
public func animatorPluginEntry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafePointer<
  animator_plugin_v1
>? {
  AnimatorPlugin.export(hostMajor: hostMajor, hostMinor: hostMinor) {
    AnimatorPlugin(
      id: "new-year-fireworks", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "fireworks", displayName: "New Year fireworks",
          summary: "Fireworks burst from the button and the new screen opens in a growing circle",
          theme: "new-year", seasons: [Season(from: (12, 27), to: (1, 7))], defaultDuration: 1.6,
          parameters: [
            .number("duration", default: 1.6, range: 0.4...6, summary: "seconds each way"),
            .integer(
              "bursts", default: 4, range: 1...8, summary: "fireworks bursts while presenting"),
            .integer("particles", default: 90, range: 10...300, summary: "particles in each burst"),
            .color("color-1", default: "#FFD23F", summary: "first firework colour"),
            .color("color-2", default: "#FF3B8B", summary: "second firework colour"),
            .color("color-3", default: "#3BD7FF", summary: "third firework colour"),
          ]
        ) { p in
          FireworksDelegate(
            style: FireworksStyle(
              duration: p.number("duration", or: 1.6), bursts: p.integer("bursts", or: 4),
              particles: p.integer("particles", or: 90),
              colors: [
                p.color("color-1", or: .yellow), p.color("color-2", or: .magenta),
                p.color("color-3", or: .cyan),
              ]))
        }
      ])
  }
}

/// The fireworks' look, from the animator's parameters.
struct FireworksStyle {
  /// Seconds each way.
  let duration: TimeInterval
  /// Bursts while presenting.
  let bursts: Int
  /// Particles in each burst.
  let particles: Int
  /// The firework colours.
  let colors: [UIColor]
}

/// Vends a circle-reveal animator for presenting and a circle-close animator for dismissing.
final class FireworksDelegate: NSObject, UIViewControllerTransitioningDelegate {
  /// The fireworks' look.
  let style: FireworksStyle

  /// An animator or delegate with the given look.
  init(style: FireworksStyle) {
    self.style = style
  }

  /// The presenting animator.
  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    FireworksAnimator(style: style, presenting: true)
  }

  /// The dismissing animator.
  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    FireworksAnimator(style: style, presenting: false)
  }
}
