// libm math only (the Swift standard library has no asin or atan2); no other C call here.
#if canImport(Glibc)
  import func Glibc.asin
  import func Glibc.atan2
#endif

extension Transform3D {
  /// The inverse transform (CATransform3DInvert); nil when the matrix is singular.
  package var inverted: Transform3D? {
    // Gauss-Jordan elimination with partial pivoting on [M | I].
    var a = (0..<4).map { row in (0..<4).map { self[row, $0] } }
    var b = (0..<4).map { row in (0..<4).map { row == $0 ? 1.0 : 0.0 } }
    for column in 0..<4 {
      guard
        let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
        abs(a[pivot][column]) > 1e-12
      else { return nil }
      a.swapAt(column, pivot)
      b.swapAt(column, pivot)
      let scale = a[column][column]
      for k in 0..<4 {
        a[column][k] /= scale
        b[column][k] /= scale
      }
      for row in 0..<4 where row != column {
        let factor = a[row][column]
        guard factor != 0 else { continue }
        for k in 0..<4 {
          a[row][k] -= factor * a[column][k]
          b[row][k] -= factor * b[column][k]
        }
      }
    }
    var result = Transform3D.identity
    for row in 0..<4 {
      for column in 0..<4 { result[row, column] = b[row][column] }
    }
    return result
  }

  /// The transform multiplied by itself `count` times (the identity for 0), by squaring.
  func power(_ count: Int) -> Transform3D {
    var result = Transform3D.identity
    var base = self
    var n = max(count, 0)
    while n > 0 {
      if n & 1 == 1 { result = result.concatenating(base) }
      base = base.concatenating(base)
      n >>= 1
    }
    return result
  }

  /// The parts Core Animation's transform key paths (`transform.scale`, `.rotation.z` …) read
  /// and write; a matrix that cannot be decomposed (a zero scale) is taken as its translation
  /// alone (**chosen**).
  var functionParts: Decomposition {
    decomposition
      ?? Decomposition(
        translation: SIMD3(self[3, 0], self[3, 1], self[3, 2]), scale: SIMD3(1, 1, 1),
        skew: SIMD3(0, 0, 0), perspective: SIMD4(0, 0, 0, 1), quaternion: SIMD4(0, 0, 0, 1))
  }
}

extension Transform3D.Decomposition {
  /// The rotation as angles in radians about x, y and z, applied in that order (the rotation
  /// is Rx · Ry · Rz for row vectors; Core Animation does not document its order: **chosen**).
  var eulerAngles: SIMD3<Double> {
    get {
      var parts = Transform3D.identity.functionParts
      parts.quaternion = quaternion
      let r = Transform3D(parts)
      let sinY = min(max(-r[0, 2], -1), 1)
      let y = asin(sinY)
      guard abs(sinY) < 1 - 1e-12 else {
        // Gimbal lock: z is taken as 0 and x carries the whole turn about the free axis.
        return SIMD3(atan2(r[1, 0] * sinY, r[1, 1]), y, 0)
      }
      return SIMD3(atan2(r[1, 2], r[2, 2]), y, atan2(r[0, 1], r[0, 0]))
    }
    set {
      let r = Transform3D.rotation(newValue[0], 1, 0, 0)
        .concatenating(.rotation(newValue[1], 0, 1, 0))
        .concatenating(.rotation(newValue[2], 0, 0, 1))
      quaternion = Self.quaternion(of: r)
    }
  }

  /// The unit quaternion (w ≥ 0) of a rotation matrix, from its largest diagonal term
  /// (Shepperd's method), so no component is the square root of rounding noise.
  static func quaternion(of r: Transform3D) -> SIMD4<Double> {
    let trace = r[0, 0] + r[1, 1] + r[2, 2]
    var q: SIMD4<Double>
    if trace > 0 {
      let w = 0.5 * (1 + trace).squareRoot()
      q = SIMD4(r[1, 2] - r[2, 1], r[2, 0] - r[0, 2], r[0, 1] - r[1, 0], 4 * w * w) / (4 * w)
    } else if r[0, 0] >= r[1, 1], r[0, 0] >= r[2, 2] {
      let x = 0.5 * (1 + r[0, 0] - r[1, 1] - r[2, 2]).squareRoot()
      q = SIMD4(4 * x * x, r[0, 1] + r[1, 0], r[0, 2] + r[2, 0], r[1, 2] - r[2, 1]) / (4 * x)
    } else if r[1, 1] >= r[2, 2] {
      let y = 0.5 * (1 - r[0, 0] + r[1, 1] - r[2, 2]).squareRoot()
      q = SIMD4(r[0, 1] + r[1, 0], 4 * y * y, r[1, 2] + r[2, 1], r[2, 0] - r[0, 2]) / (4 * y)
    } else {
      let z = 0.5 * (1 - r[0, 0] - r[1, 1] + r[2, 2]).squareRoot()
      q = SIMD4(r[0, 2] + r[2, 0], r[1, 2] + r[2, 1], 4 * z * z, r[0, 1] - r[1, 0]) / (4 * z)
    }
    return q[3] < 0 ? -q : q
  }
}
