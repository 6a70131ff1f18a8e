/// A cubic Bézier timing curve, as UIKit's UICubicTimingParameters.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// The standard curve this was made from; ease-in-out when made from control points.
  ///
  /// UIKit leaves the value undefined for custom control points.
  open private(set) var animationCurve: UIView.AnimationCurve
  /// The first control point; zero when made from a standard curve, as in UIKit.
  open private(set) var controlPoint1: CGPoint
  /// The second control point; zero when made from a standard curve, as in UIKit.
  open private(set) var controlPoint2: CGPoint
  private let isBuiltin: Bool

  /// The system's default curve, ease-in-out.
  public override init() {
    animationCurve = .easeInOut
    controlPoint1 = .zero
    controlPoint2 = .zero
    isBuiltin = true
  }

  /// One of the standard UIKit curves.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    controlPoint1 = .zero
    controlPoint2 = .zero
    isBuiltin = true
  }

  /// A curve from (0, 0) to (1, 1) shaped by two control points with coordinates in 0...1.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    isBuiltin = false
  }

  /// A curve read from an archive.
  public required init?(coder: NSCoder) {
    isBuiltin = coder.decodeBool(forKey: "builtin")
    animationCurve =
      UIView.AnimationCurve(rawValue: coder.decodeInteger(forKey: "curve")) ?? .easeInOut
    controlPoint1 = CGPoint(
      x: coder.decodeDouble(forKey: "c1x"), y: coder.decodeDouble(forKey: "c1y"))
    controlPoint2 = CGPoint(
      x: coder.decodeDouble(forKey: "c2x"), y: coder.decodeDouble(forKey: "c2y"))
  }

  /// Writes the curve to an archive.
  open func encode(with coder: NSCoder) {
    coder.encode(isBuiltin, forKey: "builtin")
    coder.encode(animationCurve.rawValue, forKey: "curve")
    coder.encode(Double(controlPoint1.x), forKey: "c1x")
    coder.encode(Double(controlPoint1.y), forKey: "c1y")
    coder.encode(Double(controlPoint2.x), forKey: "c2x")
    coder.encode(Double(controlPoint2.y), forKey: "c2y")
  }

  /// A copy of the curve.
  open func copy(with zone: NSZone? = nil) -> Any {
    isBuiltin
      ? UICubicTimingParameters(animationCurve: animationCurve)
      : UICubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
  }

  /// Builtin for a standard curve, cubic for control points.
  open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }

  /// The curve itself.
  open var cubicTimingParameters: UICubicTimingParameters? { self }

  /// None: this is not a spring.
  open var springTimingParameters: UISpringTimingParameters? { nil }

  /// The control points the host draws: the standard curve's, or the custom ones.
  var effectiveControlPoints: (CGPoint, CGPoint) {
    isBuiltin ? animationCurve.controlPoints : (controlPoint1, controlPoint2)
  }
}
