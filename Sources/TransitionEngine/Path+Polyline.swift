extension Path {
  /// The first subpath as a polyline, curves sampled in `segments` straight pieces each, and
  /// whether it is closed; nil for an empty path.
  package func firstPolyline(segments: Int = 8) -> (points: [Point], closed: Bool)? {
    var points: [Point] = []
    var current = Point.zero
    for element in elements {
      switch element {
      case .move(let p):
        guard points.isEmpty else { return (points, false) }
        points.append(p)
        current = p
      case .line(let p):
        if points.isEmpty { points.append(current) }
        points.append(p)
        current = p
      case let .quad(control, to):
        if points.isEmpty { points.append(current) }
        let start = current
        for k in 1...segments {
          let t = Double(k) / Double(segments), u = 1 - t
          points.append(
            Point(
              x: u * u * start.x + 2 * u * t * control.x + t * t * to.x,
              y: u * u * start.y + 2 * u * t * control.y + t * t * to.y))
        }
        current = to
      case let .cubic(c1, c2, to):
        if points.isEmpty { points.append(current) }
        let start = current
        for k in 1...segments {
          let t = Double(k) / Double(segments), u = 1 - t
          let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
          points.append(
            Point(
              x: a * start.x + b * c1.x + c * c2.x + d * to.x,
              y: a * start.y + b * c1.y + c * c2.y + d * to.y))
        }
        current = to
      case .close:
        return points.isEmpty ? nil : (points, true)
      }
    }
    return points.count >= 2 ? (points, false) : nil
  }
}
