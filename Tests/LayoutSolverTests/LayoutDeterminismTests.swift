import Testing
import TransitionEngine

@Suite("Determinism")
struct LayoutDeterminismTests {
  /// Runs a varied sequence of calls and returns the bit patterns of every variable.
  static func run(_ solver: LayoutSolver, seed: Int) -> [UInt64] {
    let views = (0..<6).map(LayoutTestView.init)
    var tag = 0
    func add(
      _ lhs: LayoutExpression, _ relation: LayoutRelation, _ rhs: LayoutExpression,
      _ priority: Double
    ) {
      tag += 1
      try? solver.add(lhs, relation, rhs, priority: priority, tag: tag)
    }
    add(.init(views[0].left), .equal, 0, 1000)
    add(.init(views[0].width), .equal, .init(Double(300 + seed)), 1000)
    for index in 1..<views.count {
      let view = views[index]
      let previous = views[index - 1]
      add(.init(view.left), .greaterThanOrEqual, previous.right + 8, 1000)
      add(.init(view.width), .equal, 0.3 * previous.width, Double(200 + 100 * index))
      add(.init(view.width), .lessThanOrEqual, views[0].width / 3, 999)
      add(.init(view.left), .equal, previous.left + 7, 300)
      add(.init(view.left), .equal, previous.left + 13, 300)
      add(view.right, .lessThanOrEqual, views[0].right, 1000)
    }
    add(.init(views[1].width), .equal, 500, 1000)
    solver.addEditVariable(views[0].width, priority: 900)
    for value in [1000.0, 1500, 333.3, 2048] {
      solver.suggest(views[0].width, value)
    }
    solver.remove(tag: 2)
    solver.suggest(views[0].width, 1234.5)
    solver.remove(tag: 9)
    return views.flatMap { [$0.left, $0.top, $0.width, $0.height] }
      .map { solver.value(of: $0).bitPattern }
  }

  @Test("Solving the same system twice gives identical bit patterns", arguments: [0, 1, 17])
  func identicalBits(seed: Int) {
    let first = Self.run(LayoutSolver(), seed: seed)
    let second = Self.run(LayoutSolver(), seed: seed)
    #expect(first == second)
  }

  @Test("A reset solver reproduces a fresh one bit for bit", arguments: [0, 5])
  func resetReproduces(seed: Int) {
    let solver = LayoutSolver()
    let fresh = Self.run(solver, seed: seed)
    solver.reset()
    #expect(solver.tags.isEmpty)
    #expect(Self.run(solver, seed: seed) == fresh)
  }
}
