/// The tableau symbols that identify one constraint, and its objective weight.
struct LayoutMarkers: Sendable {
  /// The slack, dummy or positive error symbol that identifies the constraint's row.
  let marker: LayoutSymbol

  /// The second error symbol of a soft constraint, if any.
  let other: LayoutSymbol?

  /// The objective weight of a soft constraint, or `nil` for a required one.
  let weight: Double?
}

/// What the solver remembers about a tagged constraint.
struct LayoutConstraintRecord: Sendable {
  /// The constraint's `lhs - rhs`, compared against zero.
  let expression: LayoutExpression

  /// How `expression` compares against zero.
  let relation: LayoutRelation

  /// The UIKit priority, within `1...1000`.
  let priority: Double

  /// The tableau symbols of the constraint.
  let markers: LayoutMarkers
}

/// What the solver remembers about an edit variable.
struct LayoutEditRecord: Sendable {
  /// The tableau symbols of the edit constraint `variable == constant`.
  let markers: LayoutMarkers

  /// The UIKit priority of the edit constraint, below 1000.
  let priority: Double

  /// The value currently suggested for the variable.
  var constant: Double
}

/// The outcome of inserting a constraint row into the tableau.
enum LayoutInsertion {
  /// The row was added; these symbols identify it.
  case added(LayoutMarkers)

  /// The row contradicts the required constraints; these symbols carry the contradiction.
  case conflict([LayoutSymbol])
}
