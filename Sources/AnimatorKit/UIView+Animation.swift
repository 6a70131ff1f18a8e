extension UIView {
  /// Options for UIView.animate, with UIKit's raw values.
  public struct AnimationOptions: OptionSet, Sendable {
    /// The raw UIKit bits.
    public let rawValue: UInt
    /// Options from raw UIKit bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lay out subviews as part of the animation (no effect here: there is no auto layout).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Let touches through during the animation (no effect: nothing is touched).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Start from the value on screen now.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeat the animation indefinitely.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Run the animation backwards and forwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Slow at the start and the end (the default).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Slow at the start.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Slow at the end.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// UIView.transition: turn over about the vertical axis, the left edge coming forward.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// UIView.transition: turn over about the vertical axis, the right edge coming forward.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// UIView.transition: the old content curls up and away like a notepad page.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// UIView.transition: the new content curls down over the old like a notepad page.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// UIView.transition: the old content fades out over the new.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// UIView.transition: turn over about the horizontal axis, the top edge coming forward.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// UIView.transition: turn over about the horizontal axis, the bottom edge coming forward.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
  }

  /// Animates the property changes made in the block, then runs the completion.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let host = HostScope.current
    var parameters = animhost_animation_v1(
      struct_size: UInt32(MemoryLayout<animhost_animation_v1>.size), duration: duration,
      delay: delay, options: UInt32(truncatingIfNeeded: options.rawValue), spring_damping: 0,
      spring_velocity: 0)
    _ = host.pointee.animation_begin(host, &parameters)
    animations()
    commit(host, completion)
  }

  /// Animates the changes in the block with a spring whose damping ratio (0...1] and initial
  /// velocity (in distances per second) shape the motion, fitted to the duration.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let host = HostScope.current
    var parameters = animhost_animation_v1(
      struct_size: UInt32(MemoryLayout<animhost_animation_v1>.size), duration: duration,
      delay: delay, options: UInt32(truncatingIfNeeded: options.rawValue),
      spring_damping: Double(dampingRatio), spring_velocity: Double(velocity))
    _ = host.pointee.animation_begin(host, &parameters)
    animations()
    commit(host, completion)
  }

  /// Closes the transaction, handing the completion to the host.
  static func commit(_ host: UnsafePointer<animhost_host_v1>, _ completion: ((Bool) -> Void)?) {
    guard let completion else {
      _ = host.pointee.animation_commit(host, nil, nil)
      return
    }
    let (function, box) = HostCallbacks.completion(completion)
    _ = host.pointee.animation_commit(host, function, box)
  }

  /// Animates the property changes made in the block, then runs the completion.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
  }

  /// Animates the property changes made in the block.
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }
}
