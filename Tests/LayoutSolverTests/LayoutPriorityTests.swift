import Testing
import TransitionEngine

@Suite("Priorities")
struct LayoutPriorityTests {
  @Test(
    "Priorities map to weights 1000^(p/250)",
    arguments: [(250.0, 1e3), (500, 1e6), (750, 1e9), (125, 1e3.squareRoot())] as [(Double, Double)]
  )
  func weightMapping(priority: Double, expected: Double) throws {
    let weight = try #require(LayoutPriority.weight(priority))
    #expect(isClose(weight, expected, tolerance: expected * 1e-12))
  }

  @Test("Priority 999 weighs about 9.7e11 and required has no weight")
  func extremeWeights() throws {
    let weight = try #require(LayoutPriority.weight(999))
    #expect(weight > 9.5e11 && weight < 9.8e11)
    #expect(LayoutPriority.weight(LayoutPriority.required) == nil)
  }

  @Test(
    "Weights grow with priority", arguments: [1.0, 50, 249, 250, 500.5, 749, 750, 998])
  func weightsIncrease(priority: Double) throws {
    let lower = try #require(LayoutPriority.weight(priority))
    let higher = try #require(LayoutPriority.weight(priority + 1))
    #expect(higher > lower * 1.02)
  }

  @Test(
    "The higher of two conflicting soft equalities wins",
    arguments: [
      (750.0, 250.0, true), (750, 250, false), (751, 750, true), (751, 750, false),
      (999, 998, true), (2, 1, false), (500, 499, true),
    ])
  func higherPriorityWins(high: Double, low: Double, highFirst: Bool) throws {
    let x = LayoutVariable(1)
    let solver = LayoutSolver()
    let strong = (LayoutExpression(100), high)
    let weak = (LayoutExpression(200), low)
    let ordered = highFirst ? [strong, weak] : [weak, strong]
    try solver.add(
      ordered.map { LayoutTestConstraint(LayoutExpression(x), .equal, $0.0, priority: $0.1) })
    #expect(isClose(solver.value(of: x), 100))
  }

  @Test(
    "Equal priorities settle between the two targets",
    arguments: [1.0, 250, 500, 750, 999])
  func equalPrioritiesSplit(priority: Double) throws {
    let x = LayoutVariable(1)
    let solver = LayoutSolver()
    try solver.add(LayoutExpression(x), .equal, 100, priority: priority, tag: 1)
    try solver.add(LayoutExpression(x), .equal, 200, priority: priority, tag: 2)
    let value = solver.value(of: x)
    #expect(value >= 100 - 1e-6 && value <= 200 + 1e-6)
  }

  @Test("Soft constraints never throw, even against required ones")
  func softNeverThrows() throws {
    let x = LayoutVariable(1)
    let solver = LayoutSolver()
    try solver.add(LayoutExpression(x), .equal, 10, priority: 1000, tag: 1)
    try solver.add(LayoutExpression(x), .equal, 20, priority: 999, tag: 2)
    try solver.add(LayoutExpression(x), .greaterThanOrEqual, 30, priority: 999, tag: 3)
    #expect(isClose(solver.value(of: x), 10))
  }
}
