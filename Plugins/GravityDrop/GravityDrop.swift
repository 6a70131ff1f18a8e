import AnimatorKit

/// The screen drops in under gravity and bounces on the bottom of the screen, and on the way
/// out falls, bounces off the bottom edge and slides away, written as iOS code writes it with
/// UIKit Dynamics: a `UIDynamicAnimator` on the container with gravity, a collision boundary
/// and an item behaviour's elasticity, completing the transition from
/// `dynamicAnimatorDidPause`.
@c(animator_plugin_entry_v1)
public func animatorPluginEntry(hostMajor: UInt32, hostMinor: UInt32) -> UnsafePointer<
  animator_plugin_v1
>? {
  AnimatorPlugin.export(hostMajor: hostMajor, hostMinor: hostMinor) {
    AnimatorPlugin(
      id: "gravity-drop", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "gravity-drop", displayName: "Gravity drop",
          summary:
            "The screen drops in under gravity and bounces; it falls away and bounces off the bottom edge",
          theme: "classic", defaultDuration: 1.5,
          capabilities: [.present, .dismiss],
          parameters: [
            .number(
              "gravity", default: 2, range: 0.5...10,
              summary: "gravity's magnitude (1 is 1000 pt/s²)"),
            .number(
              "elasticity", default: 0.4, range: 0...0.8, summary: "how bouncy the landing is"),
          ]
        ) { p in
          GravityDropDelegate(
            gravity: CGFloat(p.number("gravity", or: 2)),
            elasticity: CGFloat(p.number("elasticity", or: 0.4)))
        }
      ])
  }
}

/// Vends the drop for presentations and the fall for dismissals.
final class GravityDropDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let gravity: CGFloat
  let elasticity: CGFloat

  init(gravity: CGFloat, elasticity: CGFloat) {
    self.gravity = gravity
    self.elasticity = elasticity
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    GravityDropAnimator(gravity: gravity, elasticity: elasticity, isPresenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    GravityDropAnimator(gravity: gravity, elasticity: elasticity, isPresenting: false)
  }
}
