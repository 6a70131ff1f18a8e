import SceneFormat
import Testing
import TransitionEngine

/// Valid JSON that would take seconds or gigabytes per frame is refused with its JSON path
/// (issue 22, item 9; docs/scene-format.md, "Limits").
extension SceneFileDecoderTests {
  /// One scene over a limit: the file, the path of the refused value and the message.
  struct OverLimit: Sendable, CustomStringConvertible {
    var label: String
    var json: String
    var subject: String
    var message: String
    var description: String { label }
  }

  /// `count` copies of a view, comma-separated.
  static func views(_ view: String, _ count: Int) -> String {
    Array(repeating: view, count: count).joined(separator: ",")
  }

  static let overLimits: [OverLimit] = [
    OverLimit(
      label: "101 full-screen views",
      json: scene(
        presenter: views(
          view(width: "2000").replacing("\"height\": 10", with: "\"height\": 2000"), 101)),
      subject: "$.presenter.views[100].frame",
      message:
        "the views cover more than 100 screens' worth of area together; remove or shrink views"),
    OverLimit(
      label: "a 10,001-character text",
      json: scene(presenter: view(#", "text": "\#(String(repeating: "w", count: 10_001))""#)),
      subject: "$.presenter.views[0].text",
      message: "the text has 10001 characters, more than 10000; shorten it"),
    OverLimit(
      label: "eleven 10,000-character texts",
      json: scene(
        presenter: views(view(#", "text": "\#(String(repeating: "w", count: 10_000))""#), 11)),
      subject: "$.presenter.views[10].text",
      message: "the views' texts hold more than 100000 characters together; shorten them"),
    OverLimit(
      label: "a font size of 1e-10",
      json: scene(presenter: view(#", "fontSize": 1e-10"#)),
      subject: "$.presenter.views[0].fontSize",
      message: "font size 1e-10 is outside 1...512; use a size such as 17"),
    OverLimit(
      label: "a font size of 10000",
      json: scene(presenter: view(#", "fontSize": 10000"#)),
      subject: "$.presenter.views[0].fontSize",
      message: "font size 10000 is outside 1...512; use a size such as 17"),
  ]

  @Test("a scene over a content limit is refused with the JSON path", arguments: overLimits)
  func overALimit(_ c: OverLimit) {
    let error = #expect(throws: SceneFileError.self) {
      try SceneFileDecoder.decode(Array(c.json.utf8), name: "heavy", size: .phone)
    }
    #expect(error?.subject == c.subject)
    #expect(error?.message == c.message)
  }

  @Test("a scene at every limit still decodes")
  func atTheLimits() throws {
    let screen = Self.view(width: "2000").replacing("\"height\": 10", with: "\"height\": 2000")
    let text = Self.view(#", "text": "\#(String(repeating: "w", count: 10_000))", "fontSize": 512"#)
    let json = Self.scene(presenter: Self.views(screen, 99), presented: Self.views(text, 10))
    let scene = try SceneFileDecoder.decode(Array(json.utf8), name: "heavy", size: .phone)
    #expect(scene.presenter.view.children.count == 99)
  }
}
