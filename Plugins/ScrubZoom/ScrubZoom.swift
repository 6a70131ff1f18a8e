import AnimatorKit

/// A zoom you can grab mid-flight: the new screen grows out of the button on a
/// `UIViewPropertyAnimator`, which an interaction scrubs, reverses and lets go on a spring.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "scrub-zoom", version: "1.0.0", author: "animhost", license: "MIT",
      animators: [
        AnimatorDefinition(
          id: "scrub-zoom", displayName: "Interruptible zoom",
          summary: "Grows the screen out of the button on a property animator you can scrub",
          capabilities: [.present, .dismiss, .interactive], parameters: ZoomStyle.parameters
        ) { p in
          ZoomTransitioningDelegate(style: ZoomStyle(p))
        }
      ])
  }
}

/// The zoom's look, from the animator's parameters.
struct ZoomStyle {
  static let duration = Parameter.number(
    "duration", default: 0.5, range: 0.05...5, summary: "seconds each way")
  static let damping = Parameter.number(
    "damping", default: 0.7, range: 0.1...1,
    summary: "damping ratio of the spring a released interaction settles on")
  static let cornerRadius = Parameter.number(
    "corner-radius", default: 24, range: 0...80,
    summary: "corner radius of the screen while it is small, points")
  static let parameters: [any AnimatorParameterConvertible] = [duration, damping, cornerRadius]

  let duration: TimeInterval
  let damping: CGFloat
  let cornerRadius: CGFloat

  /// The look the run's parameters ask for.
  init(_ p: AnimatorParameters) {
    duration = p[Self.duration]
    damping = CGFloat(p[Self.damping])
    cornerRadius = CGFloat(p[Self.cornerRadius])
  }
}

/// Vends the zoom animators, and a percent-driven interaction that settles on a spring.
final class ZoomTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
  let style: ZoomStyle

  init(style: ZoomStyle) {
    self.style = style
  }

  func animationController(
    forPresented presented: UIViewController, presenting: UIViewController,
    source: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    ZoomAnimator(style: style, isPresenting: true)
  }

  func animationController(forDismissed dismissed: UIViewController) -> (
    any UIViewControllerAnimatedTransitioning
  )? {
    ZoomAnimator(style: style, isPresenting: false)
  }

  func interactionControllerForPresentation(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    springInteraction()
  }

  func interactionControllerForDismissal(
    using animator: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    springInteraction()
  }

  /// A percent-driven interaction whose finish or cancel continues on a spring.
  private func springInteraction() -> UIPercentDrivenInteractiveTransition {
    let interaction = UIPercentDrivenInteractiveTransition()
    interaction.timingCurve = UISpringTimingParameters(
      dampingRatio: style.damping, initialVelocity: CGVector(dx: 0, dy: 0))
    return interaction
  }
}
