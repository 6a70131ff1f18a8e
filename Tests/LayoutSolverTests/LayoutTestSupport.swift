import TransitionEngine

/// One constraint of a test layout, before it is given a tag.
struct LayoutTestConstraint {
  let lhs: LayoutExpression
  let relation: LayoutRelation
  let rhs: LayoutExpression
  let priority: Double

  init(
    _ lhs: LayoutExpression, _ relation: LayoutRelation, _ rhs: LayoutExpression,
    priority: Double = LayoutPriority.required
  ) {
    self.lhs = lhs
    self.relation = relation
    self.rhs = rhs
    self.priority = priority
  }
}

/// The frame variables of one view in a test layout.
struct LayoutTestView {
  let left: LayoutVariable
  let top: LayoutVariable
  let width: LayoutVariable
  let height: LayoutVariable

  /// Creates the view whose variables have ids `4 * index ..< 4 * index + 4`.
  init(_ index: Int) {
    left = LayoutVariable(4 * index)
    top = LayoutVariable(4 * index + 1)
    width = LayoutVariable(4 * index + 2)
    height = LayoutVariable(4 * index + 3)
  }

  var right: LayoutExpression { left + width }
  var bottom: LayoutExpression { top + height }
  var centerX: LayoutExpression { left + 0.5 * width }

  /// Returns `[x, y, width, height]` in the solver's current solution.
  func frame(in solver: LayoutSolver) -> [Double] {
    [left, top, width, height].map(solver.value(of:))
  }
}

extension LayoutSolver {
  /// Adds `constraints` with consecutive tags starting at `firstTag`.
  func add(_ constraints: [LayoutTestConstraint], firstTag: Int = 1) throws {
    for (offset, constraint) in constraints.enumerated() {
      try add(
        constraint.lhs, constraint.relation, constraint.rhs, priority: constraint.priority,
        tag: firstTag + offset)
    }
  }
}

/// Returns whether `actual` is within `tolerance` of `expected`.
func isClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-6) -> Bool {
  abs(actual - expected) <= tolerance
}

/// Returns whether two value lists have the same length and are pairwise close.
func isClose(_ actual: [Double], _ expected: [Double], tolerance: Double = 1e-6) -> Bool {
  actual.count == expected.count
    && zip(actual, expected).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}
