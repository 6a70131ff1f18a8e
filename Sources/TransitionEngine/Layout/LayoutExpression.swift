/// A linear expression: a sum of `coefficient * variable` terms plus a constant.
///
/// Expressions are built with the arithmetic operators declared alongside this type, from
/// variables, other expressions and numeric literals (`x + w + 8`, `0.5 * width`).
package struct LayoutExpression: Equatable, Sendable {
  /// The variable terms, in the order they were written; a variable may appear more than once.
  package var terms: [LayoutTerm]

  /// The constant summand.
  package var constant: Double

  /// Creates an expression from its terms and constant.
  ///
  /// - Parameters:
  ///   - terms: The variable terms.
  ///   - constant: The constant summand; it must be finite.
  package init(terms: [LayoutTerm] = [], constant: Double = 0) {
    precondition(constant.isFinite, "LayoutExpression constants must be finite")
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 * variable`.
  ///
  /// - Parameter variable: The variable the expression consists of.
  package init(_ variable: LayoutVariable) {
    self.init(terms: [LayoutTerm(variable)])
  }

  /// Creates the constant expression `constant`.
  ///
  /// - Parameter constant: The value of the expression; it must be finite.
  package init(_ constant: Double) {
    self.init(terms: [], constant: constant)
  }

  /// Returns the expression with every coefficient and the constant multiplied by `factor`.
  ///
  /// - Parameter factor: The finite scale factor.
  /// - Returns: The scaled expression.
  package func scaled(by factor: Double) -> LayoutExpression {
    precondition(factor.isFinite, "LayoutExpression scale factors must be finite")
    let scaledTerms = terms.map { LayoutTerm($0.variable, coefficient: $0.coefficient * factor) }
    return LayoutExpression(terms: scaledTerms, constant: constant * factor)
  }

  /// Returns the sum of this expression and `other`, keeping the terms of both in order.
  ///
  /// - Parameter other: The expression to add.
  /// - Returns: The sum.
  package func adding(_ other: LayoutExpression) -> LayoutExpression {
    LayoutExpression(terms: terms + other.terms, constant: constant + other.constant)
  }

  /// Evaluates the expression with each variable replaced by `value(variable)`.
  ///
  /// - Parameter value: The value of each variable, typically `solver.value(of:)`.
  /// - Returns: The value of the expression.
  package func evaluated(_ value: (LayoutVariable) -> Double) -> Double {
    terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
  }
}
