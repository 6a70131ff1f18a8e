import Testing
import TransitionEngine

/// What `Engine.navigate` does with each command a handler may give a navigation or tab bar
/// controller, outside a transition and during one.
@Suite struct NavigationCommandTests {
  /// A stage of the pets scene after its push (or switch) completed.
  private func stage(_ kind: TransitionKind) throws -> (Engine, ViewControllerNode) {
    var request = TransitionRequest(scene: .pets(size: .phone), fps: 10, direction: .present)
    request.kind = kind
    var captured: Engine?
    _ = try TransitionRunner(animatorID: "probe", request: request).run { engine in
      captured = engine
      return NavigationProbe()
    }
    let engine = try #require(captured)
    let container = try #require(
      (1...200).lazy.compactMap { engine.viewController(id: $0) }.first { $0.containerKind == kind }
    )
    _ = engine.takeDiagnostics()
    return (engine, container)
  }

  @Test(
    "commands outside a transition: pops and switches are requested, the rest refused",
    arguments: [
      (TransitionKind.push, NavigationCommand.pop, nil as Int?, true, NavigationOutcome.requested),
      (.push, .popToRoot, nil, true, .requested),
      (.push, .popTo, 0, true, .requested),
      (.push, .popTo, 2, true, .notFound),
      (.push, .pop, nil, false, .unsupported),
      (.push, .push, 1, true, .unsupported),
      (.push, .select, 0, true, .wrongController),
      (.tab, .select, 2, true, .requested),
      (.tab, .select, 1, true, .unchanged),
      (.tab, .pop, nil, true, .wrongController),
    ])
  func outcomes(
    kind: TransitionKind, command: NavigationCommand, target: Int?, animated: Bool,
    expected: NavigationOutcome
  ) throws {
    let (engine, container) = try stage(kind)
    let goal = target.map { container.children[$0] }
    #expect(engine.navigate(container, command, target: goal, animated: animated) == expected)
    let requested = engine.takeDismissRequest()
    #expect((requested != nil) == (expected == .requested))
    let misuse = engine.takeDiagnostics().contains { $0.code == "navigation-misuse" }
    #expect(misuse == [.unsupported, .notFound, .busy].contains(expected))
  }

  @Test("popping a stack that holds only its root finds nothing to pop")
  func nothingToPop() throws {
    var request = TransitionRequest(scene: .yellow(size: .phone), fps: 10, direction: .present)
    request.kind = .push
    request.cancelAt = .fraction(0.5)
    var engine: Engine?
    _ = try TransitionRunner(animatorID: "probe", request: request).run { made in
      engine = made
      return NavigationProbe()
    }
    let world = try #require(engine)
    let navigation = try #require(
      (1...200).lazy.compactMap { world.viewController(id: $0) }.first { $0.containerKind == .push }
    )
    #expect(navigation.children.count == 1)
    #expect(world.navigate(navigation, .pop, target: nil, animated: true) == .notFound)
  }
}
