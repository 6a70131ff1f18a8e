/// Auto Layout: active constraints solved together (LayoutSolver) into the frames of the
/// views that opted out of autoresizing, at each layout pass: `layoutIfNeeded`, or the end of
/// every call into animator code when a constraint changed (UIKit's pass at the end of the run
/// loop). Inside an animation block the new frames animate, which is the iOS idiom of changing
/// a constraint's constant and calling layoutIfNeeded in `UIView.animate`.
extension Engine {
  /// NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:),
  /// inactive until activated.
  package func makeConstraint(
    first: LayoutAnchorRef, relation: Int, second: LayoutAnchorRef?, multiplier: Double,
    constant: Double, priority: Double
  ) -> LayoutConstraintNode {
    let constraint = LayoutConstraintNode(
      id: makeID(), first: first, relation: max(-1, min(relation, 1)), second: second,
      multiplier: multiplier, constant: constant, priority: min(max(priority, 1), 1000))
    constraintsByID[constraint.id] = constraint
    return constraint
  }

  package func constraint(id: Int) -> LayoutConstraintNode? { constraintsByID[id] }

  /// isActive.
  package func setActive(_ constraint: LayoutConstraintNode, _ active: Bool) {
    guard constraint.isActive != active else { return }
    constraint.isActive = active
    if active {
      activeConstraints.append(constraint)
    } else {
      activeConstraints.removeAll { $0 === constraint }
    }
    needsLayout = true
  }

  /// The constant (the animated-constant idiom changes it, then lays out in an animation).
  package func setConstant(_ constraint: LayoutConstraintNode, _ constant: Double) {
    constraint.constant = constant
    if constraint.isActive { needsLayout = true }
  }

  /// The priority, 1…1000.
  package func setPriority(_ constraint: LayoutConstraintNode, _ priority: Double) {
    constraint.priority = min(max(priority, 1), 1000)
    if constraint.isActive { needsLayout = true }
  }

  /// translatesAutoresizingMaskIntoConstraints.
  package func setTranslatesAutoresizing(_ view: ViewNode, _ translates: Bool) {
    guard view.translatesAutoresizingMaskIntoConstraints != translates else { return }
    view.translatesAutoresizingMaskIntoConstraints = translates
    needsLayout = true
  }

  /// setNeedsLayout().
  package func setNeedsLayout() { needsLayout = true }

  /// layoutIfNeeded(): solves the active constraints when something changed and moves the
  /// views; inside an animation block they animate there.
  package func layoutIfNeeded() {
    guard needsLayout else { return }
    needsLayout = false
    guard !activeConstraints.isEmpty else { return }
    var layout = AutoLayoutPass(engine: self)
    layout.run(activeConstraints)
  }
}

/// One layout pass: the views the constraints touch, their variables, the solve and the new
/// frames.
struct AutoLayoutPass {
  let engine: Engine
  private let solver = LayoutSolver()
  /// The views in the system by id, in the order met, with their frames in the window.
  private var views: [(view: ViewNode, frame: Rect)] = []
  private var index: [Int: Int] = [:]

  init(engine: Engine) {
    self.engine = engine
  }

  /// The variables of a view: x, y, width and height in the window.
  private func variable(_ view: ViewNode, _ k: Int) -> LayoutVariable {
    LayoutVariable(view.id * 4 + k)
  }

  private mutating func include(_ view: ViewNode) {
    guard index[view.id] == nil else { return }
    index[view.id] = views.count
    views.append(
      (view, view.convert(Rect(origin: view.bounds.origin, size: view.bounds.size), to: nil)))
  }

  mutating func run(_ constraints: [LayoutConstraintNode]) {
    for constraint in constraints {
      include(constraint.first.view)
      if let second = constraint.second { include(second.view) }
    }
    for (view, frame) in views { pin(view, frame) }
    for constraint in constraints { add(constraint) }
    apply()
  }

  /// A view that keeps its autoresizing frame is fixed relative to its superview (or, when the
  /// superview is not in the system, where it is); one laid out by constraints stays where it
  /// is only as the weakest wish, so constraints decide.
  private mutating func pin(_ view: ViewNode, _ frame: Rect) {
    let current = [frame.x, frame.y, frame.width, frame.height]
    let weak = !view.translatesAutoresizingMaskIntoConstraints
    for k in 0..<4 {
      var expression = LayoutExpression(variable(view, k))
      var target = current[k]
      if !weak, k < 2, let parent = view.superview, index[parent.id] != nil {
        expression = expression.adding(LayoutExpression(variable(parent, k)).scaled(by: -1))
        let parentFrame = views[index[parent.id] ?? 0].frame
        target -= k == 0 ? parentFrame.x : parentFrame.y
      }
      // A pin never conflicts: each is on its own variables or against a free parent.
      try? solver.add(
        expression, .equal, LayoutExpression(target), priority: weak ? 1 : 1000,
        tag: -(view.id * 4 + k) - 1)
    }
  }

