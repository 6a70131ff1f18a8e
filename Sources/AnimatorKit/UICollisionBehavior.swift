/// Hears collisions, as UIKit's UICollisionBehaviorDelegate.
public protocol UICollisionBehaviorDelegate: AnyObject {
  /// Two items began touching.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem, at p: CGPoint)
  /// Two items stopped touching.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem)
  /// An item began touching a boundary (nil: the reference bounds).
  func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
  /// An item stopped touching a boundary.
  func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
  /// Does nothing by default.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem, at p: CGPoint
  ) {}
  /// Does nothing by default.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
    with item2: any UIDynamicItem
  ) {}
  /// Does nothing by default.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint
  ) {}
  /// Does nothing by default.
  public func collisionBehavior(
    _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
    withBoundaryIdentifier identifier: (any NSCopying)?
  ) {}
}

/// Keeps items from passing through each other and through boundaries, as UIKit's
/// UICollisionBehavior.
open class UICollisionBehavior: UIDynamicItemListBehavior {
  /// What collides: items with items, items with boundaries, or both.
  public struct Mode: OptionSet, Sendable {
    /// UIKit's raw bits.
    public let rawValue: UInt
    /// A mode from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Items collide with each other.
    public static let items = Mode(rawValue: 1)
    /// Items collide with boundaries.
    public static let boundaries = Mode(rawValue: 2)
    /// Both.
    public static let everything: Mode = [.items, .boundaries]
  }

  /// What collides (everything by default).
  open var collisionMode = Mode.everything {
    didSet {
      let value: Double = collisionMode == .items ? 0 : collisionMode == .boundaries ? 1 : 2
      set(ANIMHOST_DYN_COLLISION_MODE, [value])
    }
  }
  /// Whether the reference view's bounds are a boundary.
  open var translatesReferenceBoundsIntoBoundary = false {
    didSet {
      if translatesReferenceBoundsIntoBoundary {
        setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets())
      }
    }
  }
  /// Told when contacts begin and end.
  open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?
  /// The identifiers of the boundaries added.
  open private(set) var boundaryIdentifiers: [any NSCopying]?

  /// Collisions among items.
  public init(items: [any UIDynamicItem]) {
    super.init(kind: ANIMHOST_BEHAVIOR_COLLISION, items: items)
  }

  /// Makes the reference view's bounds, inset, a boundary.
  open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
    set(
      ANIMHOST_DYN_BOUNDS_INSETS,
      [Double(insets.top), Double(insets.left), Double(insets.bottom), Double(insets.right)])
  }

  /// Adds a boundary along a path (its first subpath) in the reference view's space.
  open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
    boundary(identifier, commands: bezierPath.cgPath.commands)
  }

  /// Adds a straight boundary between two points.
  open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint)
  {
    let path = UIBezierPath()
    path.move(to: p1)
    path.addLine(to: p2)
    boundary(identifier, commands: path.cgPath.commands)
  }

  /// Removes a boundary.
  open func removeBoundary(withIdentifier identifier: any NSCopying) {
    boundary(identifier, commands: [])
  }

  /// Removes every boundary added.
  open func removeAllBoundaries() {
    for identifier in boundaryIdentifiers ?? [] { removeBoundary(withIdentifier: identifier) }
  }

  private func boundary(_ identifier: any NSCopying, commands: [Double]) {
    let name = "\(identifier)"
    var list = (boundaryIdentifiers ?? []).filter { "\($0)" != name }
    if !commands.isEmpty { list.append(identifier) }
    boundaryIdentifiers = list.isEmpty ? nil : list
    guard handle != 0 else { return }
    _ = name.withCString { text in
      commands.withUnsafeBufferPointer {
        host.pointee.dynamic_collision_boundary(
          host, handle, text, $0.baseAddress, UInt32($0.count))
      }
    }
  }

  /// Tells the delegate of a contact the host reported.
  func report(began: Bool, item: animhost_handle, other: animhost_handle, identifier: String?) {
    guard let delegate = collisionDelegate,
      let first = items.first(where: { ($0 as? UIView)?.handle == item })
    else { return }
    if other != 0, let second = items.first(where: { ($0 as? UIView)?.handle == other }) {
      if began {
        delegate.collisionBehavior(self, beganContactFor: first, with: second, at: .zero)
      } else {
        delegate.collisionBehavior(self, endedContactFor: first, with: second)
      }
      return
    }
    let boundary = identifier.flatMap { name in
      (boundaryIdentifiers ?? []).first { "\($0)" == name }
    }
    if began {
      delegate.collisionBehavior(
        self, beganContactFor: first, withBoundaryIdentifier: boundary, at: .zero)
    } else {
      delegate.collisionBehavior(self, endedContactFor: first, withBoundaryIdentifier: boundary)
    }
  }
}
