import AnimatorKit

/// New Year: fireworks burst from the button and the new screen opens in a growing circle;
/// dismissing closes the circle back into the button with a last burst.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "new-year-fireworks", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "fireworks", displayName: "New Year fireworks",
          summary: "Fireworks burst from the button and the new screen opens in a growing circle",
          theme: "new-year", seasons: [Season(from: (12, 27), to: (1, 7))],
          parameters: FireworksStyle.parameters
        ) { role, p in
          FireworksAnimator(style: FireworksStyle(p), presenting: role.isPresenting)
        }
      ])
  }
}

/// The fireworks' look, from the animator's parameters.
struct FireworksStyle {
  static let duration = Parameter.number(
    "duration", default: 1.6, range: 0.4...6, summary: "seconds each way")
  static let bursts = Parameter.integer(
    "bursts", default: 4, range: 1...8, summary: "fireworks bursts while presenting")
  static let particles = Parameter.integer(
    "particles", default: 90, range: 10...300, summary: "particles in each burst")
  static let colors = [
    Parameter.color("color-1", default: "#FFD23F", summary: "first firework colour"),
    Parameter.color("color-2", default: "#FF3B8B", summary: "second firework colour"),
    Parameter.color("color-3", default: "#3BD7FF", summary: "third firework colour"),
  ]
  static let parameters: [any AnimatorParameterConvertible] =
    [duration, bursts, particles] + colors

  /// Seconds each way.
  let duration: TimeInterval
  /// Bursts while presenting.
  let bursts: Int
  /// Particles in each burst.
  let particles: Int
  /// The firework colours.
  let colors: [UIColor]

  /// The look the run's parameters ask for.
  init(_ p: AnimatorParameters) {
    duration = p[Self.duration]
    bursts = p[Self.bursts]
    particles = p[Self.particles]
    colors = Self.colors.map { p[$0] }
  }
}
