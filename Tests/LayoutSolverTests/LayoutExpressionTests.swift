import Testing
import TransitionEngine

@Suite("Expressions")
struct LayoutExpressionTests {
  static let x = LayoutVariable(1)
  static let y = LayoutVariable(2)

  @Test(
    "Operators build the expected linear expressions",
    arguments: [
      (x + y + 8, 3 + 4 + 8),
      (x - y, 3 - 4),
      (2 * x - 0.5 * y + 1, 6 - 2 + 1),
      (-(x + 2) * 3, -15),
      ((x + y) / 2, 3.5),
      (x * 4 - LayoutExpression(y), 8),
      (-x + 10, 7),
      (LayoutExpression(12.5), 12.5),
    ] as [(LayoutExpression, Double)])
  func operators(expression: LayoutExpression, expected: Double) {
    let value = expression.evaluated { $0 == Self.x ? 3 : 4 }
    #expect(value == expected)
  }

  @Test("Expressions keep their terms in order")
  func termsInOrder() {
    let expression = Self.x + 2 * Self.y - Self.x
    #expect(expression.terms.map(\.variable) == [Self.x, Self.y, Self.x])
    #expect(expression.terms.map(\.coefficient) == [1, 2, -1])
    #expect(expression.constant == 0)
  }
}
