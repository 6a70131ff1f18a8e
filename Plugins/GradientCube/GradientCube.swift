import AnimatorKit

/// Turns the screen like a cube's face to show the new one, with a `CATransition` of the named
/// type "cube", as iOS code writes it; the new screen wears a `CAGradientLayer` backdrop and a
/// `CAReplicatorLayer` row of pulsing dots.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "gradient-cube", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "gradient-cube", displayName: "Gradient cube",
          summary: "Turns the screen like a cube to a new one with a gradient backdrop",
          parameters: [GradientCubeAnimator.duration, GradientCubeAnimator.type]
        ) { role, p in
          GradientCubeAnimator(
            duration: p[GradientCubeAnimator.duration], type: p[GradientCubeAnimator.type],
            isPresenting: role.isPresenting)
        }
      ])
  }
}

extension GradientCubeAnimator {
  static let duration = Parameter.number(
    "duration", default: 0.7, range: 0.05...5, summary: "seconds each way")
  static let type = Parameter.string(
    "type", default: "cube",
    summary: "the CATransition type: fade, moveIn, push, reveal, cube, oglFlip, pageCurl")
}
