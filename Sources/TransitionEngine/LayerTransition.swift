/// A CATransition: how a layer's old look gives way to its new one, along a direction.
package struct LayerTransition: Equatable, Sendable {
  /// CATransitionType, and the named types Core Animation draws besides.
  package enum Kind: String, CaseIterable, Sendable {
    /// The old look cross-fades into the new one.
    case fade
    /// The new look slides in over the old.
    case moveIn
    /// The new look pushes the old out.
    case push
    /// The old look slides away, revealing the new.
    case reveal
    /// The looks are two faces of a cube that turns.
    case cube
    /// The layer turns over, the old look on its front, the new on its back ("oglFlip").
    case flip = "oglFlip"
    /// The old look curls up and away like a page.
    case pageCurl
    /// The new look curls down over the old like a page.
    case pageUnCurl
    /// Water ripples spread from the middle over the old look as it cross-fades to the new.
    case ripple = "rippleEffect"
    /// The old look is sucked into the middle of the bottom edge, uncovering the new (genie).
    case suck = "suckEffect"
  }

  package var kind: Kind
  /// The edge the new look comes from (CATransitionSubtype); nil is from the left.
  package var subtype: DragScript.Edge?
  /// Where in the transition it starts, 0…1 (CATransition.startProgress).
  package var startProgress = 0.0
  /// Where in the transition it ends, 0…1 (CATransition.endProgress).
  package var endProgress = 1.0

  /// A transition of a kind from an edge.
  package init(kind: Kind, subtype: DragScript.Edge? = nil) {
    self.kind = kind
    self.subtype = subtype
  }

  /// The transition Core Animation runs for a type and subtype name, with a warning for each
  /// name it does not know: an unknown type fades, as in Core Animation, and an unknown
  /// subtype is from the left.
  package static func parse(type: String?, subtype: String?) -> (LayerTransition, [String]) {
    var warnings: [String] = []
    var kind = Kind.fade
    if let type {
      if let known = Kind(rawValue: type) {
        kind = known
      } else if type == "flip" {
        kind = .flip
      } else {
        warnings.append(
          "the CATransition type '\(type)' is not drawn here, so it fades; the types are "
            + Kind.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))
      }
    }
    var edge: DragScript.Edge?
    if let subtype {
      let edges: [String: DragScript.Edge] = [
        "fromLeft": .left, "fromRight": .right, "fromTop": .top, "fromBottom": .bottom,
      ]
      edge = edges[subtype]
      if edge == nil {
        warnings.append(
          "the CATransition subtype '\(subtype)' is not one of fromLeft, fromRight, fromTop "
            + "and fromBottom, so it is from the left")
      }
    }
    return (LayerTransition(kind: kind, subtype: edge), warnings)
  }
}
