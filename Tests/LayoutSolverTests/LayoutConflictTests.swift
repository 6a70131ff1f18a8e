import Testing
import TransitionEngine

@Suite("Required conflicts")
struct LayoutConflictTests {
  /// A scenario: required constraints that hold, then one that cannot.
  struct Scenario: Sendable, CustomTestStringConvertible {
    let name: String
    let accepted: @Sendable ([LayoutVariable]) -> [LayoutTestConstraint]
    let rejected: @Sendable ([LayoutVariable]) -> LayoutTestConstraint
    let conflictingTags: [Int]

    var testDescription: String { name }
  }

  static let scenarios = [
    Scenario(
      name: "x == 10 then x == 20",
      accepted: { v in [.init(.init(v[0]), .equal, 10)] },
      rejected: { v in .init(.init(v[0]), .equal, 20) },
      conflictingTags: [1]),
    Scenario(
      name: "x >= 10 then x <= 5",
      accepted: { v in [.init(.init(v[0]), .greaterThanOrEqual, 10)] },
      rejected: { v in .init(.init(v[0]), .lessThanOrEqual, 5) },
      conflictingTags: [1]),
    Scenario(
      name: "x == y, y == 10, then x == 20",
      accepted: { v in [.init(.init(v[0]), .equal, .init(v[1])), .init(.init(v[1]), .equal, 10)] },
      rejected: { v in .init(.init(v[0]), .equal, 20) },
      conflictingTags: [1, 2]),
    Scenario(
      name: "x >= 6, y >= 6, then x + y == 10",
      accepted: { v in
        [.init(.init(v[0]), .greaterThanOrEqual, 6), .init(.init(v[1]), .greaterThanOrEqual, 6)]
      },
      rejected: { v in .init(v[0] + v[1], .equal, 10) },
      conflictingTags: [1, 2]),
    Scenario(
      name: "width >= 0 and right <= 100 with left == 120",
      accepted: { v in
        [.init(.init(v[1]), .greaterThanOrEqual, 0), .init(v[0] + v[1], .lessThanOrEqual, 100)]
      },
      rejected: { v in .init(.init(v[0]), .equal, 120) },
      conflictingTags: [1, 2]),
  ]

  @Test(
    "A conflicting required constraint throws and leaves the solver unchanged",
    arguments: scenarios)
  func conflictThrows(scenario: Scenario) throws {
    let variables = [LayoutVariable(1), LayoutVariable(2)]
    let solver = LayoutSolver()
    try solver.add(scenario.accepted(variables), firstTag: 1)
    let before = variables.map { solver.value(of: $0).bitPattern }
    let rejected = scenario.rejected(variables)
    let error = #expect(throws: LayoutSolverError.self) {
      try solver.add(rejected.lhs, rejected.relation, rejected.rhs, priority: 1000, tag: 100)
    }
    #expect(error?.tag == 100)
    #expect(error?.conflictingTags == scenario.conflictingTags)
    #expect(!solver.hasConstraint(tag: 100))
    #expect(variables.map { solver.value(of: $0).bitPattern } == before)
  }

  @Test("After x == 10 rejects x == 20, x stays 10 and the solver keeps working")
  func solverWorksAfterConflict() throws {
    let x = LayoutVariable(1)
    let y = LayoutVariable(2)
    let solver = LayoutSolver()
    try solver.add(LayoutExpression(x), .equal, 10, priority: 1000, tag: 1)
    #expect(throws: LayoutSolverError(tag: 2, conflictingTags: [1])) {
      try solver.add(LayoutExpression(x), .equal, 20, priority: 1000, tag: 2)
    }
    #expect(solver.value(of: x) == 10)
    try solver.add(LayoutExpression(y), .equal, x + 5, priority: 1000, tag: 3)
    #expect(solver.value(of: y) == 15)
    solver.remove(tag: 1)
    try solver.add(LayoutExpression(x), .equal, 20, priority: 1000, tag: 2)
    #expect(solver.value(of: x) == 20)
    #expect(solver.value(of: y) == 25)
    #expect(solver.tags == [2, 3])
  }

  @Test("A rejected constant change keeps the old constraint")
  func rejectedConstantChange() throws {
    let x = LayoutVariable(1)
    let solver = LayoutSolver()
    try solver.add(LayoutExpression(x), .lessThanOrEqual, 100, priority: 1000, tag: 1)
    try solver.add(LayoutExpression(x), .equal, 50, priority: 1000, tag: 2)
    #expect(throws: LayoutSolverError(tag: 2, conflictingTags: [1])) {
      try solver.setConstant(tag: 2, 150)
    }
    #expect(solver.constant(tag: 2) == 50)
    #expect(solver.value(of: x) == 50)
    try solver.setConstant(tag: 2, 80)
    #expect(solver.constant(tag: 2) == 80)
    #expect(isClose(solver.value(of: x), 80))
  }
}
