/// How an animation's progress maps to the fraction of the change applied, as UIKit's curves.
package enum TimingCurve: Equatable, Sendable {
  /// Constant speed.
  case linear
  /// A cubic Bézier from (0, 0) to (1, 1) through two control points, as CAMediaTimingFunction.
  case bezier(Double, Double, Double, Double)
  /// A damped spring fitted to the animation's duration (UIKit's usingSpringWithDamping);
  /// overshoots.
  case spring(SpringCurve)

  /// UIView.AnimationCurve.easeInOut: CAMediaTimingFunction(0.42, 0, 0.58, 1).
  package static let easeInOut = TimingCurve.bezier(0.42, 0, 0.58, 1)
  /// UIView.AnimationCurve.easeIn: CAMediaTimingFunction(0.42, 0, 1, 1).
  package static let easeIn = TimingCurve.bezier(0.42, 0, 1, 1)
  /// UIView.AnimationCurve.easeOut: CAMediaTimingFunction(0, 0, 0.58, 1).
  package static let easeOut = TimingCurve.bezier(0, 0, 0.58, 1)

  /// The curve for UIView.AnimationOptions bits 16–19 (0 easeInOut, 1 easeIn, 2 easeOut,
  /// 3 linear).
  package init(optionBits: UInt32) {
    self.init(options: UInt(optionBits))
  }

  /// The curve for UIView.AnimationOptions raw bits 16–19 (0 easeInOut, 1 easeIn, 2 easeOut,
  /// 3 linear).
  package init(options: UInt) {
    switch (options >> 16) & 15 {
    case 1: self = .easeIn
    case 2: self = .easeOut
    case 3: self = .linear
    default: self = .easeInOut
    }
  }

  /// The eased fraction for a linear progress in 0...1 (a spring may leave 0...1 in between).
  package func value(at progress: Double) -> Double {
    let t = min(max(progress, 0), 1)
    switch self {
    case .linear:
      return t
    case let .bezier(x1, y1, x2, y2):
      if t == 0 || t == 1 { return t }
      let s = Self.solve(x: t, x1, x2)
      return Self.cubic(s, y1, y2)
    case let .spring(spring):
      return spring.value(at: t)
    }
  }

  private static func cubic(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
  }

  private static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
  }

  /// Finds the curve parameter whose x is the given value: Newton steps, then bisection.
  private static func solve(x: Double, _ x1: Double, _ x2: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let error = cubic(s, x1, x2) - x
      if abs(error) < 1e-12 { return s }
      let d = derivative(s, x1, x2)
      if abs(d) < 1e-9 { break }
      s -= error / d
    }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<60 {
      let value = cubic(s, x1, x2)
      if abs(value - x) < 1e-12 { break }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }
}
