/// The kinds of gradient a CAGradientLayer draws, as Core Animation's CAGradientLayerType.
public struct CAGradientLayerType: RawRepresentable, Equatable, Hashable, Sendable {
  /// The type's name, as Core Animation spells it.
  public let rawValue: String

  /// A type from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Colours change along the line from startPoint to endPoint (the default).
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Colours change with the distance from startPoint; endPoint is where the last is reached.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Colours change with the angle about startPoint, from the direction of endPoint.
  public static let conic = CAGradientLayerType(rawValue: "conic")

  var abiValue: Double {
    switch self {
    case .radial: 1
    case .conic: 2
    default: 0
    }
  }
}

/// A layer that draws a colour gradient over its background, as Core Animation's
/// CAGradientLayer.
///
/// `startPoint` and `endPoint` are in unit coordinates of the bounds; `colors` and `locations`
/// animate with CABasicAnimation (key paths "colors" and "locations").
open class CAGradientLayer: CALayer {
  override init(handle: animhost_handle, host: UnsafePointer<animhost_host_v1>) {
    super.init(handle: handle, host: host)
  }

  override func proxy() -> CALayer { CAGradientLayer(handle: handle, host: host) }

  /// A new gradient layer with no colours, from top centre to bottom centre.
  public override init() {
    super.init(kind: ANIMHOST_LAYER_GRADIENT, since: HostScope.hasABI15)
  }

  /// The colours (CGColor values); nil draws nothing.
  open var colors: [Any]? {
    get { LayerState.arrays[handle]?[ANIMHOST_ARRAY_GRADIENT_COLORS] as? [Any] }
    set {
      LayerState.arrays[handle, default: [:]][ANIMHOST_ARRAY_GRADIENT_COLORS] = newValue
      let doubles = newValue?.flatMap { Self.colorValues($0) } ?? []
      setLayerArray(ANIMHOST_ARRAY_GRADIENT_COLORS, doubles)
    }
  }
  /// Where each colour sits, 0...1 and increasing; nil spaces them evenly.
  open var locations: [NSNumber]? {
    get { LayerState.arrays[handle]?[ANIMHOST_ARRAY_GRADIENT_LOCATIONS] as? [NSNumber] }
    set {
      LayerState.arrays[handle, default: [:]][ANIMHOST_ARRAY_GRADIENT_LOCATIONS] = newValue
      setLayerArray(ANIMHOST_ARRAY_GRADIENT_LOCATIONS, newValue?.map(\.doubleValue) ?? [])
    }
  }
  /// Where the gradient starts, in unit coordinates of the bounds.
  open var startPoint: CGPoint {
    get {
      HostScope.hasABI15(host) ? values.point(ANIMHOST_PROP_START_POINT) : CGPoint(x: 0.5, y: 0)
    }
    set { setLayerValue(ANIMHOST_PROP_START_POINT, [Double(newValue.x), Double(newValue.y)]) }
  }
  /// Where the gradient ends, in unit coordinates of the bounds.
  open var endPoint: CGPoint {
    get {
      HostScope.hasABI15(host) ? values.point(ANIMHOST_PROP_END_POINT) : CGPoint(x: 0.5, y: 1)
    }
    set { setLayerValue(ANIMHOST_PROP_END_POINT, [Double(newValue.x), Double(newValue.y)]) }
  }
  /// The kind of gradient.
  open var type: CAGradientLayerType {
    get {
      switch values.scalar(ANIMHOST_PROP_GRADIENT_TYPE) {
      case 1: .radial
      case 2: .conic
      default: .axial
      }
    }
    set { setLayerValue(ANIMHOST_PROP_GRADIENT_TYPE, [newValue.abiValue]) }
  }

  /// Red, green, blue and alpha of a colour in `colors` (a CGColor or a UIColor); a value of
  /// another type is logged and drawn clear.
  static func colorValues(_ value: Any) -> [Double] {
    switch value {
    case let color as CGColor: return color.values
    case let color as UIColor: return color.components
    default:
      let host = HostScope.current
      let message =
        "CAGradientLayer.colors holds a \(Swift.type(of: value)); it takes CGColor values "
        + "(UIColor.cgColor); drawn clear"
      message.withCString { host.pointee.log(host, ANIMHOST_LOG_WARNING, $0) }
      return [0, 0, 0, 0]
    }
  }
}
