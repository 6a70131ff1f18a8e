import TransitionEngine

// libm math only (the Swift standard library has no sin or cos); no other C call here.
#if canImport(Glibc)
  import func Glibc.acos
  import func Glibc.atan2
  import func Glibc.cos
  import func Glibc.sin
#endif

/// Turns flattened subpaths into the polygons that cover their stroke, as CAShapeLayer
/// strokes: trimmed to `strokeStart…strokeEnd` of the total length, with caps and joins.
///
/// Every polygon is made to wind the same way, so a non-zero fill of them is their union.
struct StrokeOutline {
  let halfWidth: Double
  let cap: ShapeStyle.LineCap
  let join: ShapeStyle.LineJoin
  /// Flattening tolerance for round caps and joins, in the same units as the points.
  let tolerance: Double
  /// CAShapeLayer's default miter limit.
  let miterLimit = 10.0

  /// The stroke polygons of `lines` between the two fractions of their total length.
  func polygons(of lines: Polylines, from start: Double, to end: Double) -> Polylines {
    var out = Polylines()
    let s = min(max(start, 0), 1), e = min(max(end, 0), 1)
    guard e > s, halfWidth > 0 else { return out }
    var lengths: [Double] = []
    for i in 0..<lines.ends.count {
      let r = lines.range(i)
      var length = 0.0
      for j in r.dropFirst() { length += Self.distance(lines.points[j - 1], lines.points[j]) }
      if lines.closed[i], r.count > 1 {
        length += Self.distance(lines.points[r.upperBound - 1], lines.points[r.lowerBound])
      }
      lengths.append(length)
    }
    let total = lengths.reduce(0, +)
    let (from, to) = (s * total, e * total)
    var offset = 0.0
    for i in 0..<lines.ends.count {
      var pts = Array(lines.points[lines.range(i)])
      let closed = lines.closed[i] && pts.count > 1
      if closed { pts.append(pts[0]) }
      let a = offset, b = offset + lengths[i]
      offset = b
      if total > 0 && (b < from || a > to) { continue }
      if total == 0 || (a >= from && b <= to) {
        if closed { pts.removeLast() }
        stroke(pts, closed: closed, into: &out)
      } else {
        stroke(Self.trim(pts, from: from - a, to: to - a), closed: false, into: &out)
      }
    }
    return out
  }

  private static func distance(_ p: SIMD2<Double>, _ q: SIMD2<Double>) -> Double {
    let d = q - p
    return (d * d).sum().squareRoot()
  }

  /// The part of an open polyline between two arc lengths from its start.
  private static func trim(_ pts: [SIMD2<Double>], from: Double, to: Double) -> [SIMD2<Double>] {
    var out: [SIMD2<Double>] = []
    var walked = 0.0
    for j in 1..<max(pts.count, 1) {
      let (p, q) = (pts[j - 1], pts[j])
      let len = distance(p, q)
      let (s0, s1) = (walked, walked + len)
      walked = s1
      guard s1 >= from, s0 <= to, len > 0 else { continue }
      let t0 = max(0, (from - s0) / len), t1 = min(1, (to - s0) / len)
      if out.isEmpty { out.append(p + (q - p) * t0) }
      out.append(p + (q - p) * t1)
    }
    return out
  }

  /// Adds the polygons of one polyline.
  private func stroke(_ input: [SIMD2<Double>], closed: Bool, into out: inout Polylines) {
    var pts: [SIMD2<Double>] = []
    for p in input where pts.last.map({ Self.distance($0, p) > 1e-9 }) ?? true { pts.append(p) }
    if closed, pts.count > 1, Self.distance(pts[0], pts[pts.count - 1]) <= 1e-9 { pts.removeLast() }
    guard pts.count > 1 else {
      if let p = pts.first, !closed { dot(p, into: &out) }
      return
    }
    let n = pts.count
    let segments = closed ? n : n - 1
    for i in 0..<segments {
      let (p, q) = (pts[i], pts[(i + 1) % n])
      let d = Self.unit(q - p)
      let normal = SIMD2(-d.y, d.x) * halfWidth
      add([p + normal, q + normal, q - normal, p - normal], into: &out)
    }
    let joints = closed ? 0..<n : 1..<(n - 1)
    for i in joints {
      let p = pts[i]
      let d0 = Self.unit(p - pts[(i - 1 + n) % n]), d1 = Self.unit(pts[(i + 1) % n] - p)
      joinAt(p, d0, d1, into: &out)
    }
    if !closed {
      capAt(pts[0], direction: Self.unit(pts[0] - pts[1]), into: &out)
      capAt(pts[n - 1], direction: Self.unit(pts[n - 1] - pts[n - 2]), into: &out)
    }
  }

