import Testing
import TransitionEngine

@Suite("Removal")
struct LayoutRemovalTests {
  /// Soft and required constraints on one variable `x`, tagged 1 through 4.
  static let constraints = [
    LayoutTestConstraint(.init(LayoutVariable(1)), .equal, 100, priority: 750),
    LayoutTestConstraint(.init(LayoutVariable(1)), .equal, 200, priority: 250),
    LayoutTestConstraint(.init(LayoutVariable(1)), .greaterThanOrEqual, 50),
    LayoutTestConstraint(.init(LayoutVariable(1)), .lessThanOrEqual, 150, priority: 500),
  ]

  @Test(
    "Removing constraints lets the others take over",
    arguments: [
      ([Int](), 100.0), ([1], 150), ([1, 4], 200), ([3], 100), ([1, 3], 150), ([2], 100),
      ([2, 3, 4], 100), ([1, 2, 3, 4], 0), ([4, 1, 3, 2], 0), ([99], 100),
    ] as [([Int], Double)])
  func removalLetsOthersTakeOver(removed: [Int], expected: Double) throws {
    let x = LayoutVariable(1)
    let solver = LayoutSolver()
    try solver.add(Self.constraints)
    removed.forEach { solver.remove(tag: $0) }
    #expect(isClose(solver.value(of: x), expected))
    #expect(removed.allSatisfy { !solver.hasConstraint(tag: $0) })
  }

  @Test("Removing a required equality whose marker is basic frees its variable")
  func removeBasicMarker() throws {
    let x = LayoutVariable(1)
    let y = LayoutVariable(2)
    let solver = LayoutSolver()
    try solver.add(LayoutExpression(x), .equal, 10, priority: 1000, tag: 1)
    try solver.add(LayoutExpression(y), .equal, x + 10, priority: 1000, tag: 2)
    try solver.add(LayoutExpression(x), .equal, 10, priority: 1000, tag: 3)
    try solver.add(LayoutExpression(y), .equal, 30, priority: 500, tag: 4)
    solver.remove(tag: 3)
    #expect(solver.value(of: y) == 20)
    solver.remove(tag: 1)
    #expect(isClose(solver.value(of: y), 30))
    #expect(isClose(solver.value(of: x), 20))
  }

  @Test("Re-adding a removed constraint restores the solution")
  func readdRestores() throws {
    let solver = LayoutSolver()
    try solver.add(Self.constraints)
    let x = LayoutVariable(1)
    solver.remove(tag: 1)
    #expect(isClose(solver.value(of: x), 150))
    let first = Self.constraints[0]
    try solver.add(first.lhs, first.relation, first.rhs, priority: first.priority, tag: 1)
    #expect(isClose(solver.value(of: x), 100))
    #expect(solver.tags == [1, 2, 3, 4])
  }

  @Test("Changing a constant moves the solution", arguments: [0.0, 42, 150, 1e4])
  func setConstantMoves(constant: Double) throws {
    let x = LayoutVariable(1)
    let y = LayoutVariable(2)
    let solver = LayoutSolver()
    try solver.add(LayoutExpression(x), .equal, 10, priority: 1000, tag: 1)
    try solver.add(LayoutExpression(y), .equal, x + 5, priority: 1000, tag: 2)
    try solver.setConstant(tag: 2, constant)
    #expect(isClose(solver.value(of: y), 10 + constant))
    try solver.setConstant(tag: 404, 1)
    #expect(!solver.hasConstraint(tag: 404))
  }
}
