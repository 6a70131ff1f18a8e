/// How a `path` animation moves from one shape path to another, as Core Animation does:
/// element by element when both have the same elements.
///
/// Both paths are first written in moves, cubic Béziers and closes only (a line becomes the
/// cubic with its control points at a third and two thirds, a quadratic curve its exact cubic;
/// arcs, ellipses, rounded rects and hearts are already cubics, stars lines), the same way each
/// time. Paths with the same sequence of elements then move point by point. Core Animation
/// calls the result undefined otherwise; the engine shows the from-path for the first half and
/// the to-path for the second (**chosen**).
enum PathMorph {
  /// One element of a path in moves, cubics and closes.
  enum Element: Equatable {
    case move(Point)
    case cubic(Point, Point, Point)
    case close
  }

  /// The path in moves, cubic Béziers and closes.
  static func normalized(_ path: Path) -> [Element] {
    var result: [Element] = []
    result.reserveCapacity(path.elements.count)
    var current = Point.zero
    var start = Point.zero
    for element in path.elements {
      switch element {
      case let .move(p):
        result.append(.move(p))
        current = p
        start = p
      case let .line(p):
        result.append(.cubic(mix(current, p, 1 / 3), mix(current, p, 2 / 3), p))
        current = p
      case let .quad(c, p):
        result.append(.cubic(mix(current, c, 2 / 3), mix(p, c, 2 / 3), p))
        current = p
      case let .cubic(c1, c2, p):
        result.append(.cubic(c1, c2, p))
        current = p
      case .close:
        result.append(.close)
        current = start
      }
    }
    return result
  }

  /// Whether two normalized paths have the same sequence of elements.
  static func sameStructure(_ a: [Element], _ b: [Element]) -> Bool {
    a.count == b.count
      && zip(a, b).allSatisfy { pair in
        switch pair {
        case (.move, .move), (.cubic, .cubic), (.close, .close): true
        default: false
        }
      }
  }

  /// A description of a path's elements for the `path-mismatch` diagnostic.
  static func summary(_ elements: [Element]) -> String {
    var moves = 0
    var curves = 0
    var closes = 0
    for element in elements {
      switch element {
      case .move: moves += 1
      case .cubic: curves += 1
      case .close: closes += 1
      }
    }
    return "\(elements.count) elements (\(moves) moves, \(curves) curves, \(closes) closes)"
  }

  /// The path a fraction of the way from one path to another.
  static func path(from: Path, to: Path, fraction: Double) -> Path {
    if fraction <= 0 { return from }
    if fraction >= 1 { return to }
    let a = normalized(from)
    let b = normalized(to)
    guard sameStructure(a, b) else { return fraction < 0.5 ? from : to }
    var path = Path()
    for (x, y) in zip(a, b) {
      switch (x, y) {
      case let (.move(p), .move(q)):
        path.move(to: mix(p, q, fraction))
      case let (.cubic(p1, p2, p3), .cubic(q1, q2, q3)):
        path.cubic(
          to: mix(p3, q3, fraction), control1: mix(p1, q1, fraction),
          control2: mix(p2, q2, fraction))
      default:
        path.close()
      }
    }
    return path
  }

  /// The point a fraction of the way from one point to another.
  static func mix(_ a: Point, _ b: Point, _ fraction: Double) -> Point {
    Point(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
  }
}
