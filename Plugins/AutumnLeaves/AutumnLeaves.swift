import AnimatorKit

/// Thanksgiving: autumn leaves fall while the new screen turns in like a page; dismissing turns
/// the page back out as a gust blows the leaves away.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "autumn-leaves", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "autumn-leaves", displayName: "Autumn leaves",
          summary: "Falling leaves while the new screen turns in like a page",
          theme: "thanksgiving", seasons: [Season(from: (11, 2), to: (11, 30))],
          parameters: LeavesStyle.parameters
        ) { role, p in
          PageTurnAnimator(style: LeavesStyle(p), isPresenting: role.isPresenting)
        }
      ])
  }
}

/// The look of the leaves and the page turn, from the animator's parameters.
struct LeavesStyle {
  static let duration = Parameter.number(
    "duration", default: 1.2, range: 0.2...5, summary: "seconds each way")
  static let density = Parameter.number(
    "density", default: 1, range: 0...4, summary: "how many leaves, 1 is a light fall")
  static let leafColor = Parameter.color(
    "leaf-color", default: "#E8731C", summary: "the main leaf colour (orange)")
  static let accentColor = Parameter.color(
    "accent-color", default: "#B3261E",
    summary: "the second leaf colour (red); brown and gold are mixed from both")
  static let parameters: [any AnimatorParameterConvertible] = [
    duration, density, leafColor, accentColor,
  ]

  let duration: TimeInterval
  let density: Double
  let leafColor: UIColor
  let accentColor: UIColor

  init(_ p: AnimatorParameters) {
    duration = p[Self.duration]
    density = p[Self.density]
    leafColor = p[Self.leafColor]
    accentColor = p[Self.accentColor]
  }
}
