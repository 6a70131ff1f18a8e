import Testing
import TransitionEngine

@Suite("Inequalities")
struct LayoutInequalityTests {
  @Test(
    "A required bound beats a weaker preferred width",
    arguments: [
      (LayoutRelation.greaterThanOrEqual, 100.0, 50.0, 100.0),
      (.lessThanOrEqual, 300, 500, 300),
      (.greaterThanOrEqual, 100, 150, 150),
      (.lessThanOrEqual, 300, 200, 200),
    ])
  func boundBeatsPreference(
    relation: LayoutRelation, bound: Double, preferred: Double, expected: Double
  ) throws {
    let width = LayoutVariable(1)
    let solver = LayoutSolver()
    try solver.add(LayoutExpression(width), relation, .init(bound), priority: 1000, tag: 1)
    try solver.add(LayoutExpression(width), .equal, .init(preferred), priority: 250, tag: 2)
    #expect(isClose(solver.value(of: width), expected))
  }

  @Test(
    "A soft bound beats a weaker preference and yields to a stronger one",
    arguments: [(750.0, 250.0, 100.0), (250, 750, 50)])
  func softBound(boundPriority: Double, preferredPriority: Double, expected: Double) throws {
    let width = LayoutVariable(1)
    let solver = LayoutSolver()
    try solver.add(
      LayoutExpression(width), .greaterThanOrEqual, 100, priority: boundPriority, tag: 1)
    try solver.add(LayoutExpression(width), .equal, 50, priority: preferredPriority, tag: 2)
    #expect(isClose(solver.value(of: width), expected))
  }

  @Test("Inequalities between variables order them")
  func orderingBetweenVariables() throws {
    let a = LayoutVariable(1)
    let b = LayoutVariable(2)
    let solver = LayoutSolver()
    try solver.add(LayoutExpression(a), .lessThanOrEqual, b - 20, priority: 1000, tag: 1)
    try solver.add(LayoutExpression(a), .equal, 100, priority: 500, tag: 2)
    try solver.add(LayoutExpression(b), .equal, 90, priority: 250, tag: 3)
    #expect(isClose(solver.value(of: a), 100))
    #expect(isClose(solver.value(of: b), 120))
  }
}
