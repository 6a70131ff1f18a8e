/// Hears when an explicit animation starts and stops, as Core Animation's CAAnimationDelegate.
public protocol CAAnimationDelegate: AnyObject {
  /// The animation began (after its begin time).
  func animationDidStart(_ anim: CAAnimation)
  /// The animation ended: finished is false when it was removed before its end.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing by default, as the method is optional in Core Animation.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing by default, as the method is optional in Core Animation.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An explicit animation, as Core Animation's CAAnimation: subclass it, or use
/// CABasicAnimation, CAKeyframeAnimation, CASpringAnimation or CAAnimationGroup.
///
/// Adding it to a layer hands the host a copy of its settings, as Core Animation copies an
/// added animation; changing it afterwards changes nothing on screen.
open class CAAnimation: NSObject, CAMediaTiming {
  /// When it begins, in the clock of CACurrentMediaTime(); 0 is when it is added.
  open var beginTime: CFTimeInterval = 0
  /// Seconds one cycle takes; 0 takes the transaction's duration (0.25 s by default).
  open var duration: CFTimeInterval = 0
  /// How fast its time runs.
  open var speed: Float = 1
  /// Seconds added to its local time.
  open var timeOffset: CFTimeInterval = 0
  /// How many cycles it runs (may be fractional; `.infinity` repeats forever).
  open var repeatCount: Float = 0
  /// Seconds it repeats for.
  open var repeatDuration: CFTimeInterval = 0
  /// Whether each cycle plays forward then backward.
  open var autoreverses = false
  /// What it shows outside its active time.
  open var fillMode = CAMediaTimingFillMode.removed
  /// How its time maps to progress; nil is linear.
  open var timingFunction: CAMediaTimingFunction?
  /// Told when it starts and stops; held strongly, as Core Animation holds it.
  open var delegate: (any CAAnimationDelegate)?
  /// Whether it is removed from the layer when it ends (the model then shows again).
  open var isRemovedOnCompletion = true

  /// An animation with Core Animation's defaults.
  public override init() {
    super.init()
  }

  /// Values kept under keys (key-value coding).
  private var keyedValues: [String: Any] = [:]

  /// Keeps a value under a key, as iOS code tags an animation to recognise it in its delegate.
  open func setValue(_ value: Any?, forKey key: String) { keyedValues[key] = value }

  /// The value kept under a key, or nil.
  open func value(forKey key: String) -> Any? { keyedValues[key] }

  /// Keeps a value under a key path (taken whole, as a key).
  open func setValue(_ value: Any?, forKeyPath keyPath: String) { keyedValues[keyPath] = value }

  /// The value kept under a key path, or nil.
  open func value(forKeyPath keyPath: String) -> Any? { keyedValues[keyPath] }

  /// Fills in what this kind of animation adds to the ABI struct (subclasses override).
  func encode(into animation: inout animhost_ca_animation_v1, _ storage: CAAnimationStorage) {
    animation.kind = ANIMHOST_CA_BASIC
  }
}

/// An animation of one property by key path, as Core Animation's CAPropertyAnimation.
open class CAPropertyAnimation: CAAnimation {
  /// The animated key path, such as "opacity", "position.x" or "transform.rotation.z".
  open var keyPath: String?
  /// Whether its values are added to the model value.
  open var isAdditive = false
  /// Whether each repeat starts where the previous one ended.
  open var isCumulative = false

  /// An animation of a key path.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}
