/// An incremental Cassowary-style simplex solver for linear layout constraints.
///
/// Constraints relate linear expressions of `LayoutVariable`s at a UIKit priority. Priority
/// 1000 constraints are required and hold exactly; lower priorities are soft, and the solver
/// minimizes the sum of their violations weighted by `LayoutPriority.weight(_:)`, so a higher
/// priority always dominates a lower one. Inequalities get slack symbols, soft constraints get
/// error symbols, and edit variables take repeated suggestions re-solved by the dual simplex.
///
/// A required constraint that contradicts the required ones already added is rejected: the
/// constraint just added is the one broken, the solver is left exactly as before the call, and
/// `LayoutSolverError` names it together with the required constraints it conflicts with.
/// The same sequence of calls always yields bit-identical values.
package final class LayoutSolver {
  /// The simplex tableau.
  var tableau = LayoutTableau()

  /// The tableau symbol of every variable seen so far.
  var variableSymbols: [LayoutVariable: LayoutSymbol] = [:]

  /// The tagged constraints.
  var constraints: [Int: LayoutConstraintRecord] = [:]

  /// The tag of each required constraint, by its marker symbol, for conflict reports.
  var requiredMarkerTags: [LayoutSymbol: Int] = [:]

  /// The edit variables.
  var edits: [LayoutVariable: LayoutEditRecord] = [:]

  /// Creates an empty solver.
  package init() {}

  /// The tags of the constraints currently in the solver, in ascending order.
  package var tags: [Int] {
    constraints.keys.sorted()
  }

  /// Adds the constraint `lhs relation rhs` at `priority`, identified by `tag`.
  ///
  /// Adding a tag that is already in use is a programmer error and traps.
  ///
  /// - Parameters:
  ///   - lhs: The left-hand side.
  ///   - relation: How the sides compare.
  ///   - rhs: The right-hand side.
  ///   - priority: A UIKit priority in `1...1000`; 1000 makes the constraint required.
  ///   - tag: The caller's name for the constraint, used to remove or change it.
  /// - Throws: `LayoutSolverError` when the constraint is required and cannot hold together
  ///   with the required constraints already added; the constraint is then not added and the
  ///   solver is unchanged.
  package func add(
    _ lhs: LayoutExpression, _ relation: LayoutRelation, _ rhs: LayoutExpression,
    priority: Double, tag: Int
  ) throws(LayoutSolverError) {
    precondition(constraints[tag] == nil, "A layout constraint with this tag was already added")
    try addConstraint(lhs.adding(rhs.scaled(by: -1)), relation, priority: priority, tag: tag)
  }

  /// Removes the constraint identified by `tag`; does nothing for an unknown tag.
  ///
  /// - Parameter tag: The tag the constraint was added with.
  package func remove(tag: Int) {
    guard let record = constraints.removeValue(forKey: tag) else { return }
    requiredMarkerTags[record.markers.marker] = nil
    removeFromTableau(record.markers)
  }

  /// Returns whether a constraint identified by `tag` is in the solver.
  ///
  /// - Parameter tag: The tag to look for.
  /// - Returns: `true` when the constraint was added and not removed.
  package func hasConstraint(tag: Int) -> Bool {
    constraints[tag] != nil
  }

  /// Returns the constant of the constraint `tag`, or `nil` for an unknown tag.
  ///
  /// The constant of `lhs relation rhs` is `rhs.constant - lhs.constant`, as in UIKit's
  /// `item1 = multiplier * item2 + constant`.
  ///
  /// - Parameter tag: The tag of the constraint.
  /// - Returns: The constraint's constant.
  package func constant(tag: Int) -> Double? {
    constraints[tag].map { -$0.expression.constant }
  }

  /// Changes the constant of the constraint `tag` by removing and re-adding it.
  ///
  /// Does nothing for an unknown tag.
  ///
  /// - Parameters:
  ///   - tag: The tag of the constraint.
  ///   - constant: The new `rhs.constant - lhs.constant`; it must be finite.
  /// - Throws: `LayoutSolverError` when the changed required constraint contradicts the other
  ///   required constraints; the solver then keeps the old constraint and is unchanged.
  package func setConstant(tag: Int, _ constant: Double) throws(LayoutSolverError) {
    precondition(constant.isFinite, "Layout constraint constants must be finite")
    guard let record = constraints[tag], -record.expression.constant != constant else { return }
    let saved = (tableau, variableSymbols, constraints, requiredMarkerTags)
    remove(tag: tag)
    var expression = record.expression
    expression.constant = -constant
    do {
      try addConstraint(expression, record.relation, priority: record.priority, tag: tag)
    } catch {
      (tableau, variableSymbols, constraints, requiredMarkerTags) = saved
      throw error
    }
  }

  /// Returns the current value of `variable`, or 0 for a variable the solver has not seen.
  ///
  /// - Parameter variable: The variable to read.
  /// - Returns: Its value in the current solution.
  package func value(of variable: LayoutVariable) -> Double {
    guard let symbol = variableSymbols[variable] else { return 0 }
    return tableau.value(of: symbol)
  }

  /// Removes every constraint and edit variable.
  package func reset() {
    tableau = LayoutTableau()
    variableSymbols = [:]
    constraints = [:]
    requiredMarkerTags = [:]
    edits = [:]
  }
}
