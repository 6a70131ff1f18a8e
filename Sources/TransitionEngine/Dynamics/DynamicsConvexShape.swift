/// One point of a contact manifold.
struct DynamicsManifoldPoint {
  /// The contact point, halfway between the two surfaces.
  var point: DynamicsVector
  /// The signed distance between the surfaces along the normal; negative when overlapping.
  var separation: Double
}

/// The contact between two shapes: a normal from the first to the second and up to a few points.
struct DynamicsManifold {
  /// The unit normal pointing from the first shape toward the second.
  var normal: DynamicsVector
  /// The contact points, each with its separation.
  var points: [DynamicsManifoldPoint]

  /// The first point within ``DynamicsTuning/linearSlop``: the shapes count as touching.
  var touchingPoint: DynamicsVector? {
    points.first { $0.separation <= DynamicsTuning.linearSlop }?.point
  }
}

/// A convex polygon, or a two-sided segment, in world coordinates used for contact generation.
///
/// Contacts come from the separating axis theorem: the axis of least penetration picks a
/// reference edge, the most anti-parallel edge of the other shape is clipped against the
/// reference edge's side planes, and the clipped points below the reference edge become
/// contact points, including speculative ones that are still slightly apart.
struct DynamicsConvexShape {
  /// The vertices in order; edge `i` runs from vertex `i` to vertex `i + 1`.
  let vertices: [DynamicsVector]
  /// The outward unit normal of each edge.
  let normals: [DynamicsVector]

  /// The rotated rectangle occupied by `body`.
  init(body: DynamicsBody) {
    let corners = body.corners
    let axisX = DynamicsVector(x: 1, y: 0).rotated(by: body.angle)
    let axisY = axisX.perpendicular
    vertices = corners
    normals = [-axisY, axisX, axisY, -axisX]
  }

  /// A two-sided segment: a degenerate polygon with the edges a→b and b→a.
  init(segmentFrom start: DynamicsVector, to end: DynamicsVector) {
    let normal = (end - start).normalized.perpendicular
    vertices = [start, end]
    normals = [normal, -normal]
  }

  /// The contact between `first` and `second`, or nil when they are more than `margin` apart.
  ///
  /// Points up to `margin` apart are kept as speculative contacts.
  static func collide(
    _ first: DynamicsConvexShape, _ second: DynamicsConvexShape, margin: Double
  ) -> DynamicsManifold? {
    let (edgeA, separationA) = first.maximumSeparation(from: second)
    guard separationA <= margin else { return nil }
    let (edgeB, separationB) = second.maximumSeparation(from: first)
    guard separationB <= margin else { return nil }

    let flip = separationB > separationA + 0.01 * DynamicsTuning.linearSlop
    let reference = flip ? second : first
    let incident = flip ? first : second
    let edge = flip ? edgeB : edgeA
    let normal = reference.normals[edge]

    var incidentEdge = 0
    var lowest = Double.infinity
    for (index, candidate) in incident.normals.enumerated() {
      let alignment = candidate.dot(normal)
      if alignment < lowest {
        lowest = alignment
        incidentEdge = index
      }
    }
    let start = reference.vertices[edge]
    let end = reference.vertices[(edge + 1) % reference.vertices.count]
    let tangent = (end - start).normalized
    var clipped = [
      incident.vertices[incidentEdge],
      incident.vertices[(incidentEdge + 1) % incident.vertices.count],
    ]
    clipped = clip(clipped, keepingBelow: -tangent, offset: -tangent.dot(start))
    guard clipped.count == 2 else { return nil }
    clipped = clip(clipped, keepingBelow: tangent, offset: tangent.dot(end))
    guard clipped.count == 2 else { return nil }

    var points: [DynamicsManifoldPoint] = []
    for point in clipped {
      let separation = normal.dot(point - start)
      if separation <= margin {
        points.append(
          DynamicsManifoldPoint(point: point - normal * (separation / 2), separation: separation))
      }
    }
    guard !points.isEmpty else { return nil }
    return DynamicsManifold(normal: flip ? -normal : normal, points: points)
  }

  /// The edge of this shape along whose normal `other` reaches least far inside, and how far.
  private func maximumSeparation(from other: DynamicsConvexShape) -> (Int, Double) {
    var bestEdge = 0
    var best = -Double.infinity
    for (index, normal) in normals.enumerated() {
      let origin = vertices[index]
      var deepest = Double.infinity
      for vertex in other.vertices {
        deepest = min(deepest, normal.dot(vertex - origin))
      }
      if deepest > best {
        best = deepest
        bestEdge = index
      }
    }
    return (bestEdge, best)
  }

  /// The part of segment `points` where `normal · p <= offset`.
  private static func clip(
    _ points: [DynamicsVector], keepingBelow normal: DynamicsVector, offset: Double
  ) -> [DynamicsVector] {
    let distance0 = normal.dot(points[0]) - offset
    let distance1 = normal.dot(points[1]) - offset
    var result: [DynamicsVector] = []
    if distance0 <= 0 { result.append(points[0]) }
    if distance1 <= 0 { result.append(points[1]) }
    if distance0 * distance1 < 0 {
      let fraction = distance0 / (distance0 - distance1)
      result.append(points[0] + (points[1] - points[0]) * fraction)
    }
    return result
  }
}