  private static func unit(_ v: SIMD2<Double>) -> SIMD2<Double> {
    let l = (v * v).sum().squareRoot()
    return l > 0 ? v / l : SIMD2(1, 0)
  }

  private func joinAt(
    _ p: SIMD2<Double>, _ d0: SIMD2<Double>, _ d1: SIMD2<Double>, into out: inout Polylines
  ) {
    let cross = d0.x * d1.y - d0.y * d1.x
    let dot = (d0 * d1).sum()
    if abs(cross) < 1e-12 && dot > 0 { return }
    let side = cross > 0 ? -1.0 : 1.0
    let o0 = SIMD2(-d0.y, d0.x) * halfWidth * side, o1 = SIMD2(-d1.y, d1.x) * halfWidth * side
    switch join {
    case .round:
      add([p] + arc(p, from: o0, to: o1), into: &out)
    case .miter where 1 + dot > 1e-9:
      let m = (o0 + o1) / (1 + dot)
      if (m * m).sum().squareRoot() <= miterLimit * halfWidth {
        add([p, p + o0, p + m, p + o1], into: &out)
      } else {
        add([p, p + o0, p + o1], into: &out)
      }
    default:
      add([p, p + o0, p + o1], into: &out)
    }
  }

  private func capAt(_ p: SIMD2<Double>, direction d: SIMD2<Double>, into out: inout Polylines) {
    let normal = SIMD2(-d.y, d.x) * halfWidth
    switch cap {
    case .butt: break
    case .square:
      let e = d * halfWidth
      add([p + normal, p + normal + e, p - normal + e, p - normal], into: &out)
    case .round:
      add([p] + arc(p, from: normal, to: -normal, through: d), into: &out)
    }
  }

  /// A lone point: a round cap draws a dot, a square cap a square, a butt cap nothing.
  private func dot(_ p: SIMD2<Double>, into out: inout Polylines) {
    switch cap {
    case .butt: break
    case .square:
      let h = halfWidth
      add([p + SIMD2(-h, -h), p + SIMD2(h, -h), p + SIMD2(h, h), p + SIMD2(-h, h)], into: &out)
    case .round:
      add(arc(p, from: SIMD2(halfWidth, 0), to: SIMD2(halfWidth, 0), full: true), into: &out)
    }
  }

  /// Points on the circle around `c` from offset `a` to offset `b` the short way (or through
  /// the direction `through`, or all the way round).
  private func arc(
    _ c: SIMD2<Double>, from a: SIMD2<Double>, to b: SIMD2<Double>, through: SIMD2<Double>? = nil,
    full: Bool = false
  ) -> [SIMD2<Double>] {
    let a0 = atan2(a.y, a.x)
    var sweep = full ? 2 * Double.pi : atan2(b.y, b.x) - a0
    if !full {
      while sweep > .pi { sweep -= 2 * .pi }
      while sweep < -.pi { sweep += 2 * .pi }
      if let t = through {
        let mid = a0 + sweep / 2
        if cos(mid) * t.x + sin(mid) * t.y < 0 { sweep += sweep > 0 ? -2 * .pi : 2 * .pi }
      }
    }
    let step = 2 * acos(max(-1, min(1, 1 - tolerance / halfWidth)))
    let count = Int(min(256, max(1, (abs(sweep) / max(step, 1e-3)).rounded(.up))))
    return (0...count).map { i in
      let angle = a0 + sweep * Double(i) / Double(count)
      return c + SIMD2(cos(angle), sin(angle)) * halfWidth
    }
  }

  /// Adds a polygon, reversed if needed so that every polygon winds the same way.
  private func add(_ polygon: [SIMD2<Double>], into out: inout Polylines) {
    var area = 0.0
    for i in 0..<polygon.count {
      let (p, q) = (polygon[i], polygon[(i + 1) % polygon.count])
      area += p.x * q.y - q.x * p.y
    }
    guard abs(area) > 1e-18 else { return }
    out.addPolygon(area > 0 ? polygon : polygon.reversed())
  }
}
