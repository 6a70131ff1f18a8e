import TransitionEngine

// Operators and literals for writing constraints in tests; the engine itself builds
// expressions with `adding` and `scaled(by:)`.
extension LayoutExpression {
  /// Returns the sum of two expressions.
  static func + (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
    lhs.adding(rhs)
  }

  /// Returns the difference of two expressions.
  static func - (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
    lhs.adding(rhs.scaled(by: -1))
  }

  /// Returns the expression with every coefficient and the constant negated.
  static prefix func - (operand: LayoutExpression) -> LayoutExpression {
    operand.scaled(by: -1)
  }

  /// Returns the expression scaled by a constant factor.
  static func * (lhs: Double, rhs: LayoutExpression) -> LayoutExpression {
    rhs.scaled(by: lhs)
  }

  /// Returns the expression scaled by a constant factor.
  static func * (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
    lhs.scaled(by: rhs)
  }

  /// Returns the expression divided by a non-zero constant.
  static func / (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
    precondition(rhs != 0, "Cannot divide a LayoutExpression by zero")
    return lhs.scaled(by: 1 / rhs)
  }
}

extension LayoutVariable {
  /// Returns the sum of a variable and an expression.
  static func + (lhs: LayoutVariable, rhs: LayoutExpression) -> LayoutExpression {
    LayoutExpression(lhs) + rhs
  }

  /// Returns the sum of an expression and a variable.
  static func + (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutExpression {
    lhs + LayoutExpression(rhs)
  }

  /// Returns the sum of two variables.
  static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutExpression {
    LayoutExpression(lhs) + LayoutExpression(rhs)
  }

  /// Returns the difference of a variable and an expression.
  static func - (lhs: LayoutVariable, rhs: LayoutExpression) -> LayoutExpression {
    LayoutExpression(lhs) - rhs
  }

  /// Returns the difference of an expression and a variable.
  static func - (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutExpression {
    lhs - LayoutExpression(rhs)
  }

  /// Returns the difference of two variables.
  static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutExpression {
    LayoutExpression(lhs) - LayoutExpression(rhs)
  }

  /// Returns the negated variable as an expression.
  static prefix func - (operand: LayoutVariable) -> LayoutExpression {
    -LayoutExpression(operand)
  }

  /// Returns the variable scaled by a constant factor.
  static func * (lhs: Double, rhs: LayoutVariable) -> LayoutExpression {
    LayoutExpression(rhs).scaled(by: lhs)
  }

  /// Returns the variable scaled by a constant factor.
  static func * (lhs: LayoutVariable, rhs: Double) -> LayoutExpression {
    LayoutExpression(lhs).scaled(by: rhs)
  }

  /// Returns the variable divided by a non-zero constant.
  static func / (lhs: LayoutVariable, rhs: Double) -> LayoutExpression {
    LayoutExpression(lhs) / rhs
  }
}

extension LayoutExpression: ExpressibleByFloatLiteral,
  ExpressibleByIntegerLiteral
{
  /// Creates a constant expression from a floating-point literal.
  public init(floatLiteral value: Double) {
    self.init(value)
  }

  /// Creates a constant expression from an integer literal.
  public init(integerLiteral value: Int) {
    self.init(Double(value))
  }
}
