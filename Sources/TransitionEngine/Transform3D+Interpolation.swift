// libm math only (the Swift standard library has no sin or cos); no other C call here.
#if canImport(Glibc)
  import func Glibc.acos
  import func Glibc.sin
#endif

extension Transform3D {
  /// A transform split into the parts Core Animation interpolates one by one.
  ///
  /// Applied to a point (row vector) in this order: scale, skew, rotation, translation,
  /// perspective. The algorithm is the "unmatrix" decomposition (Graphics Gems II) as the CSS
  /// Transforms Module Level 2 specifies it, which uses Core Animation's matrix layout.
  package struct Decomposition: Equatable, Sendable {
    /// Translation along x, y and z.
    package var translation: SIMD3<Double>
    /// Scale along x, y and z; negative x (with all axes) when the transform mirrors.
    package var scale: SIMD3<Double>
    /// Shear factors xy, xz and yz.
    package var skew: SIMD3<Double>
    /// The perspective row (m14 m24 m34 m44 after the rest is removed); (0, 0, 0, 1) for none.
    package var perspective: SIMD4<Double>
    /// The rotation as a unit quaternion (x, y, z, w).
    package var quaternion: SIMD4<Double>
  }

  /// The transform's parts; nil when it cannot be split (singular, such as a zero scale).
  package var decomposition: Decomposition? {
    let w = self[3, 3]
    guard w != 0, isFinite else { return nil }
    var n = self
    n.m /= SIMD16(repeating: w)
    var rows = (0..<3).map { SIMD3(n[$0, 0], n[$0, 1], n[$0, 2]) }
    let determinant = rows[0].dot(rows[1].cross(rows[2]))
    guard abs(determinant) > 1e-12 else { return nil }

    var perspective = SIMD4<Double>(0, 0, 0, 1)
    if n[0, 3] != 0 || n[1, 3] != 0 || n[2, 3] != 0 {
      // Solve P · x = (m14, m24, m34, m44), P being the matrix without its perspective column:
      // the upper 3×3 part by Cramer's rule (its inverse's columns are cross products of rows).
      let rhs = SIMD3(n[0, 3], n[1, 3], n[2, 3])
      let c0 = rows[1].cross(rows[2])
      let c1 = rows[2].cross(rows[0])
      let c2 = rows[0].cross(rows[1])
      let x = (c0 * rhs[0] + c1 * rhs[1] + c2 * rhs[2]) / SIMD3(repeating: determinant)
      let t = SIMD3(n[3, 0], n[3, 1], n[3, 2])
      perspective = SIMD4(x[0], x[1], x[2], n[3, 3] - t.dot(x))
    }
    let translation = SIMD3(n[3, 0], n[3, 1], n[3, 2])

    var scale = SIMD3<Double>()
    var skew = SIMD3<Double>()
    scale[0] = rows[0].length
    rows[0] /= SIMD3(repeating: scale[0])
    skew[0] = rows[0].dot(rows[1])
    rows[1] -= rows[0] * skew[0]
    scale[1] = rows[1].length
    rows[1] /= SIMD3(repeating: scale[1])
    skew[0] /= scale[1]
    skew[1] = rows[0].dot(rows[2])
    rows[2] -= rows[0] * skew[1]
    skew[2] = rows[1].dot(rows[2])
    rows[2] -= rows[1] * skew[2]
    scale[2] = rows[2].length
    rows[2] /= SIMD3(repeating: scale[2])
    skew[1] /= scale[2]
    skew[2] /= scale[2]
    if rows[0].dot(rows[1].cross(rows[2])) < 0 {
      scale = -scale
      rows = rows.map { -$0 }
    }

    var q = SIMD4<Double>(
      0.5 * max(1 + rows[0][0] - rows[1][1] - rows[2][2], 0).squareRoot(),
      0.5 * max(1 - rows[0][0] + rows[1][1] - rows[2][2], 0).squareRoot(),
      0.5 * max(1 - rows[0][0] - rows[1][1] + rows[2][2], 0).squareRoot(),
      0.5 * max(1 + rows[0][0] + rows[1][1] + rows[2][2], 0).squareRoot())
    if rows[2][1] > rows[1][2] { q[0] = -q[0] }
    if rows[0][2] > rows[2][0] { q[1] = -q[1] }
    if rows[1][0] > rows[0][1] { q[2] = -q[2] }
    return Decomposition(
      translation: translation, scale: scale, skew: skew, perspective: perspective, quaternion: q)
  }

