/// Ties an item to an anchor point or to another item, as UIKit's UIAttachmentBehavior: a
/// rigid rod by default, a spring with a frequency.
open class UIAttachmentBehavior: UIDynamicBehavior {
  /// The items: one, or the two attached.
  public let items: [any UIDynamicItem]
  /// The anchor point (for an item attached to a point).
  open var anchorPoint: CGPoint {
    didSet { set(ANIMHOST_DYN_ANCHOR, [Double(anchorPoint.x), Double(anchorPoint.y)]) }
  }
  /// The distance kept (the distance when made, by default).
  open var length: CGFloat = 0 {
    didSet { set(ANIMHOST_DYN_LENGTH, [Double(length)]) }
  }
  /// The spring's frequency in hertz; 0 is rigid.
  open var frequency: CGFloat = 0 {
    didSet { set(ANIMHOST_DYN_FREQUENCY, [Double(frequency)]) }
  }
  /// The spring's damping ratio.
  open var damping: CGFloat = 0 {
    didSet { set(ANIMHOST_DYN_DAMPING, [Double(damping)]) }
  }

  /// An item's center attached to a point.
  public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// A point off an item's center attached to a point.
  public init(
    item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint
  ) {
    items = [item]
    anchorPoint = point
    super.init(kind: ANIMHOST_BEHAVIOR_ATTACHMENT)
    self.item(item, add: true)
    set(ANIMHOST_DYN_OFFSET, [Double(offset.horizontal), Double(offset.vertical)], item: item)
    set(ANIMHOST_DYN_ANCHOR, [Double(point.x), Double(point.y)])
  }

  /// Two items' centers attached to each other.
  public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
    self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// Points off two items' centers attached to each other.
  public init(
    item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
    attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset
  ) {
    items = [item1, item2]
    anchorPoint = .zero
    super.init(kind: ANIMHOST_BEHAVIOR_ATTACHMENT)
    self.item(item1, add: true)
    self.item(item2, add: true)
    set(ANIMHOST_DYN_OFFSET, [Double(offset1.horizontal), Double(offset1.vertical)], item: item1)
    set(ANIMHOST_DYN_OFFSET, [Double(offset2.horizontal), Double(offset2.vertical)], item: item2)
  }
}

/// A field that pulls items, as UIKit's UIFieldBehavior (linear and radial gravity).
open class UIFieldBehavior: UIDynamicItemListBehavior {
  /// Where the field is centred in the reference view.
  open var position = CGPoint.zero {
    didSet { set(ANIMHOST_DYN_POSITION, [Double(position.x), Double(position.y)]) }
  }
  /// How strong it is (1 accelerates at 1000 points/s²).
  open var strength: CGFloat = 1 {
    didSet { set(ANIMHOST_DYN_STRENGTH, [Double(strength)]) }
  }
  /// How it weakens with distance (radial fields).
  open var falloff: CGFloat = 0 {
    didSet { set(ANIMHOST_DYN_FALLOFF, [Double(falloff)]) }
  }
  /// The distance inside which it stops weakening (radial fields).
  open var minimumRadius: CGFloat = 0.01 {
    didSet { set(ANIMHOST_DYN_MINIMUM_RADIUS, [Double(minimumRadius)]) }
  }
  /// The direction of a linear field.
  open var direction = CGVector(dx: 0, dy: 1) {
    didSet { set(ANIMHOST_DYN_DIRECTION, [Double(direction.dx), Double(direction.dy)]) }
  }
  /// Where it acts: a size centred on the position (.infinite everywhere).
  open var region = UIRegion.infinite {
    didSet { set(ANIMHOST_DYN_REGION, [Double(region.size.width), Double(region.size.height)]) }
  }

  private init(kind: Int32) {
    super.init(kind: kind, items: [])
  }

  /// A field pulling items in a direction (UIKit's signature, returning `Self`).
  open class func linearGravityField(direction: CGVector) -> Self {
    let field = made(kind: ANIMHOST_BEHAVIOR_FIELD_LINEAR_GRAVITY)
    field.direction = direction
    return field
  }

  /// A field pulling items toward a point (UIKit's signature, returning `Self`).
  open class func radialGravityField(position: CGPoint) -> Self {
    let field = made(kind: ANIMHOST_BEHAVIOR_FIELD_RADIAL_GRAVITY)
    field.position = position
    return field
  }

  /// A field of a kind as the type the factory was called on; the fields are made by the
  /// host, so a subclass that wants one must call the factories on UIFieldBehavior itself.
  private class func made(kind: Int32) -> Self {
    guard let field = UIFieldBehavior(kind: kind) as? Self else {
      preconditionFailure("UIFieldBehavior: call the field factories on UIFieldBehavior")
    }
    return field
  }
}

/// The region a field acts in, as UIKit's UIRegion (a rectangle of a size, or everywhere).
public struct UIRegion: Sendable {
  /// The size; zero for everywhere.
  let size: CGSize
  /// A rectangular region of a size.
  public init(size: CGSize) { self.size = size }
  /// Everywhere.
  public static let infinite = UIRegion(size: .zero)
}

/// The physical properties of items, as UIKit's UIDynamicItemBehavior.
open class UIDynamicItemBehavior: UIDynamicItemListBehavior {
  /// How bouncy collisions are, 0…1.
  open var elasticity: CGFloat = 0 { didSet { set(ANIMHOST_DYN_ELASTICITY, [Double(elasticity)]) } }
  /// Sliding friction.
  open var friction: CGFloat = 0 { didSet { set(ANIMHOST_DYN_FRICTION, [Double(friction)]) } }
  /// Mass per area (a 100×100 item of density 1 has mass 1).
  open var density: CGFloat = 1 { didSet { set(ANIMHOST_DYN_DENSITY, [Double(density)]) } }
  /// Linear damping.
  open var resistance: CGFloat = 0 { didSet { set(ANIMHOST_DYN_RESISTANCE, [Double(resistance)]) } }
  /// Angular damping.
  open var angularResistance: CGFloat = 0 {
    didSet { set(ANIMHOST_DYN_ANGULAR_RESISTANCE, [Double(angularResistance)]) }
  }
  /// Whether collisions and offset forces may spin the items.
  open var allowsRotation = true {
    didSet { set(ANIMHOST_DYN_ALLOWS_ROTATION, [allowsRotation ? 1 : 0]) }
  }
  /// Whether the items stay in place while others collide with them.
  open var isAnchored = false { didSet { set(ANIMHOST_DYN_ANCHORED, [isAnchored ? 1 : 0]) } }

  /// Properties for items.
  public init(items: [any UIDynamicItem]) {
    super.init(kind: ANIMHOST_BEHAVIOR_ITEM, items: items)
  }

  /// Adds a velocity (points per second) to an item.
  open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
    set(ANIMHOST_DYN_LINEAR_VELOCITY, [Double(velocity.x), Double(velocity.y)], item: item)
  }

  /// Adds an angular velocity (radians per second) to an item.
  open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
    set(ANIMHOST_DYN_ANGULAR_VELOCITY, [Double(velocity)], item: item)
  }
}
