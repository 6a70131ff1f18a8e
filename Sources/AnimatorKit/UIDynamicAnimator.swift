/// Something UIKit Dynamics moves, as UIKit's UIDynamicItem; views are items.
public protocol UIDynamicItem: AnyObject {
  /// The item's center in its superview.
  var center: CGPoint { get set }
  /// The item's bounds (its size is what collides).
  var bounds: CGRect { get }
  /// The item's transform (Dynamics sets its rotation).
  var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}

/// Hears a dynamic animator pause and resume, as UIKit's UIDynamicAnimatorDelegate.
public protocol UIDynamicAnimatorDelegate: AnyObject {
  /// Everything came to rest (a transition often completes here).
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
  /// Something changed and the simulation runs again.
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  /// Does nothing by default.
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
  /// Does nothing by default.
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
}

/// Runs physics on views, as UIKit's UIDynamicAnimator: behaviours added to it move their
/// items on the host's clock (ABI 1.6), deterministically.
open class UIDynamicAnimator: NSObject {
  let handle: animhost_handle
  let host: UnsafePointer<animhost_host_v1>

  /// The view whose coordinate space the simulation runs in.
  public let referenceView: UIView?
  /// The behaviours added, in order.
  open private(set) var behaviors: [UIDynamicBehavior] = []
  /// Told when the simulation pauses and resumes.
  open weak var delegate: (any UIDynamicAnimatorDelegate)?

  /// An animator for items in a reference view's space.
  public init(referenceView view: UIView) {
    host = HostScope.current
    referenceView = view
    let key = DynamicsRegistry.nextKey()
    handle =
      HostScope.hasABI16(host)
      ? host.pointee.dynamic_animator_create(
        host, view.handle, dynamicsTrampoline, UnsafeMutableRawPointer(bitPattern: key)) : 0
    super.init()
    DynamicsRegistry.animators[key] = self
  }

  /// Whether anything moves now.
  open var isRunning: Bool {
    handle != 0 && host.pointee.dynamic_animator_get(host, handle, 0) != 0
  }

  /// Seconds the simulation has run (not counting pauses).
  open var elapsedTime: TimeInterval {
    handle == 0 ? 0 : host.pointee.dynamic_animator_get(host, handle, 1)
  }

  /// Adds a behaviour, which starts acting on its items.
  open func addBehavior(_ behavior: UIDynamicBehavior) {
    guard handle != 0, !behaviors.contains(where: { $0 === behavior }) else { return }
    behaviors.append(behavior)
    behavior.dynamicAnimator = self
    _ = host.pointee.dynamic_animator_behavior(host, handle, behavior.handle, 1)
  }

  /// Removes a behaviour.
  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
    behaviors.remove(at: index)
    behavior.dynamicAnimator = nil
    _ = host.pointee.dynamic_animator_behavior(host, handle, behavior.handle, 0)
  }

  /// Removes every behaviour.
  open func removeAllBehaviors() {
    for behavior in behaviors { removeBehavior(behavior) }
  }

  func handle(
    event: Int32, behavior: animhost_handle, item: animhost_handle,
    other: animhost_handle, identifier: String?
  ) {
    switch event {
    case ANIMHOST_DYNAMICS_DID_PAUSE: delegate?.dynamicAnimatorDidPause(self)
    case ANIMHOST_DYNAMICS_WILL_RESUME: delegate?.dynamicAnimatorWillResume(self)
    case ANIMHOST_DYNAMICS_ACTION: DynamicsRegistry.behaviors[behavior]?.value?.action?()
    default:
      (DynamicsRegistry.behaviors[behavior]?.value as? UICollisionBehavior)?.report(
        began: event == ANIMHOST_DYNAMICS_COLLISION_BEGAN, item: item, other: other,
        identifier: identifier)
    }
  }
}

/// The plugin's dynamics objects by handle, for the host's events; kept until the run's
/// delegate is destroyed (the host never frees user_data).
enum DynamicsRegistry {
  /// A weak reference to a behaviour.
  struct Weak {
    weak var value: UIDynamicBehavior?
  }

  /// Animators by the key their events carry as user_data.
  nonisolated(unsafe) static var animators: [Int: UIDynamicAnimator] = [:]
  nonisolated(unsafe) static var behaviors: [animhost_handle: Weak] = [:]
  nonisolated(unsafe) private static var lastKey = 0

  /// A new key for an animator's events.
  static func nextKey() -> Int {
    lastKey += 1
    return lastKey
  }

  static func clear() {
    animators.removeAll()
    behaviors.removeAll()
  }
}

/// The C callback of every animator: finds the animator that sent the event.
private let dynamicsTrampoline: animhost_dynamics_fn = {
  host, userData, event, behavior, item, other, identifier in
  guard let host, let animator = DynamicsRegistry.animators[Int(bitPattern: userData)] else {
    return
  }
  HostScope.with(host) {
    animator.handle(
      event: event, behavior: behavior, item: item, other: other,
      identifier: identifier.map { String(cString: $0) })
  }
}
