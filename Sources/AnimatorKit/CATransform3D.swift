/// A 4×4 layer transform, as Core Animation's CATransform3D (row vectors, `p' = p · M`).
public struct CATransform3D: Equatable, Sendable {
  /// Row 1.
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  /// Row 2.
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  /// Row 3.
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  /// Row 4: the translation and the homogeneous term.
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// The identity.
  public init() {
    (m11, m12, m13, m14) = (1, 0, 0, 0)
    (m21, m22, m23, m24) = (0, 1, 0, 0)
    (m31, m32, m33, m34) = (0, 0, 1, 0)
    (m41, m42, m43, m44) = (0, 0, 0, 1)
  }

  /// A transform from its sixteen entries in row order.
  init(_ v: [Double]) {
    precondition(v.count == 16, "CATransform3D needs 16 values")
    (m11, m12, m13, m14) = (CGFloat(v[0]), CGFloat(v[1]), CGFloat(v[2]), CGFloat(v[3]))
    (m21, m22, m23, m24) = (CGFloat(v[4]), CGFloat(v[5]), CGFloat(v[6]), CGFloat(v[7]))
    (m31, m32, m33, m34) = (CGFloat(v[8]), CGFloat(v[9]), CGFloat(v[10]), CGFloat(v[11]))
    (m41, m42, m43, m44) = (CGFloat(v[12]), CGFloat(v[13]), CGFloat(v[14]), CGFloat(v[15]))
  }

  /// The sixteen entries in row order.
  var values: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map {
      Double($0)
    }
  }
}

/// The identity transform, as CATransform3DIdentity.
public let CATransform3DIdentity = CATransform3D()

/// Whether a transform is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// A translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  var t = CATransform3D()
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// A scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3D()
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// A rotation of `angle` radians about the axis (x, y, z).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
  -> CATransform3D
{
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3DIdentity }
  let (ux, uy, uz) = (Double(x / length), Double(y / length), Double(z / length))
  let c = cos(Double(angle))
  let s = sin(Double(angle))
  let k = 1 - c
  return CATransform3D([
    c + ux * ux * k, ux * uy * k + uz * s, ux * uz * k - uy * s, 0,
    uy * ux * k - uz * s, c + uy * uy * k, uy * uz * k + ux * s, 0,
    uz * ux * k + uy * s, uz * uy * k - ux * s, c + uz * uz * k, 0,
    0, 0, 0, 1,
  ])
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let x = a.values
  let y = b.values
  var result = [Double](repeating: 0, count: 16)
  for row in 0..<4 {
    for column in 0..<4 {
      result[row * 4 + column] = (0..<4).reduce(0) { $0 + x[row * 4 + $1] * y[$1 * 4 + column] }
    }
  }
  return CATransform3D(result)
}

/// A translation applied before `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale applied before `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A rotation applied before `t`.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The 3D form of an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3D()
  (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  return t
}

/// Whether a transform only moves points within the plane.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
    && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of a transform.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
