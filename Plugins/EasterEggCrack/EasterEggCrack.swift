import AnimatorKit

/// Easter: the old screen cracks like an eggshell down a zig-zag and its halves fall apart,
/// revealing the new screen; dismissing brings the halves back together and seals the crack.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "egg-crack", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "egg-crack", displayName: "Easter egg crack",
          summary: "The old screen cracks like an eggshell and its halves fall away",
          theme: "easter", seasons: [Season(from: (3, 22), to: (4, 25))],
          parameters: EggStyle.parameters
        ) { role, p in
          EggCrackAnimator(style: EggStyle(p), isPresenting: role.isPresenting)
        }
      ])
  }
}

/// The crack's look, from the animator's parameters.
struct EggStyle {
  static let duration = Parameter.number(
    "duration", default: 1.4, range: 0.2...5, summary: "seconds each way")
  static let teeth = Parameter.integer(
    "teeth", default: 7, range: 2...30, summary: "zig-zag teeth along the crack")
  static let confetti = Parameter.bool(
    "confetti", default: true, summary: "burst pastel confetti from the crack")
  static let parameters: [any AnimatorParameterConvertible] = [duration, teeth, confetti]

  let duration: TimeInterval
  let teeth: Int
  let confetti: Bool

  /// The look the run's parameters ask for.
  init(_ p: AnimatorParameters) {
    duration = p[Self.duration]
    teeth = p[Self.teeth]
    confetti = p[Self.confetti]
  }
}
