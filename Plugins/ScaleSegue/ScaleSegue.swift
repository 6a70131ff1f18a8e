import AnimatorKit

/// The third seed's scale segue: the detail screen scales up out of the tapped view.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "scale-segue", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "scale", displayName: "Scale segue",
          summary: "The detail screen scales up out of the tapped view, and back",
          parameters: [ScaleAnimator.duration]
        ) { role, p in
          ScaleAnimator(duration: p[ScaleAnimator.duration], isPresenting: role.isPresenting)
        }
      ])
  }
}

extension ScaleAnimator {
  static let duration = Parameter.number(
    "duration", default: 0.5, range: 0.05...5, summary: "seconds each way (the seed uses 2)")
}
