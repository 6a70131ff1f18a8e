import Testing
import TransitionEngine

/// A small deterministic pseudo-random generator (64-bit LCG) for reproducible systems.
struct LayoutTestRandom {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
  }

  mutating func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }

  mutating func pick<T>(_ values: [T]) -> T {
    values[next(values.count)]
  }
}

/// A random system: required constraints satisfied by a hidden solution, plus soft ones.
struct LayoutTestSystem {
  var constraints: [LayoutTestConstraint] = []
  let variables: [LayoutVariable]

  init(seed: UInt64, variableCount: Int = 6, requiredCount: Int = 6, softCount: Int = 10) {
    var random = LayoutTestRandom(seed: seed)
    variables = (0..<variableCount).map(LayoutVariable.init)
    let hidden = variables.map { _ in Double(random.next(200)) - 50 }
    func expression() -> LayoutExpression {
      let terms = (0..<(1 + random.next(3))).map { _ in
        LayoutTerm(
          random.pick(Array(0..<variableCount).map { LayoutVariable($0) }),
          coefficient: random.pick([-2, -1, -0.5, 0.5, 1, 2, 3]))
      }
      return LayoutExpression(terms: terms)
    }
    for _ in 0..<requiredCount {
      let lhs = expression()
      let value = lhs.evaluated { hidden[$0.id] }
      let relation = random.pick([LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
      let margin = Double(random.next(30))
      let rhs: Double =
        switch relation {
        case .equal: value
        case .lessThanOrEqual: value + margin
        case .greaterThanOrEqual: value - margin
        }
      constraints.append(LayoutTestConstraint(lhs, relation, .init(rhs)))
    }
    for _ in 0..<softCount {
      let relation = random.pick([LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual])
      let priority = random.pick([
        1.0, 100, 250, 251, 500, 749, 750, 999, Double(1 + random.next(998)),
      ])
      constraints.append(
        LayoutTestConstraint(
          expression(), relation, .init(Double(random.next(300)) - 100), priority: priority))
    }
  }

  /// The weighted violation of the soft constraints, and the worst required violation.
  ///
  /// Violations below 1e-7 are rounding noise on satisfied constraints and count as zero:
  /// multiplied by weights up to 1e12 they would otherwise swamp the comparison.
  func evaluate(_ solver: LayoutSolver) -> (objective: Double, requiredViolation: Double) {
    var objective = 0.0
    var required = 0.0
    for constraint in constraints {
      let difference = (constraint.lhs - constraint.rhs).evaluated(solver.value(of:))
      let violation: Double =
        switch constraint.relation {
        case .equal: abs(difference)
        case .lessThanOrEqual: max(0, difference)
        case .greaterThanOrEqual: max(0, -difference)
        }
      if let weight = LayoutPriority.weight(constraint.priority) {
        objective += violation < 1e-7 ? 0 : weight * violation
      } else {
        required = max(required, violation)
      }
    }
    return (objective, required)
  }
}

@Suite("Random systems")
struct LayoutRandomSystemTests {
  static let seeds: [UInt64] = Array(1...300)

  @Test(
    "Required constraints hold and the optimum does not depend on insertion order",
    arguments: seeds)
  func orderIndependentOptimum(seed: UInt64) throws {
    let system = LayoutTestSystem(seed: seed)
    let forward = LayoutSolver()
    try forward.add(system.constraints)
    let backward = LayoutSolver()
    for (offset, constraint) in system.constraints.enumerated().reversed() {
      try backward.add(
        constraint.lhs, constraint.relation, constraint.rhs, priority: constraint.priority,
        tag: offset + 1)
    }
    let first = system.evaluate(forward)
    let second = system.evaluate(backward)
    #expect(first.requiredViolation < 1e-6)
    #expect(second.requiredViolation < 1e-6)
    #expect(isClose(first.objective, second.objective, tolerance: 1e-9 * max(1, first.objective)))
  }

  @Test("Removing constraints reaches the optimum of a fresh build", arguments: seeds)
  func removalMatchesFreshBuild(seed: UInt64) throws {
    var system = LayoutTestSystem(seed: seed)
    let solver = LayoutSolver()
    try solver.add(system.constraints)
    var random = LayoutTestRandom(seed: seed &+ 99)
    let removed = Set((0..<6).map { _ in random.next(system.constraints.count) })
    for index in removed.sorted() {
      solver.remove(tag: index + 1)
    }
    system.constraints = system.constraints.enumerated()
      .filter { !removed.contains($0.offset) }.map(\.element)
    let fresh = LayoutSolver()
    try fresh.add(system.constraints)
    let incremental = system.evaluate(solver)
    let expected = system.evaluate(fresh)
    #expect(incremental.requiredViolation < 1e-6)
    #expect(
      isClose(
        incremental.objective, expected.objective, tolerance: 1e-9 * max(1, expected.objective)))
  }

  @Test("Suggestions reach the optimum of equivalent soft constraints", arguments: seeds)
  func suggestionsMatchConstraints(seed: UInt64) throws {
    var system = LayoutTestSystem(seed: seed)
    let solver = LayoutSolver()
    try solver.add(system.constraints)
    var random = LayoutTestRandom(seed: seed &+ 7)
    let edited = [system.variables[0], system.variables[1]]
    let priorities = [Double(1 + random.next(998)), Double(1 + random.next(998))]
    for (variable, priority) in zip(edited, priorities) {
      solver.addEditVariable(variable, priority: priority)
    }
    var last = [0.0, 0.0]
    for _ in 0..<5 {
      for index in edited.indices {
        last[index] = Double(random.next(400)) - 150
        solver.suggest(edited[index], last[index])
      }
    }
    for index in edited.indices {
      system.constraints.append(
        LayoutTestConstraint(
          .init(edited[index]), .equal, .init(last[index]), priority: priorities[index]))
    }
    let fresh = LayoutSolver()
    try fresh.add(system.constraints)
    let incremental = system.evaluate(solver)
    let expected = system.evaluate(fresh)
    #expect(incremental.requiredViolation < 1e-6)
    #expect(
      isClose(
        incremental.objective, expected.objective, tolerance: 1e-9 * max(1, expected.objective)))
  }
}
