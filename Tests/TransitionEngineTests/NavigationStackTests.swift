import Testing
import TransitionEngine

/// Navigation stacks deeper than two (the pets scene: Categories, Animals, then the pushed
/// detail): the stack the animator sees, popToRootViewController, containment callbacks in
/// UIKit's order, cancels, interactive pops, and the navigation commands a handler may give.
@Suite struct NavigationStackTests {
  private let pets = Scene.pets(size: .phone)

  @Test("a push adds the pushed view controller to the stack the animator sees")
  func aPushGrowsTheStack() throws {
    let probe = NavigationProbe()
    let timeline = try probe.run(pets, kind: .push)
    #expect(
      probe.asked == [
        "push AnimalsViewController>AnimalDetailViewController",
        "pop AnimalDetailViewController>AnimalsViewController",
      ])
    #expect(
      probe.stacks == [
        ["CategoriesViewController", "AnimalsViewController", "AnimalDetailViewController"],
        ["CategoriesViewController", "AnimalsViewController", "AnimalDetailViewController"],
      ])
    #expect(timeline.segments.allSatisfy { $0.didComplete })
  }

  @Test("the bar shows the top view controller's title and a back button to the one below")
  func theBarFollowsTheStack() throws {
    let timeline = try NavigationProbe().run(pets, kind: .push, direction: .present)
    func bar(_ frame: Frame) -> [String?] {
      let bar = frame.root.children.first { $0.name == "navigationController" }?.children.last
      return ["navigationTitle", "navigationBack"].map { name in
        bar?.children.first { $0.name == name }?.text
      }
    }
    let frames = timeline.segments[0].frames
    #expect(bar(try #require(frames.first)) == ["Pampered Pets", "‹ Categories"])
    #expect(bar(try #require(frames.last)) == ["Nemo", "‹ Pampered Pets"])
  }

  @Test("push and pop send willMove and didMove around the appearance callbacks, as UIKit")
  func containmentCallbacksInUIKitOrder() throws {
    let timeline = try NavigationProbe().run(pets, kind: .push)
    #expect(
      timeline.events(0) == [
        "willMove(toParent:) AnimalDetailViewController UINavigationController",
        "viewWillDisappear AnimalsViewController", "viewWillAppear AnimalDetailViewController",
        "viewDidAppear AnimalDetailViewController", "viewDidDisappear AnimalsViewController",
        "didMove(toParent:) AnimalDetailViewController UINavigationController",
      ])
    #expect(
      timeline.events(1) == [
        "willMove(toParent:) AnimalDetailViewController nil",
        "viewWillDisappear AnimalDetailViewController", "viewWillAppear AnimalsViewController",
        "viewDidAppear AnimalsViewController", "viewDidDisappear AnimalDetailViewController",
        "didMove(toParent:) AnimalDetailViewController nil",
      ])
  }

  @Test("popToRootViewController goes to the root; every view controller above it leaves")
  func popToRoot() throws {
    let probe = NavigationProbe()
    let timeline = try probe.run(pets, kind: .push, direction: .dismiss, popsToRoot: true)
    #expect(probe.asked.last == "pop AnimalDetailViewController>CategoriesViewController")
    #expect(
      timeline.events(0) == [
        "willMove(toParent:) AnimalDetailViewController nil",
        "willMove(toParent:) AnimalsViewController nil",
        "viewWillDisappear AnimalDetailViewController",
        "viewWillAppear CategoriesViewController",
        "viewDidAppear CategoriesViewController",
        "viewDidDisappear AnimalDetailViewController",
        "didMove(toParent:) AnimalDetailViewController nil",
        "didMove(toParent:) AnimalsViewController nil",
      ])
    let last = try #require(timeline.segments[0].frames.last)
    let container = last.root.children.first { $0.name == "navigationController" }?.children
      .first { $0.kind == "container" }
    #expect(container?.children.map(\.name) == ["CategoriesViewController.view"])
  }

  @Test(
    "a cancelled push takes the child out again; a cancelled pop keeps the stack",
    arguments: [
      (
        DirectionChoice.present,
        [
          "willMove(toParent:) AnimalDetailViewController UINavigationController",
          "viewWillDisappear AnimalsViewController", "viewWillAppear AnimalDetailViewController",
          "viewWillDisappear AnimalDetailViewController",
          "viewDidDisappear AnimalDetailViewController",
          "viewWillAppear AnimalsViewController", "viewDidAppear AnimalsViewController",
          "willMove(toParent:) AnimalDetailViewController nil",
          "didMove(toParent:) AnimalDetailViewController nil",
        ]
      ),
      (
        DirectionChoice.dismiss,
        [
          "willMove(toParent:) AnimalDetailViewController nil",
          "viewWillDisappear AnimalDetailViewController", "viewWillAppear AnimalsViewController",
          "viewWillDisappear AnimalsViewController", "viewDidDisappear AnimalsViewController",
          "viewWillAppear AnimalDetailViewController", "viewDidAppear AnimalDetailViewController",
          "didMove(toParent:) AnimalDetailViewController UINavigationController",
        ]
      ),
    ])
  func cancels(direction: DirectionChoice, expected: [String]) throws {
    let timeline = try NavigationProbe().run(
      pets, kind: .push, direction: direction, cancelAt: .fraction(0.5))
    #expect(timeline.segments[0].didComplete == false)
    #expect(timeline.events(0).filter { !$0.hasPrefix("cancel") } == expected)
  }

  @Test("an interactive pop asks navigationController(_:interactionControllerFor:)")
  func interactivePop() throws {
    let probe = NavigationProbe()
    probe.vendsInteraction = true
    let script = InteractiveProbe.percent([(0, 0), (0.2, 0.5)], .finish)
    let timeline = try probe.run(pets, kind: .push, direction: .dismiss, interaction: script)
    #expect(
      probe.asked.suffix(2) == [
        "pop AnimalDetailViewController>AnimalsViewController", "interaction navigation",
      ])
    #expect(timeline.segments[0].events.contains { $0.name == "updateInteractiveTransition" })
    #expect(timeline.segments[0].didComplete)
  }

  @Test("a handler's popToRootViewController under a drag starts the pop to the root")
  func dragPopsToRoot() throws {
    let probe = NavigationProbe()
    probe.onGestureBegan = { engine, navigation in
      engine.navigate(navigation, .popToRoot, target: nil, animated: true)
    }
    var request = TransitionRequest(scene: pets, fps: 20, direction: .dismiss)
    request.kind = .push
    request.presentsWithAnimatorBeforeDismissing = true
    request.interaction = .drag(
      DragScript(
        gesture: .pan(.right), start: Point(x: 100, y: 400),
        points: [.init(time: 0.1, amount: 0), .init(time: 0.4, amount: 200)], releases: true))
    let timeline = try TransitionRunner(animatorID: "probe", request: request).run { _ in probe }
    #expect(probe.outcomes == [.requested])
    #expect(probe.asked.contains("pop AnimalDetailViewController>CategoriesViewController"))
    #expect(probe.asked.last == "interaction navigation")
    #expect(
      timeline.segments.last?.events.contains {
        $0.subject == "AnimalsViewController" && $0.name == "didMove(toParent:)"
      } == true)
  }
}
