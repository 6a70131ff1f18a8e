/// The outline of a collision boundary, made of two-sided line segments.
///
/// Items bounce off every segment from either side, so a closed outline keeps items that
/// start inside it inside and items that start outside it outside. Curved `UIBezierPath`
/// boundaries are represented by flattening them into a polyline.
package enum DynamicsBoundaryShape: Hashable, Sendable {
  /// A single segment between two points.
  case segment(from: DynamicsVector, to: DynamicsVector)
  /// The closed outline of a rectangle.
  case rectangle(DynamicsRect)
  /// Connected segments through `points`, closed back to the first point when `closed`.
  case polyline([DynamicsVector], closed: Bool)

  /// The non-degenerate segments of the outline, in order.
  var segments: [(DynamicsVector, DynamicsVector)] {
    let points: [DynamicsVector]
    let closed: Bool
    switch self {
    case .segment(let start, let end):
      points = [start, end]
      closed = false
    case .rectangle(let rect):
      points = rect.corners
      closed = true
    case .polyline(let vertices, let isClosed):
      points = vertices
      closed = isClosed
    }
    guard points.count >= 2 else { return [] }
    var result: [(DynamicsVector, DynamicsVector)] = []
    for index in 0..<(closed ? points.count : points.count - 1) {
      let start = points[index]
      let end = points[(index + 1) % points.count]
      if (end - start).lengthSquared > 1e-18 { result.append((start, end)) }
    }
    return result
  }
}

/// A named collision boundary, like one added with `addBoundary(withIdentifier:…)`.
package struct DynamicsBoundary: Hashable, Sendable {
  /// The identifier reported in collision events; unique within one collision behaviour.
  package var identifier: String
  /// The outline items collide with.
  package var shape: DynamicsBoundaryShape

  /// Creates a boundary from its identifier and outline.
  package init(identifier: String, shape: DynamicsBoundaryShape) {
    self.identifier = identifier
    self.shape = shape
  }
}

/// Which contacts a collision behaviour creates, like `UICollisionBehavior.Mode`.
package enum DynamicsCollisionMode: Hashable, Sendable {
  /// Items collide only with each other.
  case items
  /// Items collide only with boundaries.
  case boundaries
  /// Items collide with each other and with boundaries.
  case everything

  var includesItems: Bool { self != .boundaries }
  var includesBoundaries: Bool { self != .items }
}

/// A change in contact reported by a ``DynamicsCollision``, like its delegate's calls.
package struct DynamicsCollisionEvent: Hashable, Sendable {
  /// Whether a contact began or ended.
  package enum Phase: Hashable, Sendable {
    /// The participants started touching in this step.
    case began
    /// The participants stopped touching in this step.
    case ended
  }

  /// What touched what.
  package enum Participants: Hashable, Sendable {
    /// Two items, in the order the collision behaviour lists them.
    case items(DynamicsBodyID, DynamicsBodyID)
    /// An item and a boundary; the identifier is nil for the reference-bounds boundary.
    case boundary(DynamicsBodyID, identifier: String?)
  }

  /// Whether the contact began or ended.
  package let phase: Phase
  /// The item pair or item–boundary pair.
  package let participants: Participants
  /// The first contact point for a began event; nil for an ended event.
  package let point: DynamicsVector?
  /// The world time of the body positions in which the change was detected.
  package let time: Double

  /// Creates an event.
  package init(phase: Phase, participants: Participants, point: DynamicsVector?, time: Double) {
    self.phase = phase
    self.participants = participants
    self.point = point
    self.time = time
  }
}
