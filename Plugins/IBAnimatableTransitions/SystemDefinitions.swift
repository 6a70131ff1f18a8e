import AnimatorKit

/// IBAnimatable's system animators: Core Animation's transition types, drawn by the host's
/// `CATransition` where it draws the type (cube, move-in, reveal) and with views otherwise
/// (rotate, camera iris).
func systemDefinitions() -> [AnimatorDefinition] {
  func caTransition(
    _ id: String, _ name: String, _ type: CATransitionType, _ summary: String, _ sideSummary: String
  ) -> AnimatorDefinition {
    ibDefinition(
      id: id, name: name, summary: summary,
      parameters: [directionParameter(sides, summary: sideSummary)]
    ) { p, duration, role in
      SystemTransitionAnimator(
        type: type, direction: .parse(p.string("direction", or: "left"), allowed: sides),
        duration: duration, role: role)
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
      parameters: [
        .choice(
          "hollow-state", default: "none", in: ["none", "open", "close"],
          summary: "none closes, then opens; open only opens; close only closes; the "
            + "dismissal runs the opposite")
      ]
    ) { p, duration, role in
      let text = p.string("hollow-state", or: "none").lowercased()
      return CameraIrisAnimator(
        hollow: CameraIrisAnimator.Hollow(rawValue: text) ?? .none, duration: duration,
        role: role)
    },
  ]
}
