/// A colour, as UIKit's UIColor: sRGB with alpha, each channel in 0...1.
public final class UIColor: NSObject, Sendable {
  /// The red channel.
  public let red: CGFloat
  /// The green channel.
  public let green: CGFloat
  /// The blue channel.
  public let blue: CGFloat
  /// The alpha channel.
  public let alpha: CGFloat

  /// A colour from its components, as UIColor(red:green:blue:alpha:).
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A grey from its white level, as UIColor(white:alpha:).
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same colour with another alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Whether two colours have equal components.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
  }

  /// A hash consistent with isEqual.
  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
    return hasher.finalize()
  }

  var components: [Double] { [Double(red), Double(green), Double(blue), Double(alpha)] }

  /// Black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// White.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Transparent.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Dark grey (one third white).
  public static let darkGray = UIColor(white: 1 / 3, alpha: 1)
  /// Grey (half white).
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Light grey (two thirds white).
  public static let lightGray = UIColor(white: 2 / 3, alpha: 1)
  /// Red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Green.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Yellow.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Orange.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Cyan.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Magenta.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Brown.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// UIKit's systemBackground in the light appearance.
  public static let systemBackground = UIColor.white
  /// UIKit's systemBlue in the light appearance.
  public static let systemBlue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
}