  /// The expression of an attribute in the window.
  private func expression(_ ref: LayoutAnchorRef) -> LayoutExpression {
    let v = ref.view
    var insets = (top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)
    var attribute = ref.attribute
    let marginAttributes: [LayoutAttribute: LayoutAttribute] = [
      .leftMargin: .left, .rightMargin: .right, .topMargin: .top, .bottomMargin: .bottom,
      .leadingMargin: .leading, .trailingMargin: .trailing, .centerXWithinMargins: .centerX,
      .centerYWithinMargins: .centerY,
    ]
    if ref.guide == .safeArea {
      insets = engine.safeAreaInsets(of: v)
    } else if ref.guide == .margins || marginAttributes[attribute] != nil {
      let m = v.layoutMargins
      insets = (m.top, m.left, m.bottom, m.right)
      attribute = marginAttributes[attribute] ?? attribute
    }
    func term(_ k: Int, _ c: Double) -> LayoutTerm { LayoutTerm(variable(v, k), coefficient: c) }
    let (terms, constant): ([LayoutTerm], Double) =
      switch attribute {
      case .left, .leading: ([term(0, 1)], insets.left)
      case .right, .trailing: ([term(0, 1), term(2, 1)], -insets.right)
      case .top, .firstBaseline: ([term(1, 1)], insets.top)
      case .bottom, .lastBaseline: ([term(1, 1), term(3, 1)], -insets.bottom)
      case .width: ([term(2, 1)], -insets.left - insets.right)
      case .height: ([term(3, 1)], -insets.top - insets.bottom)
      case .centerX, .centerXWithinMargins:
        ([term(0, 1), term(2, 0.5)], (insets.left - insets.right) / 2)
      case .centerY, .centerYWithinMargins:
        ([term(1, 1), term(3, 0.5)], (insets.top - insets.bottom) / 2)
      default: ([], 0)
      }
    return LayoutExpression(terms: terms, constant: constant)
  }

  private func add(_ constraint: LayoutConstraintNode) {
    let lhs = expression(constraint.first)
    var rhs = LayoutExpression(constraint.constant)
    if let second = constraint.second {
      rhs = expression(second).scaled(by: constraint.multiplier).adding(rhs)
    }
    let relation: LayoutRelation =
      constraint.relation < 0
      ? .lessThanOrEqual : constraint.relation > 0 ? .greaterThanOrEqual : .equal
    do {
      try solver.add(lhs, relation, rhs, priority: constraint.priority, tag: constraint.id)
    } catch {
      let others = error.conflictingTags.compactMap { engine.constraint(id: $0)?.description }
      engine.diagnose(
        .warning, "unsatisfiable-constraints",
        "Unable to simultaneously satisfy constraints: "
          + (others + [constraint.description])
          .joined(separator: ", ") + ". Will attempt to recover by breaking constraint "
          + constraint.description)
    }
  }

  /// Moves each view laid out by constraints to its solved frame (relative to its superview's
  /// solved or current place); inside an animation block the change animates.
  private func apply() {
    for (view, _) in views where !view.translatesAutoresizingMaskIntoConstraints {
      let x = solver.value(of: variable(view, 0)), y = solver.value(of: variable(view, 1))
      let w = max(0, solver.value(of: variable(view, 2)))
      let h = max(0, solver.value(of: variable(view, 3)))
      var origin = Point(x: x, y: y)
      if let parent = view.superview {
        let parentFrame: Rect
        if index[parent.id] != nil, !parent.translatesAutoresizingMaskIntoConstraints {
          parentFrame = Rect(
            x: solver.value(of: variable(parent, 0)), y: solver.value(of: variable(parent, 1)),
            width: 0, height: 0)
        } else {
          parentFrame = parent.convert(parent.bounds, to: nil)
        }
        origin = Point(
          x: x - parentFrame.x + parent.bounds.x, y: y - parentFrame.y + parent.bounds.y)
      }
      let anchor = view.modelValue(.anchorPoint)
      engine.set(
        .bounds, of: view, to: Rect(x: view.bounds.x, y: view.bounds.y, width: w, height: h).vector)
      engine.set(
        .position, of: view, to: PropertyValue(origin.x + anchor[0] * w, origin.y + anchor[1] * h))
    }
  }
}
