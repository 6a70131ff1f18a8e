/// A view that shows text, as UIKit's UILabel.
open class UILabel: UIView {
  /// The text; needs a host of ABI 1.1 or newer, and does nothing on older hosts.
  open var text: String? {
    didSet {
      guard HostScope.hasABI11(host) else { return }
      _ = host.pointee.view_set_text(host, handle, text ?? "")
    }
  }

  /// The text colour.
  open var textColor: UIColor {
    get {
      let v = get(ANIMHOST_PROP_TEXT_COLOR, count: 4)
      return UIColor(red: v[0], green: v[1], blue: v[2], alpha: v[3])
    }
    set { set(ANIMHOST_PROP_TEXT_COLOR, newValue.components) }
  }

  /// The font: its point size and weight (the host draws DejaVu Sans, bold from semibold up).
  open var font: UIFont {
    get {
      let size = CGFloat(get(ANIMHOST_PROP_FONT_SIZE, count: 1)[0])
      let weight = HostScope.hasABI16(host) ? values.scalar(ANIMHOST_PROP_FONT_WEIGHT) : 0
      return UIFont.systemFont(ofSize: size, weight: UIFont.Weight(rawValue: weight))
    }
    set {
      set(ANIMHOST_PROP_FONT_SIZE, [Double(newValue.pointSize)])
      if HostScope.hasABI16(host) {
        set(ANIMHOST_PROP_FONT_WEIGHT, [Double(newValue.weight.rawValue)])
      }
    }
  }

  /// The horizontal alignment of the text.
  open var textAlignment: NSTextAlignment {
    get {
      NSTextAlignment(rawValue: Int(get(ANIMHOST_PROP_TEXT_ALIGNMENT, count: 1)[0])) ?? .center
    }
    set { set(ANIMHOST_PROP_TEXT_ALIGNMENT, [Double(newValue.rawValue)]) }
  }

  /// How many lines the text may take (1 by default; 0 as many as it needs); longer text
  /// wraps at spaces and ends in an ellipsis.
  open var numberOfLines: Int {
    get { HostScope.hasABI16(host) ? Int(values.scalar(ANIMHOST_PROP_NUMBER_OF_LINES)) : 1 }
    set {
      guard HostScope.hasABI16(host) else { return }
      set(ANIMHOST_PROP_NUMBER_OF_LINES, [Double(max(newValue, 0))])
    }
  }
}

/// A font, as UIKit's UIFont: a point size and a weight; the host draws DejaVu Sans (its bold
/// face from semibold up).
public final class UIFont: NSObject, Sendable {
  /// A font's weight, as UIKit's UIFont.Weight (UIKit's raw values).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight's value, -1…1.
    public let rawValue: CGFloat
    /// A weight of a value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultra light.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)
  }

  /// The size in points.
  public let pointSize: CGFloat
  /// The weight.
  public let weight: Weight

  init(pointSize: CGFloat, weight: Weight = .regular) {
    self.pointSize = pointSize
    self.weight = weight
  }

  /// The system font at a size.
  public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }

  /// The system font at a size and weight.
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: size, weight: weight)
  }

  /// The bold system font at a size.
  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(pointSize: size, weight: .bold)
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }
}
