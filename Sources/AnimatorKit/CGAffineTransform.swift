/// A 2D affine transform, as Core Graphics' CGAffineTransform: `[a b 0; c d 0; tx ty 1]`,
/// applied to row vectors (`x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`).
public struct CGAffineTransform: Equatable, Sendable {
  /// The x scale and rotation.
  public var a: CGFloat
  /// The y shear and rotation.
  public var b: CGFloat
  /// The x shear and rotation.
  public var c: CGFloat
  /// The y scale and rotation.
  public var d: CGFloat
  /// The x translation.
  public var tx: CGFloat
  /// The y translation.
  public var ty: CGFloat

  /// A transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform.
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A scale, as CGAffineTransform(scaleX:y:).
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// A translation, as CGAffineTransform(translationX:y:).
  public init(translationX x: CGFloat, y: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A rotation by an angle in radians (clockwise on screen, where y points down).
  public init(rotationAngle angle: CGFloat) {
    let cosine = CGFloat(cos(Double(angle)))
    let sine = CGFloat(sin(Double(angle)))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is the identity.
  public var isIdentity: Bool { self == .identity }

  /// This transform followed by another.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// A scale applied before this transform.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// A translation applied before this transform.
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// A rotation applied before this transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse, or the transform itself when it cannot be inverted (as Core Graphics does).
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
}

extension CGPoint {
  /// The point mapped by a transform.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}
