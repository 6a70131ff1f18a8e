import JSON
import SceneFormat
import Testing
import TransitionEngine

/// The scene file's `navigation`, `tabs`, screen `title` and `transition`
/// (SceneFileDecoder+Containers).
@Suite struct SceneFileDecoderContainersTests {
  private func decode(_ json: String) throws -> Scene {
    try SceneFileDecoder.decode(Array(json.utf8), name: "s", size: .phone)
  }

  @Test("a navigation stack, tabs and titles decode in order")
  func decodes() throws {
    let scene = try decode(
      """
      {"presenter": {"name": "Inbox", "title": "Inbox"},
       "presented": {"name": "Message"},
       "navigation": [{"name": "Mailboxes", "title": "Mailboxes", "color": "systemGray6"}, {}],
       "tabs": ["presenter", {"name": "Search", "title": "Find"}, "presented"]}
      """)
    #expect(scene.navigationStack.map(\.name) == ["Mailboxes", "StackViewController2"])
    #expect(scene.navigationStack[0].view.color == .systemGray6)
    #expect(scene.navigationStack[0].view.name == "Mailboxes.view")
    #expect(scene.tabs.count == 3 && scene.tabs[0] == .presenter && scene.tabs[2] == .presented)
    guard case .screen(let search) = scene.tabs[1] else {
      Issue.record("the second tab is a screen")
      return
    }
    #expect(search.name == "Search")
    #expect(scene.titles == ["Inbox": "Inbox", "Mailboxes": "Mailboxes", "Search": "Find"])
    #expect(scene.title(of: "Message") == "Message")
  }

  @Test("transition names the presented screen's modalTransitionStyle")
  func transition() throws {
    let scene = try decode(#"{"presenter": {}, "presented": {}, "transition": "crossDissolve"}"#)
    #expect(scene.transitionStyle == .crossDissolve)
    #expect(try decode(#"{"presenter": {}, "presented": {}}"#).transitionStyle == .coverVertical)
  }

  @Test("without them the stack is empty and the tabs are the two screens")
  func defaults() throws {
    let scene = try decode(#"{"presenter": {}, "presented": {}}"#)
    #expect(scene.navigationStack.isEmpty)
    #expect(scene.tabs == [.presenter, .presented])
    #expect(scene.titles.isEmpty)
  }

  @Test(
    "bad stacks and tabs name the path and the fix",
    arguments: [
      (
        #"{"presenter": {}, "presented": {}, "tabs": ["presenter"]}"#, "$.tabs", 44,
        "the tabs lack \"presented\"; a tab switch runs from the presenter's tab to the "
          + "presented one's, so list both"
      ),
      (
        #"{"presenter": {}, "presented": {}, "tabs": ["presenter", "presentd"]}"#, "$.tabs[1]",
        58, "unknown tab 'presentd'; use \"presenter\", \"presented\" or a screen object"
      ),
      (
        #"{"presenter": {}, "presented": {}, "tabs": ["presenter", "presenter"]}"#, "$.tabs[1]",
        58, "the presenter is already a tab; each screen is one tab"
      ),
      (
        #"{"presenter": {}, "presented": {}, "tabs": ["presenter", "presented", {}, {}, {}, {}]}"#,
        "$.tabs", 44, "6 tabs; a tab bar shows at most 5, remove 1"
      ),
      (
        #"{"presenter": {}, "presented": {}, "tabs": "presenter"}"#, "$.tabs", 44,
        "expected an array [...], found a string"
      ),
      (
        #"{"presenter": {"name": "A"}, "presented": {}, "navigation": [{"name": "A"}]}"#,
        "$.navigation[0].name", 71,
        "duplicate name 'A.view' (also at $.presenter.name); names must be unique in the scene"
      ),
      (
        #"{"presenter": {}, "presented": {}, "transition": "x"}"#, "$.transition", 50,
        "unknown transition style 'x'; use one of coverVertical, flipHorizontal, "
          + "crossDissolve, partialCurl"
      ),
      (
        #"{"presenter": {}, "presented": {}, "transition": "crossDisolve"}"#, "$.transition", 50,
        "unknown transition style 'crossDisolve'; did you mean 'crossDissolve'?"
      ),
      (
        #"{"presenter": {}, "presented": {}, "navigation": [{"titel": "x"}]}"#,
        "$.navigation[0].titel", 52, "unknown field 'titel'; did you mean 'title'?"
      ),
    ])
  func badContainers(json: String, path: String, column: Int, reason: String) {
    let error = #expect(throws: SceneFileError.self) { try decode(json) }
    #expect(error?.code == .invalidScene)
    #expect(error?.subject == path)
    #expect(error?.message.hasPrefix(reason) == true, "\(error?.message ?? "")")
    #expect(error?.position == TextPosition(line: 1, column: column))
  }
}
