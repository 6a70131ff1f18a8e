/// The kinds of UIKit Dynamics behaviour (`dynamic_behavior_create`).
package enum DynamicBehaviorKind: Int, CaseIterable, Sendable {
  case gravity = 1, collision, continuousPush, instantaneousPush, snap, attachment
  case linearGravityField, radialGravityField, item
  /// A UIDynamicBehavior of child behaviours (and an action).
  case composite
}

/// A setting of a behaviour (`dynamic_behavior_set`), with how many numbers it takes; those
/// marked per item take the item they apply to.
package enum DynamicParameter: Int, CaseIterable, Sendable {
  case direction = 1, magnitude, angle, active, snapPoint, damping, frequency, length, anchor
  case offset, attachedOffset, elasticity, friction, density, resistance, angularResistance
  case allowsRotation, anchored, linearVelocity, angularVelocity, collisionMode
  case referenceBoundsInsets, position, strength, falloff, minimumRadius, region

  /// How many numbers the setting has.
  package var count: Int {
    switch self {
    case .direction, .snapPoint, .anchor, .offset, .attachedOffset, .linearVelocity, .position,
      .region:
      2
    case .referenceBoundsInsets: 4
    default: 1
    }
  }

  /// Whether the setting is for one item of the behaviour (an offset, a velocity added).
  package var isPerItem: Bool {
    [.offset, .attachedOffset, .linearVelocity, .angularVelocity].contains(self)
  }
}

/// A UIDynamicBehavior an animator made: its kind, items and settings, kept as given so the
/// simulation's behaviour can be built when it joins a UIDynamicAnimator, and applied to it
/// after that.
package final class DynamicBehaviorNode {
  /// The engine-unique object id.
  package let id: Int
  /// What it does.
  package let kind: DynamicBehaviorKind
  /// The items it acts on, in the order added.
  package internal(set) var items: [ViewNode] = []
  /// Its settings, the latest of each.
  package internal(set) var settings: [DynamicParameter: [Double]] = [:]
  /// Per-item settings by view id (offsets; velocities to add once).
  var itemSettings: [Int: [DynamicParameter: [Double]]] = [:]
  /// Collision boundaries: identifier, points (x, y pairs), closed.
  var boundaries: [(identifier: String, points: [Double], closed: Bool)] = []
  /// Child behaviours (a composite behaviour's).
  package internal(set) var children: [DynamicBehaviorNode] = []
  /// Whether its action block should run after each step of the clock.
  package var hasAction = false
  /// The animator it is in, if any.
  package internal(set) weak var animator: DynamicAnimatorNode?
  /// The simulation's behaviour while it is in an animator.
  var live: DynamicsBehavior?

  init(id: Int, kind: DynamicBehaviorKind) {
    self.id = id
    self.kind = kind
  }

  /// A setting, or a default.
  func value(_ parameter: DynamicParameter, default fallback: [Double]) -> [Double] {
    settings[parameter] ?? fallback
  }
}
