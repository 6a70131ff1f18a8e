/// What a CATransition does to the old and the new look at a progress (0…1, the timing
/// function applied): each look's transform about the layer's middle, opacity and curl, and
/// which is on top.
///
/// Slides (moveIn, push, reveal) move by the layer's width or height from the subtype's edge
/// (`fromLeft`: the new look comes in from the left). A flip turns the layer about its vertical
/// (left, right) or horizontal axis, the old look over the first half, the new over the
/// second; a cube turns both looks as two faces of a cube as deep as the layer is wide (or
/// tall). Both have perspective `m34 = −1 ÷ (2 × the larger side)` (**chosen**, as
/// UIView.transition's flips). Curls use `Engine.curlAngle` turned towards the subtype's edge
/// and a radius of a seventh of the shorter side (**chosen**). A ripple cross-fades the looks and
/// warps the blend (both looks under the same waves); a suck warps the old look away over the new one and, as
/// in Core Animation, ignores the subtype.
struct TransitionEffect {
  var oldTransform = Transform3D.identity
  var newTransform = Transform3D.identity
  var oldAlpha = 1.0
  var newAlpha = 1.0
  var oldCurl: CurlFrame?
  var newCurl: CurlFrame?
  var oldWarp: WarpFrame?
  /// A warp of the whole transition: the two looks blended, then warped once.
  var warp: WarpFrame?
  var crossfade: Double?
  var newOnTop = true

  init(_ transition: LayerTransition, size: Size, progress: Double) {
    let p = min(max(progress, 0), 1)
    let edge = transition.subtype ?? .left
    // The unit vector from the middle towards the edge the new look comes from.
    let from: (x: Double, y: Double) =
      switch edge {
      case .left: (-1, 0)
      case .right: (1, 0)
      case .top: (0, -1)
      case .bottom: (0, 1)
      }
    let distance = from.x != 0 ? size.width : size.height
    func slide(_ amount: Double) -> Transform3D {
      .translation(from.x * distance * amount, from.y * distance * amount)
    }
    var perspective = Transform3D.identity
    perspective[2, 3] = -1 / (2 * max(size.width, size.height, 1))
    let horizontal = from.x != 0
    // Turning towards the new look's edge: positive angles bring the far side forward.
    let sign: Double = (edge == .right || edge == .top) ? -1 : 1
    func turn(_ angle: Double, depth: Double) -> Transform3D {
      Transform3D.translation(0, 0, depth)
        .concatenating(.rotation(angle, horizontal ? 0 : 1, horizontal ? 1 : 0, 0))
        .concatenating(.translation(0, 0, -depth)).concatenating(perspective)
    }
    switch transition.kind {
    case .fade:
      crossfade = p
    case .moveIn:
      newTransform = slide(1 - p)
    case .push:
      newTransform = slide(1 - p)
      oldTransform = slide(-p)
    case .reveal:
      oldTransform = slide(-p)
      newOnTop = false
    case .flip:
      if p < 0.5 {
        oldTransform = turn(sign * p * .pi, depth: 0)
        newAlpha = 0
        newOnTop = false
      } else {
        newTransform = turn(-sign * (1 - p) * .pi, depth: 0)
        oldAlpha = 0
      }
    case .cube:
      let depth = distance / 2
      oldTransform = turn(sign * p * .pi / 2, depth: depth)
      newTransform = turn(-sign * (1 - p) * .pi / 2, depth: depth)
    case .ripple:
      crossfade = p
      warp = WarpFrame(kind: .ripple, progress: p)
    case .suck:
      oldWarp = WarpFrame(kind: .suck, progress: p)
      newOnTop = false
    case .pageCurl, .pageUnCurl:
      let angles: [DragScript.Edge: Double] = [
        .bottom: Engine.curlAngle, .top: -Engine.curlAngle, .left: .pi - 0.3, .right: 0.3,
      ]
      let curl = CurlFrame(
        progress: transition.kind == .pageCurl ? p : 1 - p,
        angle: angles[transition.subtype ?? .bottom] ?? Engine.curlAngle,
        radius: max(min(size.width, size.height) / 7, 1))
      if transition.kind == .pageCurl {
        oldCurl = curl
        newOnTop = false
      } else {
        newCurl = curl
      }
    }
  }
}
