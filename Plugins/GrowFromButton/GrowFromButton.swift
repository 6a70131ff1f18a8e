import AnimatorKit

/// The first seed's transition: the new screen grows out of the button that opened it.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "grow-from-button", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "grow", displayName: "Grow from button",
          summary: "The new screen grows out of the button that opened it",
          parameters: [GrowAnimator.duration]
        ) { role, p in
          GrowAnimator(duration: p[GrowAnimator.duration], presenting: role.isPresenting)
        }
      ])
  }
}

extension GrowAnimator {
  static let duration = Parameter.number(
    "duration", default: 0.3, range: 0.05...5, summary: "seconds each way")
}
