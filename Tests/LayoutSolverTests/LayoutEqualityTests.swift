import Testing
import TransitionEngine

@Suite("Equalities")
struct LayoutEqualityTests {
  @Test(
    "A chain of views laid out with equalities solves exactly",
    arguments: [(3, 100.0, 8.0), (5, 44.0, 0.0), (8, 37.5, 12.25)])
  func chainSolvesExactly(count: Int, width: Double, spacing: Double) throws {
    let solver = LayoutSolver()
    let views = (0..<count).map(LayoutTestView.init)
    var constraints = [LayoutTestConstraint(LayoutExpression(views[0].left), .equal, 0)]
    for (index, view) in views.enumerated() {
      constraints.append(LayoutTestConstraint(LayoutExpression(view.width), .equal, .init(width)))
      if index > 0 {
        let previous = views[index - 1]
        constraints.append(
          LayoutTestConstraint(
            LayoutExpression(view.left), .equal,
            previous.left + previous.width + LayoutExpression(spacing)))
      }
    }
    try solver.add(constraints)
    let lefts = views.map { solver.value(of: $0.left) }
    let expected = (0..<count).map { Double($0) * (width + spacing) }
    #expect(lefts == expected)
    #expect(views.allSatisfy { solver.value(of: $0.width) == width })
  }

  @Test("Equalities with coefficients solve a linear system")
  func linearSystem() throws {
    let x = LayoutVariable(1)
    let y = LayoutVariable(2)
    let solver = LayoutSolver()
    try solver.add(x + y, .equal, 10, priority: 1000, tag: 1)
    try solver.add(2 * x - y, .equal, 2, priority: 1000, tag: 2)
    #expect(isClose(solver.value(of: x), 4))
    #expect(isClose(solver.value(of: y), 6))
  }

  @Test("Unknown variables read as zero")
  func unknownVariablesAreZero() throws {
    let solver = LayoutSolver()
    try solver.add(LayoutExpression(LayoutVariable(1)), .equal, 5, priority: 1000, tag: 1)
    #expect(solver.value(of: LayoutVariable(99)) == 0)
  }

  @Test("Consistent duplicate required equalities are accepted")
  func redundantEqualities() throws {
    let x = LayoutVariable(1)
    let y = LayoutVariable(2)
    let z = LayoutVariable(3)
    let solver = LayoutSolver()
    try solver.add(
      [
        LayoutTestConstraint(LayoutExpression(x), .equal, 10),
        LayoutTestConstraint(LayoutExpression(x), .equal, 10),
        LayoutTestConstraint(LayoutExpression(y), .equal, x + 5),
        LayoutTestConstraint(LayoutExpression(z), .equal, y - 2),
        LayoutTestConstraint(LayoutExpression(z), .equal, x + 3),
      ])
    #expect([x, y, z].map(solver.value(of:)) == [10, 15, 13])
    solver.remove(tag: 1)
    #expect(solver.value(of: x) == 10)
    solver.remove(tag: 2)
    #expect(isClose(solver.value(of: z) - solver.value(of: x), 3))
  }
}
