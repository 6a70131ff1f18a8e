/// A behaviour of UIKit Dynamics, as UIKit's UIDynamicBehavior: subclass it to group child
/// behaviours and run an `action` after each step.
open class UIDynamicBehavior: NSObject {
  let handle: animhost_handle
  let host: UnsafePointer<animhost_host_v1>

  /// Runs after each step of the simulation (here: each time the host's clock advances).
  open var action: (() -> Void)?
  /// The animator it is in, if any.
  open internal(set) weak var dynamicAnimator: UIDynamicAnimator?
  /// The child behaviours.
  open private(set) var childBehaviors: [UIDynamicBehavior] = []

  init(kind: Int32) {
    host = HostScope.current
    handle =
      HostScope.hasABI16(host) ? host.pointee.dynamic_behavior_create(host, kind, 1) : 0
    super.init()
    DynamicsRegistry.behaviors[handle] = DynamicsRegistry.Weak(value: self)
  }

  /// A behaviour of child behaviours.
  public override convenience init() {
    self.init(kind: ANIMHOST_BEHAVIOR_COMPOSITE)
  }

  /// Adds a child behaviour (before the behaviour is added to an animator).
  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    guard handle != 0 else { return }
    childBehaviors.append(behavior)
    _ = host.pointee.dynamic_behavior_add_child(host, handle, behavior.handle)
  }

  /// Removes a child behaviour from the list.
  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    childBehaviors.removeAll { $0 === behavior }
  }

  /// Sends a setting (ANIMHOST_DYN_*) to the host.
  func set(_ setting: Int32, _ values: [Double], item: (any UIDynamicItem)? = nil) {
    guard handle != 0 else { return }
    _ = values.withUnsafeBufferPointer {
      host.pointee.dynamic_behavior_set(
        host, handle, setting, (item as? UIView)?.handle ?? 0, $0.baseAddress, UInt32($0.count))
    }
  }

  /// Adds or removes an item (a view; other items are not simulated).
  func item(_ item: any UIDynamicItem, add: Bool) {
    guard handle != 0, let view = item as? UIView else { return }
    _ = host.pointee.dynamic_behavior_item(host, handle, view.handle, add ? 1 : 0)
  }
}

/// A behaviour that acts on a list of items.
open class UIDynamicItemListBehavior: UIDynamicBehavior {
  /// The items, in the order added.
  open private(set) var items: [any UIDynamicItem] = []

  init(kind: Int32, items: [any UIDynamicItem]) {
    super.init(kind: kind)
    for item in items { addItem(item) }
  }

  /// Adds an item.
  open func addItem(_ item: any UIDynamicItem) {
    items.append(item)
    self.item(item, add: true)
  }

  /// Removes an item.
  open func removeItem(_ item: any UIDynamicItem) {
    items.removeAll { $0 === item }
    self.item(item, add: false)
  }
}

/// Pulls items in a direction, as UIKit's UIGravityBehavior (magnitude 1 is 1000 points/s²).
open class UIGravityBehavior: UIDynamicItemListBehavior {
  /// The direction and strength, (0, 1) by default.
  open var gravityDirection = CGVector(dx: 0, dy: 1) {
    didSet {
      set(ANIMHOST_DYN_DIRECTION, [Double(gravityDirection.dx), Double(gravityDirection.dy)])
    }
  }

  /// The direction's angle in radians.
  open var angle: CGFloat {
    get { atan2(gravityDirection.dy, gravityDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The direction's length.
  open var magnitude: CGFloat {
    get {
      (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy)
        .squareRoot()
    }
    set { setAngle(angle, magnitude: newValue) }
  }

  /// Gravity on items.
  public init(items: [any UIDynamicItem]) {
    super.init(kind: ANIMHOST_BEHAVIOR_GRAVITY, items: items)
  }

  /// Sets the direction from an angle and a magnitude.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }
}

/// A force or an impulse on items, as UIKit's UIPushBehavior (magnitude 1 moves a 100×100
/// item of density 1 at 100 points/s², or by 100 points/s once).
open class UIPushBehavior: UIDynamicItemListBehavior {
  /// Continuous force or a single impulse.
  public enum Mode: Int, Sendable {
    /// A force applied all the time.
    case continuous = 0
    /// An impulse applied once when active.
    case instantaneous = 1
  }

  /// The mode.
  public let mode: Mode
  /// The direction and strength.
  open var pushDirection = CGVector(dx: 0, dy: 0) {
    didSet { set(ANIMHOST_DYN_DIRECTION, [Double(pushDirection.dx), Double(pushDirection.dy)]) }
  }
  /// Whether the push acts (an instantaneous push turns itself off after acting).
  open var active = true {
    didSet { set(ANIMHOST_DYN_ACTIVE, [active ? 1 : 0]) }
  }

  /// The direction's angle in radians.
  open var angle: CGFloat {
    get { atan2(pushDirection.dy, pushDirection.dx) }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The direction's length.
  open var magnitude: CGFloat {
    get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
    set { setAngle(angle, magnitude: newValue) }
  }

  /// A push on items.
  public init(items: [any UIDynamicItem], mode: Mode) {
    self.mode = mode
    super.init(
      kind: mode == .continuous
        ? ANIMHOST_BEHAVIOR_PUSH_CONTINUOUS : ANIMHOST_BEHAVIOR_PUSH_INSTANTANEOUS, items: items)
  }

  /// Sets the direction from an angle and a magnitude.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
  }

  /// Pushes an item at a point off its center (which makes it spin).
  open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: any UIDynamicItem) {
    set(ANIMHOST_DYN_OFFSET, [Double(offset.horizontal), Double(offset.vertical)], item: item)
  }
}

/// An offset, as UIKit's UIOffset.
public struct UIOffset: Equatable, Sendable {
  /// The horizontal offset.
  public var horizontal: CGFloat
  /// The vertical offset.
  public var vertical: CGFloat
  /// An offset.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// No offset.
  public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

/// Springs an item to a point, as UIKit's UISnapBehavior.
open class UISnapBehavior: UIDynamicBehavior {
  /// Where the item goes.
  open var snapPoint: CGPoint {
    didSet { set(ANIMHOST_DYN_SNAP_POINT, [Double(snapPoint.x), Double(snapPoint.y)]) }
  }
  /// How much it oscillates, 0…1 (0.5 by default).
  open var damping: CGFloat = 0.5 {
    didSet { set(ANIMHOST_DYN_DAMPING, [Double(damping)]) }
  }

  /// A snap of an item to a point in the reference view.
  public init(item: any UIDynamicItem, snapTo point: CGPoint) {
    snapPoint = point
    super.init(kind: ANIMHOST_BEHAVIOR_SNAP)
    self.item(item, add: true)
    set(ANIMHOST_DYN_SNAP_POINT, [Double(point.x), Double(point.y)])
  }
}

// libm math only.
#if canImport(Glibc)
  import func Glibc.atan2
  import func Glibc.cos
  import func Glibc.sin
#endif
