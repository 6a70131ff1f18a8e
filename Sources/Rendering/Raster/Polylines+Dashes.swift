extension Polylines {
  /// The painted pieces of the lines under a dash pattern (CAShapeLayer.lineDashPattern and
  /// lineDashPhase), within `start…end` of their total length, as open subpaths.
  ///
  /// As Core Graphics dashes, the pattern starts again at each subpath, shifted by the phase;
  /// an odd-length pattern repeats twice. Nil when the pattern draws a solid line (empty, a
  /// negative or non-finite length, or nothing painted).
  func dashed(_ pattern: [Double], phase: Double, from start: Double, to end: Double)
    -> Polylines?
  {
    guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
    let lengths = pattern.count % 2 == 1 ? pattern + pattern : pattern
    let period = lengths.reduce(0, +)
    guard period > 0, phase.isFinite else { return nil }
    var subpaths: [[SIMD2<Double>]] = []
    var total = 0.0
    for i in 0..<ends.count {
      var pts = Array(points[range(i)])
      if closed[i], pts.count > 1 { pts.append(pts[0]) }
      subpaths.append(pts)
      for j in pts.indices.dropFirst() { total += Self.distance(pts[j - 1], pts[j]) }
    }
    let window = (min(max(start, 0), 1) * total)...(min(max(end, 0), 1) * total)
    var out = Polylines()
    var walked = 0.0
    for pts in subpaths {
      var dash = DashCursor(lengths, phase: phase, period: period)
      var piece: [SIMD2<Double>] = []
      func flush() {
        if piece.count >= 2 {
          out.points += piece
          out.finish(closed: false)
        }
        piece.removeAll(keepingCapacity: true)
      }
      for j in pts.indices.dropFirst() {
        let (p, q) = (pts[j - 1], pts[j])
        let length = Self.distance(p, q)
        guard length > 0 else { continue }
        var t = 0.0
        while t < length {
          let step = min(dash.left, length - t)
          if dash.isPainted {
            let a = max(walked + t, window.lowerBound),
              b = min(walked + t + step, window.upperBound)
            if a < b {
              let from = p + (q - p) * ((a - walked) / length)
              if piece.isEmpty { piece.append(from) }
              piece.append(p + (q - p) * ((b - walked) / length))
            } else {
              flush()
            }
          }
          t += step
          if dash.advance(by: step) { flush() }
        }
        walked += length
      }
      flush()
    }
    return out
  }

  private static func distance(_ p: SIMD2<Double>, _ q: SIMD2<Double>) -> Double {
    let d = q - p
    return (d * d).sum().squareRoot()
  }
}

/// Where a walk along a line is within a dash pattern.
private struct DashCursor {
  let lengths: [Double]
  var index = 0
  /// What is left of the current dash or gap.
  var left: Double

  /// A cursor at the pattern's start shifted by the phase.
  init(_ lengths: [Double], phase: Double, period: Double) {
    self.lengths = lengths
    left = lengths[0]
    var skip = phase.truncatingRemainder(dividingBy: period)
    if skip < 0 { skip += period }
    _ = advance(by: skip)
  }

  /// Whether the current element is painted (even ones are).
  var isPainted: Bool { index % 2 == 0 }

  /// Moves along; true when a painted dash ended on the way.
  mutating func advance(by distance: Double) -> Bool {
    var rest = distance
    var endedPainted = false
    while rest >= left {
      rest -= left
      if isPainted { endedPainted = true }
      index = (index + 1) % lengths.count
      left = lengths[index]
      if rest == 0, left > 0 { break }
    }
    left -= rest
    return endedPainted
  }
}
