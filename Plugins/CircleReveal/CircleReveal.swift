import AnimatorKit

/// The new screen revealed through a circle that grows out of the button, drawn by a
/// `CABasicAnimation` on a mask's `path`, as iOS apps write it.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "circle-reveal", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "circle-reveal", displayName: "Circle reveal",
          summary: "Reveals the new screen through a circle growing out of the button",
          parameters: [CircleRevealAnimator.duration]
        ) { role, p in
          CircleRevealAnimator(
            duration: p[CircleRevealAnimator.duration], isPresenting: role.isPresenting)
        }
      ])
  }
}

extension CircleRevealAnimator {
  static let duration = Parameter.number(
    "duration", default: 0.5, range: 0.05...5, summary: "seconds each way")
}
