/// A colour as Core Graphics' CGColor: what layer colour properties take.
public final class CGColor: Equatable, @unchecked Sendable {
  /// Red, green, blue and alpha, each 0...1.
  public let components: [CGFloat]?

  /// A colour from sRGB components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha]
  }

  /// The alpha component.
  public var alpha: CGFloat { components?[3] ?? 1 }

  /// Whether two colours have equal components.
  public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }

  var values: [Double] { (components ?? [0, 0, 0, 1]).map { Double($0) } }

  static func from(_ v: [Double]) -> CGColor {
    CGColor(red: CGFloat(v[0]), green: CGFloat(v[1]), blue: CGFloat(v[2]), alpha: CGFloat(v[3]))
  }
}

extension UIColor {
  /// The colour as a CGColor, for layer properties.
  public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

  /// A colour from a CGColor.
  public convenience init(cgColor: CGColor) {
    let v = cgColor.values
    self.init(red: CGFloat(v[0]), green: CGFloat(v[1]), blue: CGFloat(v[2]), alpha: CGFloat(v[3]))
  }
}
