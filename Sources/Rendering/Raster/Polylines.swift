import TransitionEngine

/// Flattened subpaths: points with the end index of each run and whether it was closed.
struct Polylines {
  var points: [SIMD2<Double>] = []
  var ends: [Int] = []
  var closed: [Bool] = []

  /// Whether there is nothing.
  var isEmpty: Bool { ends.isEmpty }

  /// The index range of subpath `i`.
  func range(_ i: Int) -> Range<Int> { (i == 0 ? 0 : ends[i - 1])..<ends[i] }

  /// Ends the subpath begun after the previous end.
  mutating func finish(closed isClosed: Bool) {
    let start = ends.last ?? 0
    if points.count > start {
      ends.append(points.count)
      closed.append(isClosed)
    }
  }

  /// Appends a polygon (closed) from points.
  mutating func addPolygon(_ polygon: [SIMD2<Double>]) {
    guard polygon.count >= 3 else { return }
    points += polygon
    finish(closed: true)
  }

  /// The path flattened with curves split until they are within `tolerance` of the curve
  /// (Wang's bound on the number of segments of a Bézier curve).
  init(_ path: Path, tolerance: Double) {
    let tol = max(tolerance, 1e-6)
    var current = SIMD2<Double>(0, 0)
    var start = current
    func v(_ p: Point) -> SIMD2<Double> { SIMD2(p.x, p.y) }
    func count(_ m: Double, _ k: Double) -> Int {
      let n = (k * m / tol).squareRoot().rounded(.up)
      return n.isFinite ? Int(min(max(n, 1), 500)) : 1
    }
    func length(_ d: SIMD2<Double>) -> Double { (d * d).sum().squareRoot() }
    var open = false
    func begin() {
      if !open {
        points.append(current)
        open = true
      }
    }
    for element in path.elements {
      switch element {
      case let .move(p):
        finish(closed: false)
        open = false
        current = v(p)
        start = current
        begin()
      case let .line(p):
        begin()
        current = v(p)
        points.append(current)
      case let .quad(c, p):
        begin()
        let (p0, p1, p2) = (current, v(c), v(p))
        let n = count(length(p0 - 2 * p1 + p2), 0.25)
        for i in 1...n {
          let t = Double(i) / Double(n), u = 1 - t
          points.append(u * u * p0 + 2 * u * t * p1 + t * t * p2)
        }
        current = p2
      case let .cubic(c1, c2, p):
        begin()
        let (p0, p1, p2, p3) = (current, v(c1), v(c2), v(p))
        let m = max(length(p0 - 2 * p1 + p2), length(p1 - 2 * p2 + p3))
        let n = count(m, 0.75)
        for i in 1...n {
          let t = Double(i) / Double(n), u = 1 - t
          points.append(u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3)
        }
        current = p3
      case .close:
        finish(closed: true)
        open = false
        current = start
      }
    }
    finish(closed: false)
  }

  /// An empty set.
  init() {}

  /// The corners of the bounding box of the points, or none.
  var boundingCorners: [SIMD2<Double>] {
    guard var lo = points.first else { return [] }
    var hi = lo
    for p in points {
      lo = pointwiseMin(lo, p)
      hi = pointwiseMax(hi, p)
    }
    return [lo, hi, SIMD2(lo.x, hi.y), SIMD2(hi.x, lo.y)]
  }
}

/// Device-space polygons, each implicitly closed, ready for the accumulator.
struct DeviceContours {
  var points: [SIMD2<Double>] = []
  var ends: [Int] = []
  var minX = Double.infinity, minY = Double.infinity
  var maxX = -Double.infinity, maxY = -Double.infinity

  /// The smallest nearer distance (w) a point may have; nearer parts are cut off.
  static let nearW = 1e-3

  /// Maps each polyline as a closed polygon through `h`, cutting away what lies behind the eye.
  init(_ lines: Polylines, _ h: Homography) {
    points.reserveCapacity(lines.points.count + 8)
    var scratch: [SIMD3<Double>] = []
    for i in 0..<lines.ends.count {
      let r = lines.range(i)
      guard r.count >= 2 else { continue }
      scratch.removeAll(keepingCapacity: true)
      var allInFront = true
      for j in r {
        let q = h.homogeneous(lines.points[j].x, lines.points[j].y)
        if q.z < Self.nearW { allInFront = false }
        scratch.append(q)
      }
      if !allInFront { scratch = Self.clipNear(scratch) }
      guard scratch.count >= 2 else { continue }
      for q in scratch {
        let p = SIMD2(Self.limit(q.x / q.z), Self.limit(q.y / q.z))
        points.append(p)
        minX = min(minX, p.x)
        maxX = max(maxX, p.x)
        minY = min(minY, p.y)
        maxY = max(maxY, p.y)
      }
      ends.append(points.count)
    }
  }

  @inline(__always) private static func limit(_ v: Double) -> Double { min(max(v, -1e7), 1e7) }

  /// The polygon's part with w at least `nearW` (Sutherland–Hodgman against one plane).
  private static func clipNear(_ poly: [SIMD3<Double>]) -> [SIMD3<Double>] {
    var out: [SIMD3<Double>] = []
    for i in 0..<poly.count {
      let a = poly[i], b = poly[(i + 1) % poly.count]
      let aIn = a.z >= nearW, bIn = b.z >= nearW
      if aIn { out.append(a) }
      if aIn != bIn {
        let t = (nearW - a.z) / (b.z - a.z)
        out.append(a + (b - a) * t)
      }
    }
    return out
  }

  /// The pixels the contours touch.
  var bounds: RasterRect {
    ends.isEmpty ? .empty : RasterRect(covering: minX, minY, maxX, maxY)
  }

  /// Feeds every edge to the accumulator.
  func addEdges(to acc: CoverageAccumulator) {
    var start = 0
    for end in ends {
      var prev = points[end - 1]
      for j in start..<end {
        let p = points[j]
        acc.addLine(prev.x, prev.y, p.x, p.y)
        prev = p
      }
      start = end
    }
  }
}
