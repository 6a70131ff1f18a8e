/// One `coefficient * variable` summand of a linear layout expression.
package struct LayoutTerm: Equatable, Sendable {
  /// The variable this term multiplies.
  package var variable: LayoutVariable

  /// The factor applied to the variable.
  package var coefficient: Double

  /// Creates the term `coefficient * variable`.
  ///
  /// - Parameters:
  ///   - variable: The variable the term multiplies.
  ///   - coefficient: The factor applied to the variable; it must be finite.
  package init(_ variable: LayoutVariable, coefficient: Double = 1) {
    precondition(coefficient.isFinite, "LayoutTerm coefficients must be finite")
    self.variable = variable
    self.coefficient = coefficient
  }
}
