import AnimatorKit

/// The screen drops in under gravity and bounces on the bottom of the screen, and on the way
/// out falls, bounces off the bottom edge and slides away, written as iOS code writes it with
/// UIKit Dynamics: a `UIDynamicAnimator` on the container with gravity, a collision boundary
/// and an item behaviour's elasticity, completing the transition from
/// `dynamicAnimatorDidPause`.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "gravity-drop", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "gravity-drop", displayName: "Gravity drop",
          summary:
            "The screen drops in under gravity and bounces; it falls away and bounces off the bottom edge",
          defaultDuration: 1.5,
          parameters: [GravityDropAnimator.gravity, GravityDropAnimator.elasticity]
        ) { role, p in
          GravityDropAnimator(
            gravity: CGFloat(p[GravityDropAnimator.gravity]),
            elasticity: CGFloat(p[GravityDropAnimator.elasticity]),
            isPresenting: role.isPresenting)
        }
      ])
  }
}

extension GravityDropAnimator {
  static let gravity = Parameter.number(
    "gravity", default: 2, range: 0.5...10, summary: "gravity's magnitude (1 is 1000 pt/s²)")
  static let elasticity = Parameter.number(
    "elasticity", default: 0.4, range: 0...0.8, summary: "how bouncy the landing is")
}
