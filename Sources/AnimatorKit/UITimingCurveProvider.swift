/// The kinds of timing curve a provider describes, as UIKit's UITimingCurveType.
public enum UITimingCurveType: Int, Sendable {
  /// One of the standard curves of UIView.AnimationCurve.
  case builtin = 0
  /// A cubic Bézier curve with custom control points.
  case cubic = 1
  /// A spring.
  case spring = 2
  /// A cubic curve and a spring together.
  ///
  /// The host has no composed curves: the spring part is used.
  case composed = 3
}

/// What a property animator's timing is made of, as UIKit's UITimingCurveProvider.
public protocol UITimingCurveProvider: NSCoding, NSCopying {
  /// Which kind of curve this is.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic part: required for builtin, cubic and composed curves.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring part: required for spring and composed curves.
  var springTimingParameters: UISpringTimingParameters? { get }
}

extension UIView {
  /// The standard timing curves, as UIKit's UIView.AnimationCurve.
  public enum AnimationCurve: Int, Sendable {
    /// Slow at the start and the end.
    case easeInOut = 0
    /// Slow at the start.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// Constant speed.
    case linear = 3

    /// The Core Animation control points of the curve.
    var controlPoints: (CGPoint, CGPoint) {
      switch self {
      case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
      case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
      case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
      case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
      }
    }

    /// The curve of UIView.AnimationOptions bits 16–19.
    init(options: UIView.AnimationOptions) {
      self = AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut
    }
  }
}

/// A two-dimensional vector, as Core Graphics' CGVector (Foundation on Linux has none).
public struct CGVector: Hashable, Sendable {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// The zero vector.
  public init() {
    dx = 0
    dy = 0
  }

  /// A vector with the given components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// A vector with the given components.
  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// A vector with the given components.
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// The vector whose components are both zero.
  public static var zero: CGVector { CGVector() }
}

extension animhost_timing_v1 {
  /// The C form of a timing curve provider; a provider with neither part is ease-in-out.
  init(_ provider: any UITimingCurveProvider) {
    self.init()
    struct_size = UInt32(MemoryLayout<animhost_timing_v1>.size)
    let type = provider.timingCurveType
    if type == .spring || type == .composed, let spring = provider.springTimingParameters {
      initial_velocity = (Double(spring.initialVelocity.dx), Double(spring.initialVelocity.dy))
      switch spring.model {
      case .ratio(let ratio):
        kind = Int32(ANIMHOST_TIMING_SPRING_RATIO)
        damping_ratio = Double(ratio)
      case .physics(let mass, let stiffness, let damping):
        kind = Int32(ANIMHOST_TIMING_SPRING_PHYSICS)
        self.mass = Double(mass)
        self.stiffness = Double(stiffness)
        self.damping = Double(damping)
      }
      return
    }
    kind = Int32(ANIMHOST_TIMING_CUBIC)
    let points =
      provider.cubicTimingParameters?.effectiveControlPoints
      ?? UIView.AnimationCurve.easeInOut.controlPoints
    control_point_1 = (Double(points.0.x), Double(points.0.y))
    control_point_2 = (Double(points.1.x), Double(points.1.y))
  }

  /// The C form of an optional provider; nil stays nil (the host's default or unchanged).
  static func make(_ provider: (any UITimingCurveProvider)?) -> animhost_timing_v1? {
    provider.map(animhost_timing_v1.init)
  }
}
