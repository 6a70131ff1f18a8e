/// The identity of a body inside one ``DynamicsWorld``.
package struct DynamicsBodyID: Hashable, Sendable, CustomStringConvertible {
  /// The number the world assigned, unique for the world's lifetime.
  package let rawValue: Int

  /// Wraps a raw identifier.
  package init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// A short text form such as `body#3`.
  package var description: String { "body#\(rawValue)" }
}

/// One simulated item: a rectangle with a centre, size, rotation and velocities.
///
/// Mass is `density × width × height / 10 000`, so a 100 × 100 item of density 1 has mass 1.
/// The moment of inertia is that of a uniform rectangle, `mass × (width² + height²) / 12`.
package struct DynamicsBody: Sendable {
  /// The body's identity.
  package let id: DynamicsBodyID
  /// The centre in reference coordinates (points, y down).
  package internal(set) var center: DynamicsVector
  /// The size of the item's bounds.
  package internal(set) var size: Size
  /// The rotation in radians, positive clockwise on screen.
  package internal(set) var angle: Double
  /// The linear velocity in points/s.
  package internal(set) var velocity: DynamicsVector
  /// The angular velocity in rad/s, positive clockwise on screen.
  package internal(set) var angularVelocity: Double
  /// The properties in effect, resolved from item behaviours at every step.
  package internal(set) var properties: DynamicsItemProperties

  init(id: DynamicsBodyID, center: DynamicsVector, size: Size, angle: Double) {
    precondition(size.width > 0 && size.height > 0, "a body needs a positive size")
    self.id = id
    self.center = center
    self.size = size
    self.angle = angle
    self.velocity = .zero
    self.angularVelocity = 0
    self.properties = .standard
  }

  /// The mass: density × area / 10 000 square points.
  package var mass: Double {
    properties.density * size.width * size.height / DynamicsTuning.unitMassArea
  }

  /// The moment of inertia about the centre: mass × (width² + height²) / 12.
  package var momentOfInertia: Double {
    mass * (size.width * size.width + size.height * size.height) / 12
  }

  /// The axis-aligned box that holds the rotated rectangle.
  package var frame: DynamicsRect {
    let corners = self.corners
    var minimum = corners[0]
    var maximum = corners[0]
    for corner in corners.dropFirst() {
      minimum = DynamicsVector(x: min(minimum.x, corner.x), y: min(minimum.y, corner.y))
      maximum = DynamicsVector(x: max(maximum.x, corner.x), y: max(maximum.y, corner.y))
    }
    return DynamicsRect(
      x: minimum.x, y: minimum.y, width: maximum.x - minimum.x, height: maximum.y - minimum.y)
  }

  /// The rotated rectangle's corners, clockwise on screen from the unrotated top-left one.
  package var corners: [DynamicsVector] {
    let halfX = DynamicsVector(x: size.width / 2, y: 0).rotated(by: angle)
    let halfY = DynamicsVector(x: 0, y: size.height / 2).rotated(by: angle)
    return [
      center - halfX - halfY, center + halfX - halfY,
      center + halfX + halfY, center - halfX + halfY,
    ]
  }

  /// The point at `offset` from the centre in the item's own (rotating) coordinates.
  package func point(atOffset offset: DynamicsVector) -> DynamicsVector {
    center + offset.rotated(by: angle)
  }

  /// The velocity of the material point at world position `point`.
  package func velocity(at point: DynamicsVector) -> DynamicsVector {
    velocity + (point - center).spun(by: angularVelocity)
  }

  /// The inverse mass the solver uses: zero for anchored bodies.
  var inverseMass: Double { properties.isAnchored ? 0 : 1 / mass }

  /// The inverse inertia the solver uses: zero for anchored or non-rotating bodies.
  var inverseInertia: Double {
    properties.isAnchored || !properties.allowsRotation ? 0 : 1 / momentOfInertia
  }

  /// Half the diagonal: the radius of the circle that holds the body at any angle.
  var boundingRadius: Double {
    (size.width * size.width + size.height * size.height).squareRoot() / 2
  }

  /// The furthest any point of the body can travel in one step at its current velocities.
  var reachPerStep: Double {
    (velocity.length + abs(angularVelocity) * boundingRadius) * DynamicsTuning.timeStep
  }

  /// Whether the body's linear and angular speeds are below the rest thresholds.
  var isQuiet: Bool {
    velocity.length < DynamicsTuning.restLinearSpeed
      && abs(angularVelocity) < DynamicsTuning.restAngularSpeed
  }

  /// Applies `impulse` at world position `point`, changing both velocities.
  mutating func applyImpulse(_ impulse: DynamicsVector, at point: DynamicsVector) {
    velocity += impulse * inverseMass
    angularVelocity += inverseInertia * (point - center).cross(impulse)
  }
}
