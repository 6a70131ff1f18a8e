import TransitionEngine

// libm math only (the Swift standard library has no exp or sin); no other C call here.
#if canImport(Glibc)
  import func Glibc.exp
  import func Glibc.sin
#endif

/// Where each point of a warped page takes its colour from: the inverse of a `WarpFrame`'s
/// warp, in the page's local coordinates, built once per drawing; the canvas evaluates it at
/// the corners of a mesh of small cells and interpolates inside them (`RasterCanvas+Warp`).
///
/// - Ripple: circular waves start at the page's middle and spread outwards; a point at distance
///   r shows the page at `r − d(r)`, where `d` is a sine wave of wavelength λ (a seventh of the
///   shorter side) whose front reaches `p × (half the diagonal + 3λ)`, dying away behind the
///   front over 2λ, and whose height, 0.2λ at the start, falls to nothing at the end
///   (**chosen**, to look like iOS's water ripple). The waves' slopes are lit and shaded. The
///   wave is tabulated every quarter point once, so a point costs a square root and a lookup.
/// - Suck (genie): the bottom of the page pinches towards a point in the middle of its bottom
///   edge (2 % of the width wide) while the pinch climbs the sides in S-curves (the first 45 %
///   of the progress), then the page slides down through the pinch into the point, its top row
///   reaching it at the end, faster and faster (from 20 %) (**chosen**, as iOS's suckEffect
///   and the genie effect look).
struct WarpField {
  /// Where one point takes its colour from.
  struct Mapped {
    /// The page point to sample.
    var source: SIMD2<Double>
    /// How far inside the warped page's edges the point lies, across and down, in local
    /// points (negative outside): the edges' anti-aliasing.
    var inside: SIMD2<Double>
    /// −1…1: darker below 0, lighter above (the ripples' slopes).
    var light: Double
    /// How many page points across one drawn point shows (the pinch narrows rows).
    var squeeze: Double
  }

  private enum Shape {
    case ripple(center: SIMD2<Double>, step: Double)
    case suck(bend: Double, slide: Double, pinch: Double)
  }

  private let shape: Shape
  private let page: Rect
  /// The ripple's displacement and light by distance from the middle, every `step` points.
  private let table: [SIMD2<Double>]

  /// The field of a warp over a page.
  init(_ warp: WarpFrame, page: Rect) {
    let p = min(max(warp.progress.isFinite ? warp.progress : 0, 0), 1)
    self.page = page
    switch warp.kind {
    case .ripple:
      (shape, table) = Self.ripple(progress: p, page: page)
    case .suck:
      let bend = Self.smoothstep(p / 0.45)
      let travel = min(max((p - 0.2) / 0.8, 0), 1)
      shape = .suck(
        bend: bend, slide: travel * travel * page.height, pinch: max(page.width * 0.01, 0.5))
      table = []
    }
  }

  /// Whether the page shows as it is.
  var isIdentity: Bool {
    switch shape {
    case .ripple: table.isEmpty
    case let .suck(bend, slide, _): bend == 0 && slide == 0
    }
  }

  /// Whether nothing of the page shows.
  var isEmpty: Bool {
    if case let .suck(_, slide, _) = shape { return slide >= page.height }
    return false
  }

  /// Where a local point takes its colour from.
  func map(_ q: SIMD2<Double>) -> Mapped {
    switch shape {
    case let .ripple(center, step): rippleMap(q, center: center, step: step)
    case let .suck(bend, slide, pinch): suckMap(q, bend: bend, slide: slide, pinch: pinch)
    }
  }

  /// 3t² − 2t³ of t clamped to 0…1.
  static func smoothstep(_ t: Double) -> Double {
    let u = min(max(t, 0), 1)
    return u * u * (3 - 2 * u)
  }

  // MARK: - Ripple

  /// The ripple's middle and tabulated wave; an empty table when the waves have no height.
  private static func ripple(progress p: Double, page: Rect) -> (Shape, [SIMD2<Double>]) {
    let center = SIMD2(page.x + page.width / 2, page.y + page.height / 2)
    let lambda = max(min(page.width, page.height) / 7, 1)
    let reach = (page.width * page.width + page.height * page.height).squareRoot() / 2
    let front = p * (reach + 3 * lambda)
    let height = 0.2 * lambda * (1 - p)
    let step = 0.25
    guard height > 1e-6, front > 0 else { return (.ripple(center: center, step: step), []) }
    let count = Int((min(front, reach) / step).rounded(.up)) + 2
    func displacement(_ r: Double) -> Double {
      let behind = front - r
      guard behind > 0 else { return 0 }
      // Soft at the front, calm at the middle, dying away behind the front.
      let envelope =
        smoothstep(behind / (lambda / 2)) * smoothstep(r / lambda) * exp(-behind / (2 * lambda))
      return height * envelope * sin(2 * .pi * behind / lambda)
    }
    var table: [SIMD2<Double>] = []
    table.reserveCapacity(count)
    for i in 0..<count {
      let r = Double(i) * step
      let slope = (displacement(r + step / 2) - displacement(r - step / 2)) / step
      // Slopes facing the middle catch the light (at most a quarter lighter or darker).
      table.append(SIMD2(displacement(r), min(max(-0.2 * slope, -1), 1)))
    }
    return (.ripple(center: center, step: step), table)
  }

  private func rippleMap(_ q: SIMD2<Double>, center: SIMD2<Double>, step: Double) -> Mapped {
    let inside = SIMD2(
      min(q.x - page.x, page.x + page.width - q.x), min(q.y - page.y, page.y + page.height - q.y))
    let v = q - center
    let r = (v * v).sum().squareRoot()
    let at = r / step
    guard at.isFinite, at + 1 < Double(table.count), r > 0 else {
      return Mapped(source: q, inside: inside, light: 0, squeeze: 1)
    }
    let i = Int(at)
    let f = at - Double(i)
    let entry = table[i] * (1 - f) + table[i + 1] * f
    var source = q - v * (entry.x / r)
    source.x = min(max(source.x, page.x), page.x + page.width)
    source.y = min(max(source.y, page.y), page.y + page.height)
    return Mapped(source: source, inside: inside, light: entry.y, squeeze: 1)
  }

  // MARK: - Suck

  private func suckMap(_ q: SIMD2<Double>, bend: Double, slide: Double, pinch: Double) -> Mapped {
    let (w, h) = (page.width, page.height)
    let y = q.y - page.y
    // The pinch covers the bottom `bend` of the page, narrowing to the point at the bottom.
    let pinchTop = h * (1 - bend)
    let t = bend > 0 ? (y - pinchTop) / max(h - pinchTop, 1e-9) : 0
    let half = w / 2 - bend * (w / 2 - pinch) * Self.smoothstep(t)
    let dx = q.x - (page.x + w / 2)
    let across = w / 2 / half
    let source = SIMD2(
      page.x + w / 2 + min(max(dx * across, -w / 2), w / 2), page.y + min(max(y - slide, 0), h))
    return Mapped(
      source: source, inside: SIMD2(half - abs(dx), min(y - slide, h - y)), light: 0,
      squeeze: across)
  }
}
