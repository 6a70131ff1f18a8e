import TransitionEngine

/// A projective map of the plane, a 3×3 matrix applied to row vectors `[x y 1] · M`.
///
/// Every layer flattens into its parent's plane, so a layer's bounds space maps to device
/// pixels by one of these: its CATransform3D keeps the rows and columns of x, y and w.
struct Homography: Equatable {
  var m11, m12, m13: Double
  var m21, m22, m23: Double
  var m31, m32, m33: Double

  /// The identity map.
  static let identity = Homography(
    m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

  /// A translation.
  static func translation(_ x: Double, _ y: Double) -> Homography {
    Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: x, m32: y, m33: 1)
  }

  /// A scale about the origin.
  static func scale(_ x: Double, _ y: Double) -> Homography {
    Homography(m11: x, m12: 0, m13: 0, m21: 0, m22: y, m23: 0, m31: 0, m32: 0, m33: 1)
  }

  /// A rotation by `angle` radians, clockwise on screen (y points down), as CGAffineTransform.
  static func rotation(_ angle: Double) -> Homography {
    let (c, s) = (cos(angle), sin(angle))
    return Homography(m11: c, m12: s, m13: 0, m21: -s, m22: c, m23: 0, m31: 0, m32: 0, m33: 1)
  }

  /// The plane part of a layer transform: points (x, y, 0, 1) keep x, y and w.
  init(_ t: Transform3D) {
    let m = t.m
    self.init(
      m11: m[0], m12: m[1], m13: m[3], m21: m[4], m22: m[5], m23: m[7], m31: m[12], m32: m[13],
      m33: m[15])
  }

  init(
    m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double,
    m32: Double, m33: Double
  ) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }

  /// This map, then the other.
  func then(_ o: Homography) -> Homography {
    Homography(
      m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31,
      m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
      m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
      m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31,
      m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
      m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
      m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31,
      m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
      m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
  }

  /// The homogeneous image of a point: x, y and w before the divide.
  @inline(__always) func homogeneous(_ x: Double, _ y: Double) -> SIMD3<Double> {
    SIMD3(x * m11 + y * m21 + m31, x * m12 + y * m22 + m32, x * m13 + y * m23 + m33)
  }

  /// Whether it only scales and translates (rectangles stay axis-aligned rectangles).
  var isAxisAligned: Bool {
    abs(m12) < 1e-12 && abs(m21) < 1e-12 && abs(m13) < 1e-12 && abs(m23) < 1e-12 && m33 > 1e-12
  }

  /// The inverse map; nil when it is singular.
  var inverted: Homography? {
    let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
    let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
    let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
    let det = m11 * c11 + m12 * c21 + m13 * c31
    guard det.isFinite, abs(det) > 1e-18 else { return nil }
    let k = 1 / det
    return Homography(
      m11: c11 * k, m12: c12 * k, m13: c13 * k, m21: c21 * k, m22: c22 * k, m23: c23 * k,
      m31: c31 * k, m32: c32 * k, m33: c33 * k)
  }

  /// The image of a point after the divide; nil behind the eye (w ≤ 0).
  @inline(__always) func apply(_ x: Double, _ y: Double) -> SIMD2<Double>? {
    let p = homogeneous(x, y)
    guard p.z > 1e-12 else { return nil }
    return SIMD2(p.x / p.z, p.y / p.z)
  }

  /// Whether every entry is finite.
  var isFinite: Bool {
    m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
      && m31.isFinite && m32.isFinite && m33.isFinite
  }

  /// The largest stretch, in device pixels per local unit, near the given local points;
  /// used to pick a flattening tolerance.
  func maxStretch(over points: [SIMD2<Double>]) -> Double {
    var best = 0.0
    for p in points {
      let h = homogeneous(p.x, p.y)
      let w = max(h.z, 0.05)
      let dxdx = (m11 * w - h.x * m13) / (w * w)
      let dydx = (m12 * w - h.y * m13) / (w * w)
      let dxdy = (m21 * w - h.x * m23) / (w * w)
      let dydy = (m22 * w - h.y * m23) / (w * w)
      best = max(
        best, (dxdx * dxdx + dydx * dydx).squareRoot(), (dxdy * dxdy + dydy * dydy).squareRoot())
    }
    return best.isFinite ? best : 1
  }
}

// libm math only (the Swift standard library has no sin or cos); no other C call here.
#if canImport(Glibc)
  import func Glibc.cos
  import func Glibc.sin
#endif
