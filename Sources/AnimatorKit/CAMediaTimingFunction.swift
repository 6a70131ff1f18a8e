/// The name of a standard timing function, as Core Animation's CAMediaTimingFunctionName.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  /// The raw name.
  public let rawValue: String
  /// A name by its raw value.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Constant speed.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Slow at the start.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Slow at the end.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Slow at both ends.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// Core Animation's default curve for implicit animations.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// How an animation's time maps to its progress: a cubic Bézier from (0, 0) to (1, 1), as
/// Core Animation's CAMediaTimingFunction.
open class CAMediaTimingFunction: NSObject {
  /// The two control points, c1x, c1y, c2x, c2y.
  let points: (Float, Float, Float, Float)

  /// A standard timing function by name (unknown names are linear).
  public convenience init(name: CAMediaTimingFunctionName) {
    switch name {
    case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
    case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
    case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
    default: self.init(controlPoints: 0, 0, 1, 1)
    }
  }

  /// A timing function through two control points.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    points = (c1x, c1y, c2x, c2y)
  }

  /// Writes control point 0...3 ((0, 0), c1, c2, (1, 1)) into the first two floats of values.
  open func getControlPoint(at index: Int, values pointer: UnsafeMutablePointer<Float>) {
    let (x, y): (Float, Float) =
      switch index {
      case 1: (points.0, points.1)
      case 2: (points.2, points.3)
      case 3: (1, 1)
      default: (0, 0)
      }
    pointer[0] = x
    pointer[1] = y
  }

  /// The ABI form.
  var abiValue: animhost_timing_function_v1 {
    animhost_timing_function_v1(
      c1x: Double(points.0), c1y: Double(points.1), c2x: Double(points.2), c2y: Double(points.3))
  }
}
