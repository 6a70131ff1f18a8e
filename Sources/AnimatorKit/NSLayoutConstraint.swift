/// A constraint's priority, as UIKit's UILayoutPriority (1…1000; 1000 is required).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority's value.
  public var rawValue: Float
  /// A priority of a value.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// A priority of a value.
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  /// Must hold (1000).
  public static let required = UILayoutPriority(1000)
  /// UIKit's default high priority (750).
  public static let defaultHigh = UILayoutPriority(750)
  /// UIKit's default low priority (250).
  public static let defaultLow = UILayoutPriority(250)
  /// The priority a view's fitting size is computed at (50).
  public static let fittingSizeLevel = UILayoutPriority(50)
  /// Orders priorities by value.
  public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool {
    a.rawValue < b.rawValue
  }
}

/// A relation between two attributes of views or layout guides, solved by the host as Auto
/// Layout solves them (ABI 1.6), as UIKit's NSLayoutConstraint.
open class NSLayoutConstraint: NSObject {
  /// NSLayoutConstraint.Attribute, with UIKit's raw values.
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin
    case leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
    /// No attribute (the second of a constant size).
    case notAnAttribute = 0
  }

  /// NSLayoutConstraint.Relation.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
  }

  let handle: animhost_handle
  let host: UnsafePointer<animhost_host_v1>

  /// The first item: a view or a layout guide.
  public let firstItem: AnyObject?
  /// The first item's attribute.
  public let firstAttribute: Attribute
  /// The relation.
  public let relation: Relation
  /// The second item, or nil for a constant.
  public let secondItem: AnyObject?
  /// The second item's attribute.
  public let secondAttribute: Attribute
  /// What the second attribute is multiplied by.
  public let multiplier: CGFloat
  /// A name for the constraint in logs.
  open var identifier: String?

  /// What is added to the multiplied second attribute; changing it and calling
  /// layoutIfNeeded() inside UIView.animate animates the layout.
  open var constant: CGFloat {
    didSet { send(ANIMHOST_CONSTRAINT_CONSTANT, Double(constant)) }
  }
  /// The priority (required by default).
  open var priority = UILayoutPriority.required {
    didSet { send(ANIMHOST_CONSTRAINT_PRIORITY, Double(priority.rawValue)) }
  }
  /// Whether the constraint takes part in layout.
  open var isActive = false {
    didSet { send(ANIMHOST_CONSTRAINT_ACTIVE, isActive ? 1 : 0) }
  }

  /// `item.attribute relation multiplier × toItem.attribute + constant`.
  public init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
    attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
  ) {
    host = HostScope.current
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = attr2
    self.multiplier = multiplier
    constant = c
    let first = LayoutItem(view1), second = view2.map(LayoutItem.init)
    var spec = animhost_constraint_v1(
      struct_size: UInt32(MemoryLayout<animhost_constraint_v1>.size),
      first_item: first?.handle ?? 0, first_guide: first?.guide ?? 0,
      first_attribute: Int32(attr1.rawValue), relation: Int32(relation.rawValue),
      second_item: second??.handle ?? 0, second_guide: second??.guide ?? 0,
      second_attribute: Int32(attr2.rawValue), multiplier: Double(multiplier),
      constant: Double(c), priority: 1000)
    handle = HostScope.hasABI16(host) ? host.pointee.layout_constraint_create(host, &spec) : 0
  }

  /// Activates constraints.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Deactivates constraints.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  private func send(_ field: Int32, _ value: Double) {
    guard handle != 0 else { return }
    _ = host.pointee.layout_constraint_set(host, handle, field, value)
  }
}

/// A view or a layout guide as the host knows it: a view handle and which guide of it.
struct LayoutItem {
  let handle: animhost_handle
  let guide: Int32

  init?(_ item: Any) {
    if let view = item as? UIView {
      handle = view.handle
      guide = ANIMHOST_GUIDE_VIEW
    } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
      handle = owner.handle
      self.guide = guide.kind
    } else {
      return nil
    }
  }
}
