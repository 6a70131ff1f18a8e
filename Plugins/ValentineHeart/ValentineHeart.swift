import AnimatorKit

/// Valentine's Day: the new screen is revealed through a heart that grows out of the button,
/// while small hearts float up the screen.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "valentine-heart", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "heart-reveal", displayName: "Heart reveal",
          summary:
            "The new screen opens through a heart growing from the button, hearts floating up",
          theme: "valentines", seasons: [Season(from: (2, 7), to: (2, 15))],
          parameters: HeartStyle.parameters
        ) { role, p in
          HeartRevealAnimator(style: HeartStyle(p), isPresenting: role.isPresenting)
        }
      ])
  }
}

/// The heart reveal's look, from the animator's parameters.
struct HeartStyle {
  static let duration = Parameter.number(
    "duration", default: 0.8, range: 0.1...5, summary: "seconds each way")
  static let color = Parameter.color(
    "heart-color", default: "#FF2D55", summary: "the heart's rim and the floating hearts")
  static let hearts = Parameter.integer(
    "hearts", default: 40, range: 0...400, summary: "floating hearts released each way")
  static let parameters: [any AnimatorParameterConvertible] = [duration, color, hearts]

  /// Seconds each way.
  let duration: TimeInterval
  /// The rim around the heart and the colour of half the floating hearts.
  let color: UIColor
  /// How many floating hearts are released during one transition.
  let hearts: Int

  /// The look the run's parameters ask for.
  init(_ p: AnimatorParameters) {
    duration = p[Self.duration]
    color = p[Self.color]
    hearts = p[Self.hearts]
  }
}
