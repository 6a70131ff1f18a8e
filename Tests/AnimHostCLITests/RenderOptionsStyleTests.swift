import Testing
import TransitionEngine

@testable import AnimHostCLI

/// `--style`: every UIKit style by name, the scene's style by default, "did you mean" otherwise.
@Suite struct RenderOptionsStyleTests {
  private func request(style: String?) throws -> TransitionRequest {
    var parsed = ParsedArguments()
    if let style { parsed.values["--style"] = [style] }
    return try RenderOptions.request(parsed)
  }

  @Test(arguments: PresentationStyle.allCases)
  func acceptsEveryStyleByName(style: PresentationStyle) throws {
    #expect(try request(style: style.name).style == style)
  }

  @Test func withoutTheOptionTheScenesStyleApplies() throws {
    #expect(try request(style: nil).style == nil)
  }

  @Test(arguments: [
    ("fullscreen", "fullScreen"), ("formsheet", "formSheet"), ("overFullscreen", "overFullScreen"),
  ])
  func unknownNamesGetASuggestion(typo: String, suggestion: String) {
    let error = #expect(throws: CLIError.self) { try request(style: typo) }
    #expect(error?.code == .usage)
    #expect(
      error?.message.contains(
        "invalid value '\(typo)' for '--style'; did you mean '\(suggestion)'?") == true)
  }

  @Test func farOffNamesListTheStyles() {
    let error = #expect(throws: CLIError.self) { try request(style: "popover-bubble") }
    #expect(
      error?.message.hasSuffix(
        "use one of fullScreen, custom, overFullScreen, formSheet, pageSheet, currentContext, overCurrentContext"
      ) == true)
  }
}
