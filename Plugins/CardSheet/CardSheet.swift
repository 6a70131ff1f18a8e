import AnimatorKit

/// The fourth seed's iOS 13 card: the new screen slides up to a top inset while the screen
/// behind shrinks and rounds its corners.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "card-sheet", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "card", displayName: "Card sheet",
          summary: "The iOS 13 card: slides up over a shrinking, rounded screen",
          parameters: CardStyle.parameters
        ) { role, p in
          // One card animator, told each time whether it presents or dismisses (as the seed's
          // CustomTransitioningController does).
          CardAnimator(style: CardStyle(p), isPresenting: role.isPresenting)
        }
      ])
  }
}

/// The card's look, from the animator's parameters.
struct CardStyle {
  static let duration = Parameter.number(
    "duration", default: 0.5, range: 0.05...5, summary: "seconds each way")
  static let topInset = Parameter.number(
    "top-inset", default: 54, range: 0...400, summary: "points between the screen top and the card")
  static let scale = Parameter.number(
    "scale", default: 0.88, range: 0.5...1, summary: "size of the screen behind the card")
  static let cornerRadius = Parameter.number(
    "corner-radius", default: 10, range: 0...60, summary: "corner radius of both screens, points")
  static let parameters: [any AnimatorParameterConvertible] = [
    duration, topInset, scale, cornerRadius,
  ]

  let duration: TimeInterval
  let topInset: CGFloat
  let scale: CGFloat
  let cornerRadius: CGFloat

  /// The look the run's parameters ask for.
  init(_ p: AnimatorParameters) {
    duration = p[Self.duration]
    topInset = CGFloat(p[Self.topInset])
    scale = CGFloat(p[Self.scale])
    cornerRadius = CGFloat(p[Self.cornerRadius])
  }
}