  /// The transform made of these parts.
  package init(_ d: Decomposition) {
    var matrix = Transform3D.identity
    for i in 0..<4 { matrix[i, 3] = d.perspective[i] }
    for i in 0..<4 {
      for j in 0..<3 { matrix[3, i] += d.translation[j] * matrix[j, i] }
    }
    let (x, y, z, w) = (d.quaternion[0], d.quaternion[1], d.quaternion[2], d.quaternion[3])
    let rotation = Transform3D(
      SIMD16(
        1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0,
        2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0,
        2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0,
        0, 0, 0, 1))
    matrix = rotation.concatenating(matrix)
    for (index, (row, column)) in [(2, 1), (2, 0), (1, 0)].enumerated() {
      let factor = d.skew[2 - index]
      guard factor != 0 else { continue }
      var shear = Transform3D.identity
      shear[row, column] = factor
      matrix = shear.concatenating(matrix)
    }
    for i in 0..<3 {
      for j in 0..<4 { matrix[i, j] *= d.scale[i] }
    }
    self = matrix
  }

  /// The transform a fraction of the way between two others, as Core Animation interpolates.
  ///
  /// Both are decomposed; translation, scale, skew and perspective move linearly and the
  /// rotation turns along the shorter great arc (quaternion slerp), so a half turn passes
  /// through a quarter turn instead of shrinking through zero. A transform that cannot be
  /// decomposed (a zero scale) falls back to moving each matrix entry linearly.
  package static func interpolate(_ a: Transform3D, _ b: Transform3D, _ fraction: Double)
    -> Transform3D
  {
    if fraction == 0 || a == b { return a }
    if fraction == 1 { return b }
    guard let da = a.decomposition, let db = b.decomposition else {
      return Transform3D(a.m + (b.m - a.m) * fraction)
    }
    func lerp<V: SIMD>(_ u: V, _ v: V) -> V where V.Scalar == Double {
      u + (v - u) * fraction
    }
    return Transform3D(
      Decomposition(
        translation: lerp(da.translation, db.translation), scale: lerp(da.scale, db.scale),
        skew: lerp(da.skew, db.skew), perspective: lerp(da.perspective, db.perspective),
        quaternion: slerp(da.quaternion, db.quaternion, fraction)))
  }

  /// Spherical linear interpolation between unit quaternions along the shorter arc.
  static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ fraction: Double) -> SIMD4<Double> {
    var b = b
    var product = (a * b).sum()
    if product < 0 {
      b = -b
      product = -product
    }
    product = min(product, 1)
    guard product < 1 - 1e-12 else { return a + (b - a) * fraction }
    let theta = acos(product)
    let sinTheta = (1 - product * product).squareRoot()
    let wa = sin((1 - fraction) * theta) / sinTheta
    let wb = sin(fraction * theta) / sinTheta
    return a * wa + b * wb
  }
}

extension SIMD3 where Scalar == Double {
  /// The dot product.
  fileprivate func dot(_ other: SIMD3<Double>) -> Double { (self * other).sum() }

  /// The cross product.
  fileprivate func cross(_ o: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(
      self[1] * o[2] - self[2] * o[1], self[2] * o[0] - self[0] * o[2],
      self[0] * o[1] - self[1] * o[0])
  }

  /// The Euclidean length.
  fileprivate var length: Double { dot(self).squareRoot() }
}
