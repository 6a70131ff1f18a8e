extension UIView {
  /// Options for UIView.animateKeyframes, with UIKit's raw values.
  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    /// The raw UIKit bits.
    public let rawValue: UInt
    /// Options from raw UIKit bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Start from the value on screen now.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeat indefinitely.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Run forwards and backwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Straight lines between keyframe values (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// Jump from value to value.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Even speed across the keyframes.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth curve through the values.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A smooth curve at even speed.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }

  /// Runs the block, whose addKeyframe calls make a keyframe animation of the whole duration.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let host = HostScope.current
    guard HostScope.hasABI12(host) else {
      animate(
        withDuration: duration, delay: delay, options: [], animations: animations,
        completion: completion)
      return
    }
    var parameters = animhost_animation_v1(
      struct_size: UInt32(MemoryLayout<animhost_animation_v1>.size), duration: duration,
      delay: delay, options: UInt32(truncatingIfNeeded: options.rawValue), spring_damping: 0,
      spring_velocity: 0)
    _ = host.pointee.animation_keyframes_begin(host, &parameters)
    animations()
    commit(host, completion)
  }

  /// One keyframe: the changes in the block are the values reached at
  /// `frameStartTime + frameDuration`, both fractions of the keyframe animation's duration.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    let host = HostScope.current
    guard HostScope.hasABI12(host) else { return animations() }
    _ = HostCallbacks.withBody(animations) { function, box in
      host.pointee.animation_add_keyframe(host, frameStartTime, frameDuration, function, box)
    }
  }
}
