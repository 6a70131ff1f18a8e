/// A view in the engine's layer tree: UIView and its CALayer in one.
///
/// The model values are what UIKit's getters return. The presentation values are what is on
/// screen at the engine's current time, with running animations applied.
package final class ViewNode {
  /// What kind of view this is.
  package enum Kind: Equatable, Sendable {
    /// A plain view (or a label, when it has text).
    case plain
    /// The window at the root of the tree.
    case window
    /// UIKit's transition container view.
    case container
    /// A snapshot of another view.
    case snapshot(of: Int)
  }

  /// The engine-unique object id.
  package let id: Int
  /// What kind of view it is.
  package let kind: Kind
  /// The scene name (`VCMain.view`, `tapMe`), or nil.
  package var name: String?
  /// The superview, or nil.
  package private(set) weak var superview: ViewNode?
  /// The subviews, back to front.
  package private(set) var subviews: [ViewNode] = []

  /// Model values, indexed by AnimatableProperty.rawValue.
  private var model: [SIMD4<Double>]
  /// Running animations, oldest first.
  package var animations: [PropertyAnimation] = []
  /// Whether the view is hidden (not animatable).
  package var isHidden = false
  /// The text it draws, for labels.
  package var text: String?
  /// 0 left, 1 centre, 2 right.
  package var textAlignment = 1
  /// For snapshots: a frozen copy of the source subtree, drawn scaled to this view's bounds.
  package var snapshotContent: ViewNode?

  package init(id: Int, kind: Kind = .plain, frame: Rect, name: String? = nil) {
    self.id = id
    self.kind = kind
    self.name = name
    model = Array(repeating: .zero, count: AnimatableProperty.allCases.count)
    model[AnimatableProperty.position.rawValue] = SIMD4(frame.midX, frame.midY, 0, 0)
    model[AnimatableProperty.bounds.rawValue] = SIMD4(0, 0, frame.width, frame.height)
    model[AnimatableProperty.alpha.rawValue] = SIMD4(1, 0, 0, 0)
    model[AnimatableProperty.textColor.rawValue] = Color.black.vector
    model[AnimatableProperty.fontSize.rawValue] = SIMD4(17, 0, 0, 0)
  }

  // MARK: - Model values

  /// The model value of a property.
  package func modelValue(_ property: AnimatableProperty) -> SIMD4<Double> {
    model[property.rawValue]
  }

  /// Sets the model value without animating (the engine animates through `Engine.set`).
  package func setModelValue(_ property: AnimatableProperty, _ value: SIMD4<Double>) {
    model[property.rawValue] = value
  }

  /// The presented value of a property at a clock time: the newest animation wins.
  package func presentationValue(_ property: AnimatableProperty, at time: Double) -> SIMD4<Double> {
    if let animation = animations.last(where: { $0.property == property }) {
      return animation.value(at: time)
    }
    return model[property.rawValue]
  }

  package var center: Point {
    let v = modelValue(.position)
    return Point(x: v[0], y: v[1])
  }

  package var bounds: Rect { Rect(modelValue(.bounds)) }

  /// The frame in the superview, derived from the centre and the bounds size.
  package var frame: Rect { Rect(center: center, size: bounds.size) }

  package var alpha: Double { modelValue(.alpha)[0] }

  package var backgroundColor: Color { Color(modelValue(.backgroundColor)) }

  /// The presented frame at a clock time.
  package func presentationFrame(at time: Double) -> Rect {
    let p = presentationValue(.position, at: time)
    let b = presentationValue(.bounds, at: time)
    return Rect(center: Point(x: p[0], y: p[1]), size: Size(width: b[2], height: b[3]))
  }

  // MARK: - Hierarchy

  /// Whether this view is `other` or one of its descendants.
  package func isDescendant(of other: ViewNode) -> Bool {
    var node: ViewNode? = self
    while let current = node {
      if current === other { return true }
      node = current.superview
    }
    return false
  }

  /// Inserts a subview at an index, removing it from its old superview first.
  package func insert(_ child: ViewNode, at index: Int) {
    precondition(!isDescendant(of: child), "ViewNode.insert: a view cannot contain its ancestor")
    child.removeFromSuperview()
    subviews.insert(child, at: min(max(index, 0), subviews.count))
    child.superview = self
  }

  /// Adds a subview in front of the others.
  package func add(_ child: ViewNode) {
    child.removeFromSuperview()
    insert(child, at: subviews.count)
  }

  /// Removes the view from its superview, if it has one.
  package func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Converts a rect in this view's bounds space to the space of an ancestor (or the root).
  package func convert(_ rect: Rect, to ancestor: ViewNode?) -> Rect {
    var result = rect
    var node: ViewNode? = self
    while let current = node, current !== ancestor {
      let frame = current.frame
      let bounds = current.bounds
      result.origin.x += frame.x - bounds.x
      result.origin.y += frame.y - bounds.y
      node = current.superview
    }
    return result
  }

  /// All views in this subtree, depth first, this one first.
  package var subtree: [ViewNode] {
    [self] + subviews.flatMap(\.subtree)
  }
}
