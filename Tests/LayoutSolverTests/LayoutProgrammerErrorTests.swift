import Testing
import TransitionEngine

@Suite("Programmer errors")
struct LayoutProgrammerErrorTests {
  @Test("Adding a tag twice traps")
  func duplicateTagTraps() async {
    await #expect(processExitsWith: .failure) {
      let solver = LayoutSolver()
      try? solver.add(LayoutExpression(LayoutVariable(1)), .equal, 1, priority: 1000, tag: 1)
      try? solver.add(LayoutExpression(LayoutVariable(2)), .equal, 2, priority: 1000, tag: 1)
    }
  }

  @Test("A priority outside 1...1000 traps")
  func invalidPriorityTraps() async {
    await #expect(processExitsWith: .failure) {
      let solver = LayoutSolver()
      try? solver.add(LayoutExpression(LayoutVariable(1)), .equal, 1, priority: 1001, tag: 1)
    }
  }

  @Test("Suggesting a value for a variable that is not an edit variable traps")
  func suggestWithoutEditTraps() async {
    await #expect(processExitsWith: .failure) {
      LayoutSolver().suggest(LayoutVariable(1), 10)
    }
  }

  @Test("A required edit variable traps")
  func requiredEditTraps() async {
    await #expect(processExitsWith: .failure) {
      LayoutSolver().addEditVariable(LayoutVariable(1), priority: 1000)
    }
  }
}
