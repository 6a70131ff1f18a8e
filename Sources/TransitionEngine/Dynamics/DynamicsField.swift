import func Glibc.pow

/// The area, centred on a field's position, in which the field acts, like `UIRegion`.
package enum DynamicsFieldRegion: Hashable, Sendable {
  /// The whole plane.
  case infinite
  /// A rectangle of the given size centred on the field's position.
  case rectangle(Size)
  /// A disc of the given radius centred on the field's position.
  case circle(radius: Double)

  /// Whether a point at `offset` from the field's position lies in the region.
  package func contains(offset: DynamicsVector) -> Bool {
    switch self {
    case .infinite:
      return true
    case .rectangle(let size):
      return abs(offset.x) <= size.width / 2 && abs(offset.y) <= size.height / 2
    case .circle(let radius):
      return offset.lengthSquared <= radius * radius
    }
  }
}

/// Accelerates items inside a region by a field, like `UIFieldBehavior`'s gravity fields.
///
/// Fields accelerate regardless of mass and act on items whose centre lies in ``region``
/// (centred on ``position``). A linear gravity field accelerates at
/// `direction × strength × 1000` points/s². A radial gravity field accelerates toward
/// ``position`` at `strength × 1000 × (100 / r)^falloff` points/s², where `r` is the distance
/// but at least ``minimumRadius``; the default falloff 0 gives a uniform pull.
package final class DynamicsField: DynamicsItemListBehavior {
  /// The kind of field.
  package enum Kind: Hashable, Sendable {
    /// A uniform field along ``DynamicsField/direction``.
    case linearGravity
    /// A field pulling toward ``DynamicsField/position``.
    case radialGravity
  }

  /// The kind of field.
  package let kind: Kind

  /// The field's centre in reference coordinates; the region is centred on it.
  package var position = DynamicsVector.zero {
    didSet { if position != oldValue { setNeedsResume() } }
  }

  /// Where the field acts; default everywhere.
  package var region = DynamicsFieldRegion.infinite {
    didSet { if region != oldValue { setNeedsResume() } }
  }

  /// The field's strength multiplier; default 1.
  package var strength = 1.0 {
    didSet { if strength != oldValue { setNeedsResume() } }
  }

  /// The direction (and relative magnitude) of a linear field.
  package var direction = DynamicsVector(x: 0, y: 1) {
    didSet { if direction != oldValue { setNeedsResume() } }
  }

  /// The exponent by which a radial field weakens with distance; default 0.
  package var falloff = 0.0 {
    didSet { if falloff != oldValue { setNeedsResume() } }
  }

  /// The distance below which a radial field acts as if at this distance.
  package var minimumRadius = DynamicsTuning.fieldMinimumRadius {
    didSet { if minimumRadius != oldValue { setNeedsResume() } }
  }

  private init(kind: Kind) {
    self.kind = kind
    super.init()
  }

  /// A uniform gravity field along `direction` (length 1 = 1000 points/s² at strength 1).
  package static func linearGravityField(direction: DynamicsVector) -> DynamicsField {
    let field = DynamicsField(kind: .linearGravity)
    field.direction = direction
    return field
  }

  /// A gravity field pulling toward `position`.
  package static func radialGravityField(position: DynamicsVector) -> DynamicsField {
    let field = DynamicsField(kind: .radialGravity)
    field.position = position
    return field
  }

  /// The acceleration in points/s² the field gives an item centred at `point`.
  package func acceleration(at point: DynamicsVector) -> DynamicsVector {
    let offset = point - position
    guard region.contains(offset: offset) else { return .zero }
    switch kind {
    case .linearGravity:
      return direction * (strength * DynamicsTuning.gravityAcceleration)
    case .radialGravity:
      let distance = offset.length
      guard distance > 0 else { return .zero }
      let radius = max(distance, minimumRadius, DynamicsTuning.fieldMinimumRadius)
      let scale = falloff == 0 ? 1 : pow(DynamicsTuning.fieldReferenceDistance / radius, falloff)
      return offset * (-strength * DynamicsTuning.gravityAcceleration * scale / distance)
    }
  }

  override func applyForces(in world: DynamicsWorld, timeStep: Double) {
    for index in bodyIndices(in: world) where !world.bodies[index].properties.isAnchored {
      world.bodies[index].velocity += acceleration(at: world.bodies[index].center) * timeStep
    }
  }
}
