/// What a body touches in a contact: another body, a boundary segment or a containing wall.
enum DynamicsCollider {
  /// Another body, by index in the world's body array.
  case body(Int)
  /// A two-sided boundary segment.
  case segment(DynamicsVector, DynamicsVector)
  /// The inside of a half-plane `normal · p >= offset`, one side of a containing rectangle.
  case wall(normal: DynamicsVector, offset: Double)

  /// The contact between this collider (first) and `body` (second), if within `margin`.
  ///
  /// Points up to `margin` apart are kept as speculative contacts.
  func manifold(against body: DynamicsBody, in bodies: [DynamicsBody], margin: Double)
    -> DynamicsManifold?
  {
    switch self {
    case .body(let index):
      let other = bodies[index]
      let reach = other.boundingRadius + body.boundingRadius + margin
      guard (other.center - body.center).lengthSquared <= reach * reach else { return nil }
      return DynamicsConvexShape.collide(
        DynamicsConvexShape(body: other), DynamicsConvexShape(body: body), margin: margin)
    case .segment(let start, let end):
      let reach = body.boundingRadius + margin
      guard Self.distance(from: body.center, toSegment: start, end) <= reach else { return nil }
      return DynamicsConvexShape.collide(
        DynamicsConvexShape(segmentFrom: start, to: end), DynamicsConvexShape(body: body),
        margin: margin)
    case .wall(let normal, let offset):
      guard normal.dot(body.center) - offset <= body.boundingRadius + margin else { return nil }
      var points: [DynamicsManifoldPoint] = []
      for corner in body.corners {
        let separation = normal.dot(corner) - offset
        if separation <= margin {
          points.append(
            DynamicsManifoldPoint(
              point: corner - normal * (separation / 2), separation: separation))
        }
      }
      return points.isEmpty ? nil : DynamicsManifold(normal: normal, points: points)
    }
  }

  /// The speculative margin for a contact between this collider and `body`.
  ///
  /// It is how far the two could close in one step, plus ``DynamicsTuning/linearSlop``.
  func speculativeMargin(for body: DynamicsBody, in bodies: [DynamicsBody]) -> Double {
    var reach = body.reachPerStep
    if let index = bodyIndex { reach += bodies[index].reachPerStep }
    return reach + DynamicsTuning.linearSlop
  }

  /// The index of the other body, when the collider is one.
  var bodyIndex: Int? {
    if case .body(let index) = self { return index }
    return nil
  }

  private static func distance(
    from point: DynamicsVector, toSegment start: DynamicsVector, _ end: DynamicsVector
  ) -> Double {
    let direction = end - start
    let lengthSquared = direction.lengthSquared
    guard lengthSquared > 0 else { return point.distance(to: start) }
    let fraction = min(max((point - start).dot(direction) / lengthSquared, 0), 1)
    return point.distance(to: start + direction * fraction)
  }
}

/// The solver state of one contact point.
struct DynamicsContactPoint {
  /// The contact point relative to the first body's centre (zero for static colliders).
  var offsetA = DynamicsVector.zero
  /// The contact point relative to the second body's centre.
  var offsetB = DynamicsVector.zero
  var normalMass = 0.0
  var tangentMass = 0.0
  var normalImpulse = 0.0
  var tangentImpulse = 0.0
  /// The lowest normal speed allowed.
  ///
  /// It is negative for a speculative point, so the gap may close exactly, and zero for a
  /// touching one.
  var minimumSpeed = 0.0
  /// The normal speed before the solve; negative when closing.
  var approachSpeed = 0.0
  /// The separating speed restitution aims at, for points that bounce in this step.
  var bounceSpeed: Double?
}

/// A contact between a collider and a body, solved with sequential impulses.
///
/// Contacts are speculative: a point still `s` apart only stops the shapes from closing more
/// than `s` in this step, so fast items land exactly on a surface instead of sinking into it.
/// The normal impulse is clamped to push only; friction is Coulomb friction clamped to
/// `friction × normal impulse`. After positions are integrated, points that pushed and were
/// closing faster than ``DynamicsTuning/restitutionThreshold`` get a separating speed of
/// `elasticity × closing speed`.
struct DynamicsContactConstraint {
  let collider: DynamicsCollider
  let body: Int
  let restitution: Double
  let friction: Double
  var normal: DynamicsVector
  var points: [DynamicsContactPoint] = []
  private let manifoldPoints: [DynamicsManifoldPoint]

  init(
    collider: DynamicsCollider, body: Int, manifold: DynamicsManifold,
    restitution: Double, friction: Double
  ) {
    self.collider = collider
    self.body = body
    self.restitution = restitution
    self.friction = friction
    self.normal = manifold.normal
    self.manifoldPoints = manifold.points
  }

  /// Computes effective masses and speed targets from the start-of-step state.
  mutating func prepare(bodies: [DynamicsBody], timeStep: Double) {
    let second = bodies[body]
    let first = collider.bodyIndex.map { bodies[$0] }
    let massA = first?.inverseMass ?? 0
    let inertiaA = first?.inverseInertia ?? 0
    let tangent = normal.perpendicular
    points = manifoldPoints.map { manifoldPoint in
      let point = manifoldPoint.point
      var contact = DynamicsContactPoint()
      contact.offsetA = first.map { point - $0.center } ?? .zero
      contact.offsetB = point - second.center
      let normalA = contact.offsetA.cross(normal)
      let normalB = contact.offsetB.cross(normal)
      let normalK =
        massA + second.inverseMass + inertiaA * normalA * normalA
        + second.inverseInertia * normalB * normalB
      contact.normalMass = normalK > 0 ? 1 / normalK : 0
      let tangentA = contact.offsetA.cross(tangent)
      let tangentB = contact.offsetB.cross(tangent)
      let tangentK =
        massA + second.inverseMass + inertiaA * tangentA * tangentA
        + second.inverseInertia * tangentB * tangentB
      contact.tangentMass = tangentK > 0 ? 1 / tangentK : 0
      let relative = second.velocity(at: point) - (first?.velocity(at: point) ?? .zero)
      contact.approachSpeed = relative.dot(normal)
      contact.minimumSpeed = -max(manifoldPoint.separation, 0) / timeStep
      return contact
    }
  }
}
