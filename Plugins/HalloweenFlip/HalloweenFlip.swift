import AnimatorKit

/// Halloween: the screens flip over in 3D behind an orange-and-black flash while bats fly out.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "halloween-flip", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "halloween-flip", displayName: "Halloween flip",
          summary: "A 3D flip with an orange-and-black flash and a swarm of bats",
          theme: "halloween", seasons: [Season(from: (10, 15), to: (11, 1))],
          parameters: FlipStyle.parameters
        ) { role, p in
          FlipAnimator(style: FlipStyle(p), isPresenting: role.isPresenting)
        }
      ])
  }
}

/// The flip's look, from the animator's parameters.
struct FlipStyle {
  static let duration = Parameter.number(
    "duration", default: 1.0, range: 0.1...5, summary: "seconds each way")
  static let flashColor = Parameter.color(
    "flash-color", default: "#FF7518", summary: "the flash before it turns black")
  static let bats = Parameter.integer(
    "bats", default: 30, range: 0...300, summary: "bats released each way")
  static let parameters: [any AnimatorParameterConvertible] = [duration, flashColor, bats]

  /// Seconds each way.
  let duration: TimeInterval
  /// The first colour of the flash.
  let flashColor: UIColor
  /// How many bats fly out during one transition.
  let bats: Int

  /// The look the run's parameters ask for.
  init(_ p: AnimatorParameters) {
    duration = p[Self.duration]
    flashColor = p[Self.flashColor]
    bats = p[Self.bats]
  }
}
