import JSON
import TransitionEngine

/// The scene file's navigation stack and tabs (`--kind push`, `--kind tab`).
extension SceneFileDecoder {
  /// The most tabs a tab bar shows (UIKit puts the rest behind a More tab).
  static let maxTabs = 5

  /// `navigation`: the screens below the presenter on the navigation stack, root first.
  mutating func navigation(_ top: JSONObjectReader) throws(JSONError) -> [SceneScreen] {
    var stack: [SceneScreen] = []
    for (index, element) in (try top.array("navigation") ?? []).enumerated() {
      let screen = try screenView(
        element.value, path: element.path, defaultName: "StackViewController\(index + 1)")
      stack.append(SceneScreen(name: screen.name, view: screen.view))
    }
    return stack
  }

  /// `tabs`: the tab bar controller's tabs in order, each `"presenter"`, `"presented"` or a
  /// screen; both of the first two exactly once, at most `maxTabs` in all.
  mutating func tabs(_ top: JSONObjectReader) throws(JSONError) -> [SceneTab] {
    guard let elements = try top.array("tabs") else { return [.presenter, .presented] }
    let path = top.path.appending("tabs")
    let offset = try top.required("tabs", example: "[\"presenter\", \"presented\"]").offset
    guard elements.count <= Self.maxTabs else {
      throw JSONError(
        .invalidValue, at: path, offset: offset,
        "\(elements.count) tabs; a tab bar shows at most \(Self.maxTabs), remove "
          + "\(elements.count - Self.maxTabs)")
    }
    var tabs: [SceneTab] = []
    for (index, element) in elements.enumerated() {
      if case .string(let word) = element.value.kind {
        let tab: SceneTab
        switch word {
        case "presenter": tab = .presenter
        case "presented": tab = .presented
        default:
          throw JSONError(
            .invalidValue, at: element.path, offset: element.value.offset,
            "unknown tab '\(word)'; use \"presenter\", \"presented\" or a screen object")
        }
        guard !tabs.contains(tab) else {
          throw JSONError(
            .invalidValue, at: element.path, offset: element.value.offset,
            "the \(word) is already a tab; each screen is one tab")
        }
        tabs.append(tab)
        continue
      }
      let screen = try screenView(
        element.value, path: element.path, defaultName: "TabViewController\(index + 1)")
      tabs.append(.screen(SceneScreen(name: screen.name, view: screen.view)))
    }
    for (tab, word) in [(SceneTab.presenter, "presenter"), (.presented, "presented")]
    where !tabs.contains(tab) {
      throw JSONError(
        .invalidValue, at: path, offset: offset,
        "the tabs lack \"\(word)\"; a tab switch runs from the presenter's tab to the "
          + "presented one's, so list both")
    }
    return tabs
  }
}
