// libm math only (the Swift standard library has no sin or cos); no other C call here.
#if canImport(Glibc)
  import func Glibc.cos
  import func Glibc.sin
  import func Glibc.tan
#endif

/// A vector path in a layer's own coordinates, as CGPath/UIBezierPath: subpaths of lines and
/// Bézier curves, each optionally closed.
package struct Path: Equatable, Hashable, Sendable {
  /// One drawing command.
  package enum Element: Equatable, Hashable, Sendable {
    case move(Point)
    case line(Point)
    case quad(control: Point, to: Point)
    case cubic(control1: Point, control2: Point, to: Point)
    case close
  }

  /// The commands in order.
  package private(set) var elements: [Element] = []
  /// The point the next command starts from.
  private var current = Point.zero
  private var subpathStart = Point.zero

  package init() {}

  /// Whether the path draws nothing.
  package var isEmpty: Bool { elements.isEmpty }

  package static func == (a: Path, b: Path) -> Bool { a.elements == b.elements }
  package func hash(into hasher: inout Hasher) { hasher.combine(elements) }

  /// Starts a new subpath.
  package mutating func move(to p: Point) {
    elements.append(.move(p))
    current = p
    subpathStart = p
  }

  /// A straight line from the current point.
  package mutating func line(to p: Point) {
    if elements.isEmpty { move(to: current) }
    elements.append(.line(p))
    current = p
  }

  /// A quadratic Bézier curve from the current point.
  package mutating func quad(to p: Point, control: Point) {
    if elements.isEmpty { move(to: current) }
    elements.append(.quad(control: control, to: p))
    current = p
  }

  /// A cubic Bézier curve from the current point.
  package mutating func cubic(to p: Point, control1: Point, control2: Point) {
    if elements.isEmpty { move(to: current) }
    elements.append(.cubic(control1: control1, control2: control2, to: p))
    current = p
  }

  /// Closes the current subpath with a line back to its start.
  package mutating func close() {
    guard !elements.isEmpty else { return }
    elements.append(.close)
    current = subpathStart
  }

  /// Appends another path's subpaths.
  package mutating func append(_ other: Path) {
    for element in other.elements {
      switch element {
      case let .move(p): move(to: p)
      case let .line(p): line(to: p)
      case let .quad(c, p): quad(to: p, control: c)
      case let .cubic(c1, c2, p): cubic(to: p, control1: c1, control2: c2)
      case .close: close()
      }
    }
  }

  /// An arc of a circle, as UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:).
  ///
  /// Angles are radians from the positive x-axis; with y pointing down, `clockwise` increases
  /// the angle. A line joins the current point to the arc's start when a subpath is open.
  package mutating func arc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    var sweep = endAngle - startAngle
    let full = 2 * Double.pi
    // A sweep of many turns against the direction is brought within one turn first, so the
    // loops below stay short whatever angles an animator passes (1e300 would never end).
    if clockwise ? sweep < -4 * full : sweep > 4 * full {
      sweep = sweep.truncatingRemainder(dividingBy: full)
    }
    if clockwise {
      while sweep < 0 { sweep += full }
      if sweep > full { sweep = full }
    } else {
      while sweep > 0 { sweep -= full }
      if sweep < -full { sweep = -full }
    }
    let start = Point(
      x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    if elements.isEmpty || elements.last == .close { move(to: start) } else { line(to: start) }
    let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4)
    var angle = startAngle
    for _ in 0..<pieces {
      let next = angle + step
      let p0 = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      let p3 = Point(x: center.x + radius * cos(next), y: center.y + radius * sin(next))
      let c1 = Point(x: p0.x - k * radius * sin(angle), y: p0.y + k * radius * cos(angle))
      let c2 = Point(x: p3.x + k * radius * sin(next), y: p3.y - k * radius * cos(next))
      cubic(to: p3, control1: c1, control2: c2)
      angle = next
    }
  }

  // MARK: - Ready-made shapes

  /// A rectangle.
  package static func rect(_ r: Rect) -> Path {
    var p = Path()
    p.move(to: r.origin)
    p.line(to: Point(x: r.x + r.width, y: r.y))
    p.line(to: Point(x: r.x + r.width, y: r.y + r.height))
    p.line(to: Point(x: r.x, y: r.y + r.height))
    p.close()
    return p
  }

  /// An ellipse inscribed in a rectangle (a circle when it is square).
  package static func ellipse(in r: Rect) -> Path {
    let k = 0.5522847498307936
    let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
    var p = Path()
    p.move(to: Point(x: cx + rx, y: cy))
    p.cubic(
      to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry),
      control2: Point(x: cx + k * rx, y: cy + ry))
    p.cubic(
      to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry),
      control2: Point(x: cx - rx, y: cy + k * ry))
    p.cubic(
      to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry),
      control2: Point(x: cx - k * rx, y: cy - ry))
    p.cubic(
      to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry),
      control2: Point(x: cx + rx, y: cy - k * ry))
    p.close()
    return p
  }

  /// A circle.
  package static func circle(center: Point, radius: Double) -> Path {
    ellipse(
      in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
  }

  /// A rectangle with circular corners, the radius clamped to half the shorter side.
  package static func roundedRect(_ r: Rect, radius: Double) -> Path {
    let radius = min(max(radius, 0), min(r.width, r.height) / 2)
    guard radius > 0 else { return rect(r) }
    let (x0, y0, x1, y1) = (r.x, r.y, r.x + r.width, r.y + r.height)
    var p = Path()
    p.move(to: Point(x: x0 + radius, y: y0))
    p.arc(
      center: Point(x: x1 - radius, y: y0 + radius), radius: radius, startAngle: -.pi / 2,
      endAngle: 0, clockwise: true)
    p.arc(
      center: Point(x: x1 - radius, y: y1 - radius), radius: radius, startAngle: 0,
      endAngle: .pi / 2, clockwise: true)
    p.arc(
      center: Point(x: x0 + radius, y: y1 - radius), radius: radius, startAngle: .pi / 2,
      endAngle: .pi, clockwise: true)
    p.arc(
      center: Point(x: x0 + radius, y: y0 + radius), radius: radius, startAngle: .pi,
      endAngle: 1.5 * .pi, clockwise: true)
    p.close()
    return p
  }

  /// A star with `points` tips, the first pointing up, inner radius a fraction of the outer.
  package static func star(center: Point, radius: Double, points: Int = 5, innerRatio: Double = 0.4)
    -> Path
  {
    let tips = max(points, 2)
    var p = Path()
    for i in 0..<(2 * tips) {
      let r = i.isMultiple(of: 2) ? radius : radius * innerRatio
      let angle = -Double.pi / 2 + Double(i) * Double.pi / Double(tips)
      let point = Point(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
      if i == 0 { p.move(to: point) } else { p.line(to: point) }
    }
    p.close()
    return p
  }

  /// A heart filling a rectangle, its point at the bottom middle.
  package static func heart(in r: Rect) -> Path {
    func at(_ u: Double, _ v: Double) -> Point {
      Point(x: r.x + u * r.width, y: r.y + v * r.height)
    }
    var p = Path()
    p.move(to: at(0.5, 1))
    p.cubic(to: at(0, 0.3), control1: at(0.3, 0.8), control2: at(0, 0.6))
    p.cubic(to: at(0.5, 0.18), control1: at(0, 0.02), control2: at(0.4, -0.04))
    p.cubic(to: at(1, 0.3), control1: at(0.6, -0.04), control2: at(1, 0.02))
    p.cubic(to: at(0.5, 1), control1: at(1, 0.6), control2: at(0.7, 0.8))
    p.close()
    return p
  }

  /// A six-armed snowflake drawn as thin filled spokes with side branches.
  package static func flake(center: Point, radius: Double) -> Path {
    var p = Path()
    let w = max(radius * 0.09, 0.01)
    for arm in 0..<6 {
      let angle = Double(arm) * Double.pi / 3 - Double.pi / 2
      p.append(spoke(from: center, angle: angle, length: radius, width: w))
      let branchBase = Point(
        x: center.x + 0.55 * radius * cos(angle), y: center.y + 0.55 * radius * sin(angle))
      p.append(
        spoke(from: branchBase, angle: angle - Double.pi / 4, length: radius * 0.35, width: w))
      p.append(
        spoke(from: branchBase, angle: angle + Double.pi / 4, length: radius * 0.35, width: w))
    }
    return p
  }

  private static func spoke(from start: Point, angle: Double, length: Double, width: Double) -> Path
  {
    let (dx, dy) = (cos(angle), sin(angle))
    let (nx, ny) = (-dy * width / 2, dx * width / 2)
    let end = Point(x: start.x + dx * length, y: start.y + dy * length)
    var p = Path()
    p.move(to: Point(x: start.x + nx, y: start.y + ny))
    p.line(to: Point(x: end.x + nx, y: end.y + ny))
    p.line(to: Point(x: end.x - nx, y: end.y - ny))
    p.line(to: Point(x: start.x - nx, y: start.y - ny))
    p.close()
    return p
  }

  /// The smallest rectangle holding every point and control point.
  package var controlBounds: Rect {
    var xs: [Double] = []
    var ys: [Double] = []
    for element in elements {
      switch element {
      case let .move(p), let .line(p):
        xs.append(p.x)
        ys.append(p.y)
      case let .quad(c, p):
        xs += [c.x, p.x]
        ys += [c.y, p.y]
      case let .cubic(c1, c2, p):
        xs += [c1.x, c2.x, p.x]
        ys += [c1.y, c2.y, p.y]
      case .close: break
      }
    }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else {
      return .zero
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
