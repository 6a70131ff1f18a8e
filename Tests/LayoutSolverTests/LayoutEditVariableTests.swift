import Testing
import TransitionEngine

@Suite("Edit variables")
struct LayoutEditVariableTests {
  @Test(
    "Repeated suggestions are followed",
    arguments: [[10.0, 50, 250, -30, 80], [0, 0, 1e5, 3.25], [375, 390, 414, 320]])
  func suggestionsFollowed(values: [Double]) throws {
    let width = LayoutVariable(1)
    let doubled = LayoutVariable(2)
    let solver = LayoutSolver()
    try solver.add(LayoutExpression(doubled), .equal, 2 * width + 1, priority: 1000, tag: 1)
    solver.addEditVariable(width, priority: 750)
    let results = values.map { value in
      solver.suggest(width, value)
      return [solver.value(of: width), solver.value(of: doubled)]
    }
    #expect(isClose(results.flatMap { $0 }, values.flatMap { [$0, 2 * $0 + 1] }))
  }

  @Test(
    "A required bound clamps suggestions beyond it",
    arguments: [([50.0, 150, 99, 1000, -5], [50.0, 100, 99, 100, -5])])
  func requiredBoundClamps(values: [Double], expected: [Double]) throws {
    let x = LayoutVariable(1)
    let solver = LayoutSolver()
    try solver.add(LayoutExpression(x), .lessThanOrEqual, 100, priority: 1000, tag: 1)
    solver.addEditVariable(x, priority: 999)
    let results = values.map { value in
      solver.suggest(x, value)
      return solver.value(of: x)
    }
    #expect(isClose(results, expected))
  }

  @Test(
    "An edit yields to stronger soft constraints and beats weaker ones",
    arguments: [(250.0, 40.0), (999, 70)])
  func editPriority(editPriority: Double, expected: Double) throws {
    let x = LayoutVariable(1)
    let solver = LayoutSolver()
    try solver.add(LayoutExpression(x), .equal, 40, priority: 750, tag: 1)
    solver.addEditVariable(x, priority: editPriority)
    solver.suggest(x, 70)
    #expect(isClose(solver.value(of: x), expected))
  }

  @Test("Adding and removing edit variables")
  func addAndRemove() throws {
    let x = LayoutVariable(1)
    let solver = LayoutSolver()
    try solver.add(LayoutExpression(x), .equal, 40, priority: 250, tag: 1)
    solver.addEditVariable(x, priority: 500)
    #expect(solver.hasEditVariable(x))
    #expect(isClose(solver.value(of: x), 40))
    solver.suggest(x, 90)
    #expect(isClose(solver.value(of: x), 90))
    solver.addEditVariable(x, priority: 100)
    #expect(isClose(solver.value(of: x), 40))
    solver.suggest(x, 60)
    #expect(isClose(solver.value(of: x), 40))
    solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    #expect(isClose(solver.value(of: x), 40))
  }

  @Test("Suggestions drive a whole layout", arguments: [100.0, 320, 390, 1024])
  func suggestionsDriveLayout(containerWidth: Double) throws {
    let container = LayoutTestView(0)
    let view = LayoutTestView(1)
    let solver = LayoutSolver()
    try solver.add([
      LayoutTestConstraint(.init(container.left), .equal, 0),
      LayoutTestConstraint(.init(view.left), .equal, container.left + 20),
      LayoutTestConstraint(view.right, .equal, container.right - 20),
      LayoutTestConstraint(.init(view.width), .greaterThanOrEqual, 200),
    ])
    solver.addEditVariable(container.width, priority: 999)
    solver.suggest(container.width, containerWidth)
    let expectedWidth = max(containerWidth, 240)
    #expect(isClose(solver.value(of: container.width), expectedWidth))
    #expect(isClose(solver.value(of: view.width), expectedWidth - 40))
  }
}
