import AnimatorKit

/// IBAnimatable's system animators: Core Animation's transition types, drawn by the host's
/// `CATransition` where it draws the type (cube, move-in, reveal) and with views otherwise
/// (rotate, camera iris).
func systemDefinitions() -> [AnimatorDefinition] {
  func caTransition(
    _ id: String, _ name: String, _ type: CATransitionType, _ summary: String, _ sideSummary: String
  ) -> AnimatorDefinition {
    let direction = directionParameter(sides, summary: sideSummary)
    return ibDefinition(id: id, name: name, summary: summary, parameters: [direction]) {
      p, duration, role in
      SystemTransitionAnimator(type: type, direction: p[direction], duration: duration, role: role)
    }
  }
  return [
    caTransition(
      "cube", "System cube", CATransitionType(rawValue: "cube"),
      "The screens turn like two faces of a cube (Core Animation's cube transition)",
      "left or right: the side the new face comes from; top or bottom: the edge it turns to"),
    caTransition(
      "move-in", "System move in", .moveIn,
      "The new screen slides in over the old one (Core Animation's moveIn transition)",
      "left or right: the side the new screen comes from; top or bottom: the edge it moves to"),
    caTransition(
      "reveal", "System reveal", .reveal,
      "The old screen slides away, uncovering the new one (Core Animation's reveal transition)",
      "left or right: the side the old screen leaves from; top or bottom: the edge it leaves by"),
    ibDefinition(
      id: "rotate", name: "System rotate",
      summary: "The old screen turns a quarter and fades as the new one turns in",
      parameters: []
    ) { _, duration, role in
      RotateAnimator(duration: duration, role: role)
    },
    ibDefinition(
      id: "camera-iris", name: "System camera iris",
      summary: "A camera shutter closes over the old screen and opens on the new one",
      parameters: [CameraIrisAnimator.hollowState]
    ) { p, duration, role in
      CameraIrisAnimator(hollow: p[CameraIrisAnimator.hollowState], duration: duration, role: role)
    },
  ]
}
