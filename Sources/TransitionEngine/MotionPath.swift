// libm math only (the Swift standard library has no atan2); no other C call here.
#if canImport(Glibc)
  import func Glibc.atan2
#endif

/// A CAKeyframeAnimation's `path` as a point moves along it.
///
/// Every element but a move is one keyframe segment (a close that goes nowhere is none); the
/// segments' ends are the keyframes. Linear and cubic modes give each segment the time between
/// its key times and move along its curve parameter; paced and cubicPaced move at an even speed
/// along the whole length; discrete jumps from vertex to vertex.
struct MotionPath {
  /// One segment as a cubic Bézier (lines and quadratic curves raised to cubics).
  struct Segment {
    var p0: Point
    var c1: Point
    var c2: Point
    var p3: Point

    /// The point at a curve parameter in 0...1.
    func point(_ u: Double) -> Point {
      let v = 1 - u
      let (a, b, c, d) = (v * v * v, 3 * v * v * u, 3 * v * u * u, u * u * u)
      return Point(
        x: a * p0.x + b * c1.x + c * c2.x + d * p3.x, y: a * p0.y + b * c1.y + c * c2.y + d * p3.y)
    }

    /// The direction of travel at a curve parameter; the chord where the curve stands still.
    func tangent(_ u: Double) -> Point {
      let v = 1 - u
      let x = 3 * (v * v * (c1.x - p0.x) + 2 * v * u * (c2.x - c1.x) + u * u * (p3.x - c2.x))
      let y = 3 * (v * v * (c1.y - p0.y) + 2 * v * u * (c2.y - c1.y) + u * u * (p3.y - c2.y))
      if x * x + y * y > 1e-18 { return Point(x: x, y: y) }
      return Point(x: p3.x - p0.x, y: p3.y - p0.y)
    }
  }

  /// Samples per segment for the length table of the paced modes.
  static let samples = 32

  let segments: [Segment]
  /// The key time of each vertex: the start, then each segment's end.
  let times: [Double]
  let mode: KeyframeCalculationMode
  let segmentCurves: [TimingCurve]?
  /// The length along the path at each sample, for the paced modes.
  let lengths: [Double]
  /// Where it starts when the path has no segment (a lone move).
  let start: Point

  /// The path's last point.
  var end: Point { segments.last?.p3 ?? start }

  /// The path's segments with key times (`keyTimes` when there is one per vertex, else even).
  init(
    path: Path, keyTimes: [Double]?, curves: [TimingCurve]?, mode: KeyframeCalculationMode
  ) {
    var segments: [Segment] = []
    var current = Point.zero
    var subpathStart = Point.zero
    for element in PathMorph.normalized(path) {
      switch element {
      case let .move(p):
        current = p
        subpathStart = p
      case let .cubic(c1, c2, p):
        segments.append(Segment(p0: current, c1: c1, c2: c2, p3: p))
        current = p
      case .close:
        if current != subpathStart {
          let p = subpathStart
          segments.append(
            Segment(
              p0: current, c1: PathMorph.mix(current, p, 1 / 3),
              c2: PathMorph.mix(current, p, 2 / 3), p3: p))
        }
        current = subpathStart
      }
    }
    self.segments = segments
    start = current
    self.mode = mode
    let count = segments.count
    if let keyTimes, keyTimes.count == count + 1,
      mode == .linear || mode == .cubic
        || mode == .discrete
    {
      times = keyTimes
    } else {
      times = (0...count).map { count == 0 ? 0 : Double($0) / Double(count) }
    }
    let paced = mode == .paced || mode == .cubicPaced
    segmentCurves = paced || mode == .discrete ? nil : curves.flatMap { $0.isEmpty ? nil : $0 }
    var lengths = [0.0]
    if paced {
      for segment in segments {
        var previous = segment.p0
        for k in 1...Self.samples {
          let p = segment.point(Double(k) / Double(Self.samples))
          let (dx, dy) = (p.x - previous.x, p.y - previous.y)
          lengths.append((lengths.last ?? 0) + (dx * dx + dy * dy).squareRoot())
          previous = p
        }
      }
    }
    self.lengths = lengths
  }

  /// The point at a fraction of the whole animation, and the angle of the direction of travel
  /// there (radians from the x-axis, y pointing down).
  func place(at fraction: Double) -> (point: Point, angle: Double) {
    guard !segments.isEmpty else { return (start, 0) }
    let (index, u) = locate(min(max(fraction, 0), 1))
    let segment = segments[index]
    let tangent = segment.tangent(u)
    return (segment.point(u), atan2(tangent.y, tangent.x))
  }

  /// The segment and curve parameter at a fraction.
  private func locate(_ fraction: Double) -> (Int, Double) {
    let count = segments.count
    if mode == .paced || mode == .cubicPaced, let total = lengths.last, total > 0 {
      let target = fraction * total
      var low = 0
      var high = lengths.count - 1
      while high - low > 1 {
        let middle = (low + high) / 2
        if lengths[middle] < target { low = middle } else { high = middle }
      }
      let span = lengths[high] - lengths[low]
      let within = span > 0 ? (target - lengths[low]) / span : 0
      let sample = (Double(low) + within) / Double(Self.samples)
      let index = min(Int(sample), count - 1)
      return (index, min(sample - Double(index), 1))
    }
    var i = 0
    while i + 1 < count, times[i + 1] <= fraction { i += 1 }
    if mode == .discrete { return fraction >= 1 ? (count - 1, 1) : (i, 0) }
    let span = times[i + 1] - times[i]
    var local = span > 0 ? min(max((fraction - times[i]) / span, 0), 1) : 1
    if let curves = segmentCurves { local = curves[min(i, curves.count - 1)].value(at: local) }
    return (i, local)
  }
}
