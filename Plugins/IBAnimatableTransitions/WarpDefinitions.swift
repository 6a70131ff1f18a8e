import AnimatorKit

/// IBAnimatable's `SystemRippleEffect` and `SystemSuckEffect`, drawn by the host's warp.
///
/// Each is a CATransition of Core Animation's private type (`rippleEffect`, `suckEffect`) on
/// the container, as IBAnimatable's `SystemTransitionAnimator` adds it. Neither takes a
/// direction (Core Animation ignores the subtype), so a dismissal, pop or switch back runs the
/// same effect on the screen leaving.
func warpDefinitions() -> [AnimatorDefinition] {
  func warp(_ id: String, _ name: String, _ type: String, _ summary: String)
    -> AnimatorDefinition
  {
    ibDefinition(id: id, name: name, summary: summary, parameters: []) { _, duration, role in
      SystemTransitionAnimator(
        type: CATransitionType(rawValue: type), direction: .left, duration: duration, role: role)
    }
  }
  return [
    warp(
      "ripple", "System ripple", "rippleEffect",
      "Water ripples spread from the middle over the old screen as it fades into the new one "
        + "(Core Animation's rippleEffect transition)"),
    warp(
      "suck", "System suck", "suckEffect",
      "The old screen is sucked into the middle of the bottom edge like a genie, uncovering the "
        + "new one (Core Animation's suckEffect transition)"),
  ]
}
