import Testing
import TransitionEngine

/// Tab bar controllers with more than two tabs (the pets scene: Pampered Pets, Nemo,
/// Favorites): the tabs the animator sees, the selected item, and switching back to another
/// tab from a handler.
@Suite struct TabStackTests {
  private let pets = Scene.pets(size: .phone)

  /// The tab bar items' texts and colours in a frame.
  private func items(_ frame: Frame) -> [(String?, Color?)] {
    let bar = frame.root.children.first { $0.name == "tabBarController" }?.children.first {
      $0.name == "tabBar"
    }
    return (bar?.children ?? []).map { ($0.text, $0.textColor) }
  }

  @Test("a switch sees every tab in order and tints the item of the selected one")
  func switchesAmongThreeTabs() throws {
    let probe = NavigationProbe()
    let timeline = try probe.run(pets, kind: .tab)
    #expect(
      probe.asked == [
        "tab AnimalsViewController>AnimalDetailViewController",
        "tab AnimalDetailViewController>AnimalsViewController",
      ])
    #expect(
      probe.stacks.first == [
        "AnimalsViewController", "AnimalDetailViewController", "FavoritesViewController",
      ])
    let start = items(try #require(timeline.segments[0].frames.first))
    #expect(start.map(\.0) == ["Pampered Pets", "Nemo", "Favorites"])
    #expect(start.map(\.1) == [.systemBlue, .systemGray, .systemGray])
    let end = items(try #require(timeline.segments[0].frames.last))
    #expect(end.map(\.1) == [.systemGray, .systemBlue, .systemGray])
    #expect(timeline.events(0).allSatisfy { !$0.contains("Move") }, "tabs are children throughout")
  }

  @Test("a handler selecting another tab under a drag switches back to that tab")
  func dragSelectsAnotherTab() throws {
    let probe = NavigationProbe()
    probe.onGestureBegan = { engine, tabs in
      engine.navigate(tabs, .select, target: tabs.children[2], animated: true)
    }
    var request = TransitionRequest(scene: pets, fps: 20, direction: .dismiss)
    request.kind = .tab
    request.presentsWithAnimatorBeforeDismissing = true
    request.interaction = .drag(
      DragScript(
        gesture: .pan(.left), start: Point(x: 300, y: 400),
        points: [.init(time: 0.1, amount: 0), .init(time: 0.4, amount: 200)], releases: true))
    let timeline = try TransitionRunner(animatorID: "probe", request: request).run { _ in probe }
    #expect(probe.outcomes == [.requested])
    #expect(
      probe.asked.suffix(2) == [
        "tab AnimalDetailViewController>FavoritesViewController", "interaction tab",
      ])
    let end = items(try #require(timeline.segments.last?.frames.last))
    #expect(end.map(\.1) == [.systemGray, .systemGray, .systemBlue])
  }

  @Test("a cancelled switch keeps the first tab selected and its view alone in the container")
  func cancelledSwitch() throws {
    let timeline = try NavigationProbe().run(
      pets, kind: .tab, direction: .present, cancelAt: .fraction(0.5))
    let segment = timeline.segments[0]
    #expect(!segment.didComplete)
    let last = try #require(segment.frames.last)
    #expect(items(last).map(\.1) == [.systemBlue, .systemGray, .systemGray])
    let container = last.root.children.first { $0.name == "tabBarController" }?.children.first {
      $0.kind == "container"
    }
    #expect(container?.children.map(\.name) == ["AnimalsViewController.view"])
  }
}
