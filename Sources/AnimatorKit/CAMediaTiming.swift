/// Seconds, as Core Foundation's CFTimeInterval.
public typealias CFTimeInterval = Double

/// The largest Float, as Darwin's HUGE (MAXFLOAT), for iOS code that repeats an animation
/// "forever" with `repeatCount = HUGE`.
public let HUGE = Float.greatestFiniteMagnitude

/// What an animation shows outside its active time, as Core Animation's CAMediaTimingFillMode.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  /// The raw name.
  public let rawValue: String
  /// A fill mode by name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Nothing outside the active time (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  /// The last value after the end (while the animation is not removed).
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// The first value before the begin time.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both forwards and backwards.
  public static let both = CAMediaTimingFillMode(rawValue: "both")

  /// The ABI's ANIMHOST_FILL_* value.
  var abiValue: Int32 {
    switch self {
    case .forwards: ANIMHOST_FILL_FORWARDS
    case .backwards: ANIMHOST_FILL_BACKWARDS
    case .both: ANIMHOST_FILL_BOTH
    default: ANIMHOST_FILL_REMOVED
    }
  }
}

/// Timing of an animation or a layer, as Core Animation's CAMediaTiming protocol.
public protocol CAMediaTiming: AnyObject {
  /// When it begins, in the clock of CACurrentMediaTime(); 0 is when it is added.
  var beginTime: CFTimeInterval { get set }
  /// Seconds one cycle takes; 0 takes the transaction's duration (0.25 s by default).
  var duration: CFTimeInterval { get set }
  /// How fast its time runs relative to its parent's.
  var speed: Float { get set }
  /// Seconds added to its local time.
  var timeOffset: CFTimeInterval { get set }
  /// How many cycles it runs (may be fractional; `.infinity` repeats forever).
  var repeatCount: Float { get set }
  /// Seconds it repeats for.
  var repeatDuration: CFTimeInterval { get set }
  /// Whether each cycle plays forward then backward.
  var autoreverses: Bool { get set }
  /// What it shows outside its active time.
  var fillMode: CAMediaTimingFillMode { get set }
}

/// The current media time: the host's virtual clock, in seconds.
public func CACurrentMediaTime() -> CFTimeInterval {
  let host = HostScope.current
  guard HostScope.hasABI14(host) else { return 0 }
  return host.pointee.media_time(host)
}
