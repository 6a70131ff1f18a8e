import AnimatorKit

/// Christmas: snow falls while the new screen drifts down into place; a gust blows both away.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "christmas-snow", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "snow", displayName: "Christmas snow",
          summary: "Snow falls as the new screen drifts down; a gust blows it away",
          theme: "christmas", seasons: [Season(from: (12, 1), to: (12, 26))],
          parameters: SnowStyle.parameters
        ) { role, p in
          SnowAnimator(style: SnowStyle(p), presenting: role.isPresenting)
        }
      ])
  }
}

/// The snow's look, from the animator's parameters.
struct SnowStyle {
  static let duration = Parameter.number(
    "duration", default: 1.6, range: 0.3...6, summary: "seconds each way")
  static let density = Parameter.number(
    "density", default: 120, range: 1...400,
    summary: "snowflakes per second on a phone; more on bigger screens")
  static let flakeColor = Parameter.color(
    "flake-color", default: "#FFFFFF", summary: "colour of the snowflakes")
  static let wind = Parameter.number(
    "wind", default: 0.3, range: -1...1, summary: "sideways drift; its sign is the gust's direction"
  )
  static let parameters: [any AnimatorParameterConvertible] = [duration, density, flakeColor, wind]

  /// Seconds each way.
  let duration: TimeInterval
  /// Snowflakes born per second on a phone-sized screen.
  let density: Double
  /// The flakes' colour.
  let flakeColor: UIColor
  /// Sideways drift, -1...1; its sign is the gust's direction (0 blows right).
  let wind: CGFloat

  /// The look the run's parameters ask for.
  init(_ p: AnimatorParameters) {
    duration = p[Self.duration]
    density = p[Self.density]
    flakeColor = p[Self.flakeColor]
    wind = CGFloat(p[Self.wind])
  }

  /// +1 when the gust blows right, -1 when it blows left.
  var gustDirection: CGFloat { wind < 0 ? -1 : 1 }
}
