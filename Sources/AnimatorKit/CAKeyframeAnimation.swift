/// How a keyframe animation computes values between keyframes, as Core Animation's
/// CAAnimationCalculationMode.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  /// The raw name.
  public let rawValue: String
  /// A mode by name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Straight lines between values (the default).
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// Each value holds until the next key time.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Straight lines at an even pace.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A smooth spline through the values.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// A smooth spline at an even pace.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")

  var abiValue: Int32 {
    switch self {
    case .discrete: 1
    case .paced: 2
    case .cubic: 3
    case .cubicPaced: 4
    default: 0
    }
  }
}

/// Whether a layer moving along a path turns with it, as Core Animation's
/// CAAnimationRotationMode.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  /// The raw name.
  public let rawValue: String
  /// A mode by name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Turned to the path's tangent.
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  /// Turned to the tangent plus half a turn.
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// An animation through a list of values or along a path, as Core Animation's
/// CAKeyframeAnimation.
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The keyframe values (the same kinds as CABasicAnimation's).
  open var values: [Any]?
  /// Each value's time, 0...1 of the duration, increasing; nil spaces them evenly.
  open var keyTimes: [NSNumber]?
  /// One timing function per segment between values.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// A path a point-valued property (position) moves along; it wins over `values`.
  open var path: CGPath?
  /// How values between keyframes are computed.
  open var calculationMode = CAAnimationCalculationMode.linear
  /// Whether the layer turns along the path.
  open var rotationMode: CAAnimationRotationMode?

  override func encode(
    into animation: inout animhost_ca_animation_v1, _ storage: CAAnimationStorage
  ) {
    animation.kind = ANIMHOST_CA_KEYFRAME
    let encoded = (values ?? []).enumerated().map { index, value in
      storage.value(value, keyPath, "values[\(index)]")
    }
    (animation.values, animation.value_count) = storage.array(encoded)
    (animation.key_times, animation.key_time_count) = storage.array(
      keyTimes?.map(\.doubleValue) ?? [])
    (animation.timing_functions, animation.timing_function_count) = storage.array(
      timingFunctions?.map(\.abiValue) ?? [])
    (animation.path, animation.path_count) = storage.array(path?.commands ?? [])
    animation.calculation_mode = calculationMode.abiValue
    animation.rotation_mode =
      switch rotationMode {
      case .rotateAuto?: ANIMHOST_ROTATION_AUTO
      case .rotateAutoReverse?: ANIMHOST_ROTATION_AUTO_REVERSE
      default: ANIMHOST_ROTATION_NONE
      }
  }
}

/// Animations run together in the group's time, as Core Animation's CAAnimationGroup.
open class CAAnimationGroup: CAAnimation {
  /// The animations; their begin times are relative to the group's.
  open var animations: [CAAnimation]?

  override func encode(
    into animation: inout animhost_ca_animation_v1, _ storage: CAAnimationStorage
  ) {
    animation.kind = ANIMHOST_CA_GROUP
    let children = (animations ?? []).map { storage.encode($0, depth: storage.depth + 1) }
    (animation.children, animation.child_count) = storage.array(children)
  }
}
