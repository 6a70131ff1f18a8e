/// The contacts of one step, solved with sequential impulses and then positional correction.
///
/// Velocity sweeps apply friction, then normal impulses, accumulating and clamping each
/// point's impulse. Restitution sweeps run after positions are integrated. Position sweeps
/// re-measure every contact and push the shapes apart by
/// ``DynamicsTuning/positionCorrectionFactor`` of the penetration beyond
/// ``DynamicsTuning/linearSlop``, moving positions directly so no energy is added.
struct DynamicsContactSolver {
  private(set) var constraints: [DynamicsContactConstraint]

  init(constraints: [DynamicsContactConstraint]) {
    self.constraints = constraints
  }

  /// Prepares every contact from the start-of-step state.
  mutating func prepare(bodies: [DynamicsBody], timeStep: Double) {
    for index in constraints.indices {
      constraints[index].prepare(bodies: bodies, timeStep: timeStep)
    }
  }

  /// Runs one sweep of friction and normal impulses over every contact.
  mutating func solveVelocities(_ bodies: inout [DynamicsBody]) {
    for index in constraints.indices {
      var constraint = constraints[index]
      let firstIndex = constraint.collider.bodyIndex
      var pair = DynamicsContactPair(
        first: firstIndex.map { bodies[$0] }, second: bodies[constraint.body])
      let tangent = constraint.normal.perpendicular
      for pointIndex in constraint.points.indices {
        var point = constraint.points[pointIndex]
        let speed = pair.relativeVelocity(point).dot(tangent)
        let limit = constraint.friction * point.normalImpulse
        let total = min(max(point.tangentImpulse - point.tangentMass * speed, -limit), limit)
        pair.apply(tangent * (total - point.tangentImpulse), at: point)
        point.tangentImpulse = total
        constraint.points[pointIndex] = point
      }
      for pointIndex in constraint.points.indices {
        var point = constraint.points[pointIndex]
        let speed = pair.relativeVelocity(point).dot(constraint.normal)
        let lambda = -point.normalMass * (speed - point.minimumSpeed)
        let total = max(point.normalImpulse + lambda, 0)
        pair.apply(constraint.normal * (total - point.normalImpulse), at: point)
        point.normalImpulse = total
        constraint.points[pointIndex] = point
      }
      bodies[constraint.body] = pair.second
      if let firstIndex, let first = pair.first { bodies[firstIndex] = first }
      constraints[index] = constraint
    }
  }

  /// Marks the points that bounce and the separating speed each aims at.
  ///
  /// A point bounces when it pushed in this step and was closing faster than `threshold`
  /// (``DynamicsTuning/restitutionThreshold`` plus what the forces add in two steps); it aims
  /// at `restitution × closing speed`.
  mutating func prepareRestitution(threshold: Double) {
    for index in constraints.indices where constraints[index].restitution > 0 {
      let restitution = constraints[index].restitution
      for pointIndex in constraints[index].points.indices {
        let point = constraints[index].points[pointIndex]
        if point.normalImpulse > 0 && point.approachSpeed < -threshold {
          constraints[index].points[pointIndex].bounceSpeed = -restitution * point.approachSpeed
        }
      }
    }
  }

  /// Runs one sweep that drives every bouncing point's normal speed to its bounce speed.
  mutating func solveRestitution(_ bodies: inout [DynamicsBody]) {
    for index in constraints.indices where constraints[index].restitution > 0 {
      var constraint = constraints[index]
      guard constraint.points.contains(where: { $0.bounceSpeed != nil }) else { continue }
      let firstIndex = constraint.collider.bodyIndex
      var pair = DynamicsContactPair(
        first: firstIndex.map { bodies[$0] }, second: bodies[constraint.body])
      for pointIndex in constraint.points.indices {
        var point = constraint.points[pointIndex]
        guard let target = point.bounceSpeed else { continue }
        let speed = pair.relativeVelocity(point).dot(constraint.normal)
        let total = max(point.normalImpulse - point.normalMass * (speed - target), 0)
        pair.apply(constraint.normal * (total - point.normalImpulse), at: point)
        point.normalImpulse = total
        constraint.points[pointIndex] = point
      }
      bodies[constraint.body] = pair.second
      if let firstIndex, let first = pair.first { bodies[firstIndex] = first }
      constraints[index] = constraint
    }
  }

  /// Runs one sweep of positional correction over every contact, re-measuring each.
  func solvePositions(_ bodies: inout [DynamicsBody]) {
    for constraint in constraints {
      guard
        let manifold = constraint.collider.manifold(
          against: bodies[constraint.body], in: bodies, margin: 0)
      else { continue }
      let firstIndex = constraint.collider.bodyIndex
      var pair = DynamicsContactPair(
        first: firstIndex.map { bodies[$0] }, second: bodies[constraint.body])
      for point in manifold.points {
        let correction = min(
          max(
            DynamicsTuning.positionCorrectionFactor
              * (point.separation + DynamicsTuning.linearSlop),
            -DynamicsTuning.maximumPositionCorrection), 0)
        guard correction < 0 else { continue }
        pair.push(along: manifold.normal, at: point.point, by: -correction)
      }
      bodies[constraint.body] = pair.second
      if let firstIndex, let first = pair.first { bodies[firstIndex] = first }
    }
  }
}

/// The two sides of a contact while it is being solved; the first is nil for static colliders.
private struct DynamicsContactPair {
  var first: DynamicsBody?
  var second: DynamicsBody

  /// The velocity of the second body relative to the first at `point`.
  func relativeVelocity(_ point: DynamicsContactPoint) -> DynamicsVector {
    var velocity = second.velocity + point.offsetB.spun(by: second.angularVelocity)
    if let first {
      velocity -= first.velocity + point.offsetA.spun(by: first.angularVelocity)
    }
    return velocity
  }

  /// Applies `impulse` to the second body and its opposite to the first at `point`.
  mutating func apply(_ impulse: DynamicsVector, at point: DynamicsContactPoint) {
    second.velocity += impulse * second.inverseMass
    second.angularVelocity += second.inverseInertia * point.offsetB.cross(impulse)
    if var body = first {
      body.velocity -= impulse * body.inverseMass
      body.angularVelocity -= body.inverseInertia * point.offsetA.cross(impulse)
      first = body
    }
  }

  /// Moves the bodies apart along `normal` so that their gap at `point` grows by `distance`.
  mutating func push(along normal: DynamicsVector, at point: DynamicsVector, by distance: Double) {
    let offsetB = point - second.center
    let offsetA = first.map { point - $0.center } ?? .zero
    let normalA = offsetA.cross(normal)
    let normalB = offsetB.cross(normal)
    var stiffness = second.inverseMass + second.inverseInertia * normalB * normalB
    if let first {
      stiffness += first.inverseMass + first.inverseInertia * normalA * normalA
    }
    guard stiffness > 0 else { return }
    let impulse = normal * (distance / stiffness)
    second.center += impulse * second.inverseMass
    second.angle += second.inverseInertia * offsetB.cross(impulse)
    if var body = first {
      body.center -= impulse * body.inverseMass
      body.angle -= body.inverseInertia * offsetA.cross(impulse)
      first = body
    }
  }
}
