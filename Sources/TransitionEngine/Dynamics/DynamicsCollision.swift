/// Makes items collide with each other and with boundaries, like `UICollisionBehavior`.
///
/// Items listed in the same collision behaviour collide with each other (mode `.items` or
/// `.everything`) and with its boundaries (mode `.boundaries` or `.everything`). The reference
/// bounds boundary keeps items inside the world's ``DynamicsWorld/referenceBounds``, inset by
/// ``referenceBoundsInsets``, and is reported with a nil identifier. Contact changes are
/// reported after each step to ``eventHandler``: began events in detection order (item pairs
/// in list order, then each item's boundaries), then ended events in the order they began.
package final class DynamicsCollision: DynamicsItemListBehavior {
  /// Which contacts the behaviour creates; default `.everything`.
  package var mode: DynamicsCollisionMode = .everything {
    didSet { if mode != oldValue { setNeedsResume() } }
  }

  /// Whether the world's reference bounds (inset) act as a boundary items stay inside.
  package var translatesReferenceBoundsIntoBoundary = false {
    didSet { if translatesReferenceBoundsIntoBoundary != oldValue { setNeedsResume() } }
  }

  /// The insets applied to the reference bounds when they act as a boundary.
  package var referenceBoundsInsets = DynamicsInsets.zero {
    didSet { if referenceBoundsInsets != oldValue { setNeedsResume() } }
  }

  /// The named boundaries in the order they were added.
  package private(set) var boundaries: [DynamicsBoundary] = []

  /// Receives began and ended events after each step, like a collision delegate.
  package var eventHandler: ((DynamicsCollisionEvent) -> Void)?

  /// The participants touching at the last step, in the order they began touching.
  private var touching: [DynamicsCollisionEvent.Participants] = []

  /// Turns the reference bounds, inset by `insets`, into a boundary.
  package func setTranslatesReferenceBoundsIntoBoundary(insets: DynamicsInsets) {
    referenceBoundsInsets = insets
    translatesReferenceBoundsIntoBoundary = true
  }

  /// Adds `boundary`, replacing any boundary with the same identifier in place.
  package func addBoundary(_ boundary: DynamicsBoundary) {
    if let index = boundaries.firstIndex(where: { $0.identifier == boundary.identifier }) {
      boundaries[index] = boundary
    } else {
      boundaries.append(boundary)
    }
    setNeedsResume()
  }

  /// Adds a segment boundary from `start` to `end` named `identifier`.
  package func addBoundary(identifier: String, from start: DynamicsVector, to end: DynamicsVector) {
    addBoundary(DynamicsBoundary(identifier: identifier, shape: .segment(from: start, to: end)))
  }

  /// Adds the closed outline of `rectangle` as a boundary named `identifier`.
  package func addBoundary(identifier: String, rectangle: DynamicsRect) {
    addBoundary(DynamicsBoundary(identifier: identifier, shape: .rectangle(rectangle)))
  }

  /// The boundary named `identifier`, if any.
  package func boundary(identifier: String) -> DynamicsBoundary? {
    boundaries.first { $0.identifier == identifier }
  }

  /// Removes the boundary named `identifier`, if any.
  package func removeBoundary(identifier: String) {
    boundaries.removeAll { $0.identifier == identifier }
    setNeedsResume()
  }

  /// Removes every named boundary (the reference bounds boundary is unaffected).
  package func removeAllBoundaries() {
    boundaries.removeAll()
    setNeedsResume()
  }

  override func didDetach() {
    touching = []
  }

  /// Finds this step's contacts, appends their constraints and returns the contact changes.
  ///
  /// Item pairs already in `solvedPairs` (from an earlier collision behaviour) are reported
  /// but not solved twice.
  func detectContacts(
    in world: DynamicsWorld, time: Double, solvedPairs: inout Set<DynamicsItemPair>,
    constraints: inout [DynamicsContactConstraint]
  ) -> [DynamicsCollisionEvent] {
    let bodies = world.bodies
    let indices = bodyIndices(in: world)
    var current: [(DynamicsCollisionEvent.Participants, DynamicsVector)] = []
    if mode.includesItems {
      for (position, first) in indices.enumerated() {
        for second in indices[(position + 1)...] {
          let bodyA = bodies[first]
          let bodyB = bodies[second]
          if bodyA.properties.isAnchored && bodyB.properties.isAnchored { continue }
          let collider = DynamicsCollider.body(first)
          guard
            let manifold = collider.manifold(
              against: bodyB, in: bodies,
              margin: collider.speculativeMargin(for: bodyB, in: bodies))
          else { continue }
          if let point = manifold.touchingPoint {
            current.append((.items(bodyA.id, bodyB.id), point))
          }
          if solvedPairs.insert(DynamicsItemPair(first, second)).inserted {
            constraints.append(
              DynamicsContactConstraint(
                collider: .body(first), body: second, manifold: manifold,
                restitution: bodyA.properties.combinedElasticity(with: bodyB.properties),
                friction: bodyA.properties.combinedFriction(with: bodyB.properties)))
          }
        }
      }
    }
    if mode.includesBoundaries {
      current += boundaryContacts(
        in: world, indices: indices, constraints: &constraints)
    }
    var events: [DynamicsCollisionEvent] = []
    for (participants, point) in current where !touching.contains(participants) {
      events.append(
        DynamicsCollisionEvent(phase: .began, participants: participants, point: point, time: time))
    }
    for participants in touching where !current.contains(where: { $0.0 == participants }) {
      events.append(
        DynamicsCollisionEvent(phase: .ended, participants: participants, point: nil, time: time))
    }
    let began = current.map(\.0).filter { !touching.contains($0) }
    touching = touching.filter { key in current.contains { $0.0 == key } } + began
    return events
  }

  private func boundaryContacts(
    in world: DynamicsWorld, indices: [Int], constraints: inout [DynamicsContactConstraint]
  ) -> [(DynamicsCollisionEvent.Participants, DynamicsVector)] {
    var outlines: [(String?, [DynamicsCollider])] = []
    if translatesReferenceBoundsIntoBoundary, let bounds = world.referenceBounds {
      let inner = bounds.inset(by: referenceBoundsInsets)
      outlines.append(
        (
          nil,
          [
            .wall(normal: DynamicsVector(x: 1, y: 0), offset: inner.minX),
            .wall(normal: DynamicsVector(x: -1, y: 0), offset: -inner.maxX),
            .wall(normal: DynamicsVector(x: 0, y: 1), offset: inner.minY),
            .wall(normal: DynamicsVector(x: 0, y: -1), offset: -inner.maxY),
          ]
        ))
    }
    for boundary in boundaries {
      outlines.append((boundary.identifier, boundary.shape.segments.map { .segment($0.0, $0.1) }))
    }
    let bodies = world.bodies
    var touched: [(DynamicsCollisionEvent.Participants, DynamicsVector)] = []
    for index in indices where !bodies[index].properties.isAnchored {
      let body = bodies[index]
      for (identifier, colliders) in outlines {
        var firstPoint: DynamicsVector?
        for collider in colliders {
          guard
            let manifold = collider.manifold(
              against: body, in: bodies, margin: collider.speculativeMargin(for: body, in: bodies))
          else { continue }
          firstPoint = firstPoint ?? manifold.touchingPoint
          constraints.append(
            DynamicsContactConstraint(
              collider: collider, body: index, manifold: manifold,
              restitution: body.properties.elasticity, friction: body.properties.friction))
        }
        if let firstPoint {
          touched.append((.boundary(body.id, identifier: identifier), firstPoint))
        }
      }
    }
    return touched
  }
}

/// An unordered pair of body indices, used to solve each touching pair once per step.
struct DynamicsItemPair: Hashable {
  let low: Int
  let high: Int

  init(_ first: Int, _ second: Int) {
    low = min(first, second)
    high = max(first, second)
  }
}
