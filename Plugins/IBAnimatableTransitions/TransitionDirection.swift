import AnimatorKit

/// A direction parameter's value, as IBAnimatable's `TransitionAnimationType.Direction` names
/// them; each animator accepts a subset.
enum TransitionDirection: String, CaseIterable {
  case left, right, top, bottom, forward, backward

  /// The direction that undoes this one: what a dismissal, a pop or a switch back uses.
  var opposite: TransitionDirection {
    switch self {
    case .left: .right
    case .right: .left
    case .top: .bottom
    case .bottom: .top
    case .forward: .backward
    case .backward: .forward
    }
  }

  /// Whether it runs along the x-axis.
  var isHorizontal: Bool { self == .left || self == .right }

  /// Whether it starts at the far edge (right or bottom), as IBAnimatable's `reverse` flag.
  var startsAtFarEdge: Bool { self == .right || self == .bottom }
}

/// A parameter naming a direction: one of `allowed` (the host refuses others), the first by
/// default.
func directionParameter(
  _ allowed: [TransitionDirection], summary: String, name: String = "direction"
) -> Parameter<TransitionDirection> {
  .choice(
    name, default: allowed[0], in: allowed,
    summary: "\(summary) (the dismissal, pop and switch back run the opposite)")
}
