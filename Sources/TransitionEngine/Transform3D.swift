// libm math only (the Swift standard library has no sin or cos); no other C call here.
#if canImport(Glibc)
  import func Glibc.cos
  import func Glibc.sin
#endif

/// A 4×4 layer transform laid out as Core Animation's CATransform3D.
///
/// Points are row vectors multiplied on the left (`p' = p · M`), so `m41 m42 m43` is the
/// translation and `m34` is the perspective term (`-1 / eyeDistance`). An affine transform
/// (CGAffineTransform `a b c d tx ty`) is the matrix with `m11 = a, m12 = b, m21 = c, m22 = d,
/// m41 = tx, m42 = ty` and the rest identity.
package struct Transform3D: Equatable, Hashable, Sendable {
  /// The sixteen entries in row order: m11 m12 m13 m14 m21 … m44.
  package var m: SIMD16<Double>

  package init(_ m: SIMD16<Double>) { self.m = m }

  /// The identity.
  package static let identity = Transform3D(
    SIMD16(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1))

  /// The entry at a zero-based row and column.
  package subscript(row: Int, column: Int) -> Double {
    get { m[row * 4 + column] }
    set { m[row * 4 + column] = newValue }
  }

  /// CGAffineTransform(a, b, c, d, tx, ty) as a 3D transform.
  package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.init(SIMD16(a, b, 0, 0, c, d, 0, 0, 0, 0, 1, 0, tx, ty, 0, 1))
  }

  /// CATransform3DMakeTranslation.
  package static func translation(_ x: Double, _ y: Double, _ z: Double = 0) -> Transform3D {
    var t = identity
    t[3, 0] = x
    t[3, 1] = y
    t[3, 2] = z
    return t
  }

  /// CATransform3DMakeScale.
  package static func scale(_ x: Double, _ y: Double, _ z: Double = 1) -> Transform3D {
    var t = identity
    t[0, 0] = x
    t[1, 1] = y
    t[2, 2] = z
    return t
  }

  /// CATransform3DMakeRotation: `angle` radians about the axis (x, y, z), counter-clockwise
  /// looking down the axis toward the origin, as Core Animation defines it.
  package static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double)
    -> Transform3D
  {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return identity }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle)
    let s = sin(angle)
    let k = 1 - c
    return Transform3D(
      SIMD16(
        c + ux * ux * k, ux * uy * k + uz * s, ux * uz * k - uy * s, 0,
        uy * ux * k - uz * s, c + uy * uy * k, uy * uz * k + ux * s, 0,
        uz * ux * k + uy * s, uz * uy * k - ux * s, c + uz * uz * k, 0,
        0, 0, 0, 1))
  }

  /// CATransform3DConcat(self, other): this transform, then the other.
  package func concatenating(_ other: Transform3D) -> Transform3D {
    var result = SIMD16<Double>()
    for row in 0..<4 {
      for column in 0..<4 {
        var sum = 0.0
        for k in 0..<4 { sum += self[row, k] * other[k, column] }
        result[row * 4 + column] = sum
      }
    }
    return Transform3D(result)
  }

  /// Whether this is the identity.
  package var isIdentity: Bool { self == .identity }

  /// Whether it only moves points within the plane (CATransform3DIsAffine).
  package var isAffine: Bool {
    m[2] == 0 && m[3] == 0 && m[6] == 0 && m[7] == 0 && m[8] == 0 && m[9] == 0
      && m[10] == 1 && m[11] == 0 && m[14] == 0 && m[15] == 1
  }

  /// The point (x, y, 0) mapped and projected onto the plane z = 0; nil behind the eye.
  package func project(_ p: Point) -> Point? {
    let x = p.x * m[0] + p.y * m[4] + m[12]
    let y = p.x * m[1] + p.y * m[5] + m[13]
    let w = p.x * m[3] + p.y * m[7] + m[15]
    guard w > 1e-9 else { return nil }
    return Point(x: x / w, y: y / w)
  }

  /// Whether every entry is finite.
  package var isFinite: Bool {
    (0..<16).allSatisfy { m[$0].isFinite }
  }
}
