/// The physical properties of an item, as set by `UIDynamicItemBehavior`.
///
/// Combination rules: an item–item contact uses the larger elasticity and the geometric mean
/// of the frictions; an item–boundary contact uses the item's own elasticity and friction.
/// Resistance is implicit linear damping: each step multiplies the velocity by
/// `1 / (1 + resistance × Δt)`, which approaches `exp(−resistance × t)` and stays stable for
/// any resistance.
package struct DynamicsItemProperties: Hashable, Sendable {
  /// The restitution of collisions, 0 (no bounce) through 1 (no energy lost); default 0.
  package var elasticity: Double
  /// The Coulomb friction coefficient for sliding contacts; default 0.
  package var friction: Double
  /// The mass per 100 × 100 points of area; must be positive; default 1.
  package var density: Double
  /// The linear damping rate in 1/s, 0 through infinity; default 0.
  package var resistance: Double
  /// The angular damping rate in 1/s, 0 through infinity; default 0.
  package var angularResistance: Double
  /// Whether collisions and offset forces may spin the item; default true.
  package var allowsRotation: Bool
  /// Whether the item is fixed in place while still colliding with others; default false.
  package var isAnchored: Bool

  /// Creates properties, each defaulting to UIKit's documented default.
  package init(
    elasticity: Double = 0, friction: Double = 0, density: Double = 1,
    resistance: Double = 0, angularResistance: Double = 0,
    allowsRotation: Bool = true, isAnchored: Bool = false
  ) {
    self.elasticity = elasticity
    self.friction = friction
    self.density = density
    self.resistance = resistance
    self.angularResistance = angularResistance
    self.allowsRotation = allowsRotation
    self.isAnchored = isAnchored
  }

  /// UIKit's default properties.
  package static let standard = DynamicsItemProperties()

  /// Traps when a value lies outside its documented range.
  func validate() {
    precondition((0...1).contains(elasticity), "elasticity must lie in 0...1")
    precondition(friction >= 0, "friction must not be negative")
    precondition(density > 0 && density.isFinite, "density must be positive and finite")
    precondition(resistance >= 0, "resistance must not be negative")
    precondition(angularResistance >= 0, "angularResistance must not be negative")
  }

  /// The restitution of a contact between items with these and `other` properties.
  func combinedElasticity(with other: DynamicsItemProperties) -> Double {
    max(elasticity, other.elasticity)
  }

  /// The friction coefficient of a contact between items with these and `other` properties.
  func combinedFriction(with other: DynamicsItemProperties) -> Double {
    (friction * other.friction).squareRoot()
  }
}
