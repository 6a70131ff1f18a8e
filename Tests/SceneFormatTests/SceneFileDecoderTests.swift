import JSON
import SceneFormat
import Testing
import TransitionEngine

@Suite struct SceneFileDecoderTests {
  /// A malformed file and the code, JSON path, line, column and reason the error must give.
  struct BadFile: Sendable, CustomTestStringConvertible {
    var label: String
    var json: String
    var code = SceneFileError.Code.invalidScene
    var path: String
    var line = 1
    var column: Int
    var reason: String
    var testDescription: String { label }
  }

  /// A minimal valid view; `frame` and extra fields are spliced in.
  static func view(_ extra: String = "", width: String = "10") -> String {
    #"{"frame": {"x": 0, "y": 0, "width": \#(width), "height": 10}\#(extra)}"#
  }

  /// A scene whose screens hold these views, with extra top-level fields spliced in.
  static func scene(presenter: String = "", presented: String = "", top: String = "") -> String {
    #"{"presenter": {"views": [\#(presenter)]}, "presented": {"views": [\#(presented)]}\#(top)}"#
  }

  static let badFiles: [BadFile] = [
    BadFile(
      label: "missing comma", json: "{\"presenter\": {}\n \"presented\": {}}", code: .malformedJSON,
      path: "$", line: 2, column: 2,
      reason:
        "expected ',' or '}' after the value of 'presenter', found '\"'; add the missing comma"),
    BadFile(
      label: "trailing comma", json: "{\"presenter\": {},\n  \"presented\": {\"views\": [],}}",
      code: .malformedJSON, path: "$.presented", line: 2, column: 29,
      reason: "a comma before '}'; remove the trailing comma"),
    BadFile(
      label: "unclosed string", json: "{\"presenter\": {\"name\": \"VC", code: .malformedJSON,
      path: "$.presenter.name", column: 24,
      reason: "the file ends inside a string; close it with '\"'"),
    BadFile(
      label: "comment", json: "{\n  // the first screen\n}", code: .malformedJSON, path: "$",
      line: 2, column: 3, reason: "JSON has no comments; remove the comment"),
    BadFile(
      label: "single quotes", json: "{'presenter': {}}", code: .malformedJSON, path: "$", column: 2,
      reason: "keys use double quotes (\"), not single quotes"),
    BadFile(
      label: "bare word", json: "{\"presenter\": {\"color\": white}}", code: .malformedJSON,
      path: "$.presenter.color", column: 25,
      reason: "expected a value, found 'white'; put text in double quotes"),
    BadFile(
      label: "leading zero", json: scene(presented: view(width: "010")), code: .malformedJSON,
      path: "$.presented.views[0].frame.width", column: 90,
      reason: "invalid number '010'; write numbers like 12, -3.5 or 1e3"),
    BadFile(
      label: "too large a number", json: #"{"presenter": {}, "presented": {}, "name": 1e999}"#,
      code: .malformedJSON, path: "$.name", column: 44, reason: "the number '1e999' is too large"),
    BadFile(
      label: "empty file", json: " \n", code: .malformedJSON, path: "$", line: 2, column: 1,
      reason: "the file is empty; a scene file is one JSON object"),
    BadFile(
      label: "duplicate key", json: #"{"presenter": {}, "presenter": {}}"#, code: .malformedJSON,
      path: "$.presenter", column: 19, reason: "duplicate key 'presenter'; keep only one"),
    BadFile(
      label: "missing field", json: #"{"presenter": {}}"#, path: "$.presented", column: 1,
      reason: #"missing field 'presented'; add "presented": {"name": "...", "views": [...]}"#),
    BadFile(
      label: "missing frame", json: scene(presented: "{}"), path: "$.presented.views[0].frame",
      column: 54,
      reason: #"missing field 'frame'; add "frame": {"x": 0, "y": 0, "width": 100, "height": 44}"#),
    BadFile(
      label: "missing height",
      json: #"{"presenter": {"views": [{"frame": {"x": 0, "y": 0, "width": 10}}]}, "#
        + #""presented": {}}"#,
      path: "$.presenter.views[0].frame.height", column: 36,
      reason: #"missing field 'height'; add "height": 0"#),
    BadFile(
      label: "wrong type", json: scene(presenter: view(#", "cornerRadius": true"#)),
      path: "$.presenter.views[0].cornerRadius", column: 97,
      reason: "expected a number, found a boolean"),
    BadFile(
      label: "number for a name", json: #"{"presenter": {"name": 5}, "presented": {}}"#,
      path: "$.presenter.name", column: 24,
      reason: "expected a string, found a number; put the text in double quotes"),
    BadFile(
      label: "quoted number", json: scene(presented: view(width: "\"20\"")),
      path: "$.presented.views[0].frame.width", column: 90,
      reason: "expected a number, found the string \"20\"; remove the quotes"),
    BadFile(
      label: "not an object", json: #"{"presenter": [], "presented": {}}"#, path: "$.presenter",
      column: 15, reason: "expected a screen object {...}, found an array"),
    BadFile(
      label: "a view that is not an object",
      json: #"{"presenter": {"views": [1]}, "presented": {}}"#, path: "$.presenter.views[0]",
      column: 26, reason: "expected a view object {...}, found a number"),
    BadFile(
      label: "views not an array", json: #"{"presenter": {"views": {}}, "presented": {}}"#,
      path: "$.presenter.views", column: 25, reason: "expected an array [...], found an object"),
    BadFile(
      label: "negative size", json: scene(presented: view(width: "-20")),
      path: "$.presented.views[0].frame.width", column: 90,
      reason: "negative width -20; use 0 or more"),
    BadFile(
      label: "font size zero", json: scene(presenter: view(#", "fontSize": 0"#)),
      path: "$.presenter.views[0].fontSize", column: 93,
      reason: "font size 0 is not positive; use a size such as 17"),
    BadFile(
      label: "empty name", json: scene(presenter: view(#", "name": """#)),
      path: "$.presenter.views[0].name", column: 89,
      reason: "the name is empty; give it a name or remove the field"),
    BadFile(
      label: "unknown colour", json: scene(presenter: view(#", "color": "sytemBlue""#)),
      path: "$.presenter.views[0].color", column: 90,
      reason: "unknown colour 'sytemBlue'; did you mean 'systemBlue'?"),
    BadFile(
      label: "bad hex colour", json: scene(presenter: view(##", "textColor": "#12345""##)),
      path: "$.presenter.views[0].textColor", column: 94,
      reason: "invalid colour '#12345'; use #RRGGBB, #RRGGBBAA or a name such as systemBlue"),
    BadFile(
      label: "duplicate name",
      json: scene(presenter: view(#", "name": "a""#), presented: view(#", "name": "a""#)),
      path: "$.presented.views[0].name", column: 184,
      reason: "duplicate name 'a' (also at $.presenter.views[0].name); "
        + "names must be unique in the scene"),
    BadFile(
      label: "unknown source",
      json: scene(presenter: view(#", "name": "tapMe""#), top: #", "source": "tapme""#),
      path: "$.source", column: 139,
      reason: "no view named 'tapme' for the source; did you mean 'tapMe'?"),
    BadFile(
      label: "source with no near name",
      json: #"{"presenter": {}, "presented": {}, "source": "x"}"#, path: "$.source", column: 46,
      reason: "no view named 'x' for the source; "
        + "name a view of the presenter (PresentingViewController.view)"),
    BadFile(
      label: "source in the presented screen",
      json: scene(presented: view(#", "name": "x""#), top: #", "source": "x""#), path: "$.source",
      column: 135,
      reason: "the source 'x' is in the presented screen; name a view of the presenter"),
    BadFile(
      label: "unknown style", json: scene(top: #", "style": "fullscreen""#), path: "$.style",
      column: 67, reason: "unknown style 'fullscreen'; did you mean 'fullScreen'?"),
    BadFile(
      label: "unknown style with no near name", json: scene(top: #", "style": "x""#),
      path: "$.style", column: 67,
      reason: "unknown style 'x'; "
        + "use one of fullScreen, custom, overFullScreen, formSheet, pageSheet, currentContext, overCurrentContext"
    ),
    BadFile(
      label: "unknown field", json: scene(presenter: view(#", "colour": "red""#)),
      path: "$.presenter.views[0].colour", column: 81,
      reason: "unknown field 'colour'; did you mean 'color'?"),
    BadFile(
      label: "unknown top-level field", json: #"{"presenter": {}, "presented": {}, "zz": 1}"#,
      path: "$.zz", column: 36,
      reason: "unknown field 'zz'; "
        + "the fields of a scene are name, style, transition, source, presenter, presented, navigation, tabs"
    ),
    BadFile(
      label: "unknown alignment", json: scene(presenter: view(#", "alignment": "centre""#)),
      path: "$.presenter.views[0].alignment", column: 94,
      reason: "unknown alignment 'centre'; use left, center or right"),
  ]

  @Test(arguments: badFiles)
  func malformedFileNamesThePathAndReason(_ bad: BadFile) {
    let error = #expect(throws: SceneFileError.self) {
      try SceneFileDecoder.decode(Array(bad.json.utf8), name: "bad", size: .phone)
    }
    #expect(error?.code == bad.code)
    #expect(error?.subject == bad.path)
    #expect(error?.message == bad.reason)
    #expect(error?.position == TextPosition(line: bad.line, column: bad.column))
  }

  @Test(arguments: [
    (
      Array(String(repeating: "[", count: 300).utf8), TextPosition(line: 1, column: 101),
      "arrays and objects nest more than 100 deep; flatten the file"
    ),
    (
      Array(#"{"presenter": {"name": ""#.utf8) + [0xFF, 0x22, 0x7D, 0x7D],
      TextPosition(line: 1, column: 24), "the string is not valid UTF-8; save the file as UTF-8"
    ),
    (
      [0xEF, 0xBB, 0xBF] + Array("{\n \"é\": 1}".utf8), TextPosition(line: 2, column: 2),
      "unknown field 'é'; the fields of a scene are name, style, transition, source, presenter, presented, navigation, tabs"
    ),
    (
      Array(#"{"presenter": {}, "presented": {}, "name": "\q"}"#.utf8),
      TextPosition(line: 1, column: 46),
      #"invalid escape '\q' in a string; use \" \\ \/ \b \f \n \r \t or \uXXXX"#
    ),
  ])
  func hostileBytesGiveAPlaceAndAReason(bytes: [UInt8], position: TextPosition, reason: String) {
    let error = #expect(throws: SceneFileError.self) {
      try SceneFileDecoder.decode(bytes, name: "bad", size: .phone)
    }
    #expect(error?.position == position)
    #expect(error?.message == reason)
  }

  @Test func moreViewsThanTheLimitFail() {
    let view = Self.view()
    let views = Array(repeating: view, count: 1_001).joined(separator: ",")
    let prefix = #"{"presenter": {"views": ["#
    let json = prefix + views + #"]}, "presented": {}}"#
    let error = #expect(throws: SceneFileError.self) {
      try SceneFileDecoder.decode(Array(json.utf8), name: "big", size: .phone)
    }
    #expect(error?.subject == "$.presenter.views[1000]")
    #expect(error?.position.column == prefix.utf8.count + 1_000 * (view.utf8.count + 1) + 1)
    #expect(error?.message == "more than 1000 views; a scene file describes two screens")
  }

  @Test func escapesDecode() throws {
    let json = #"{"name": "a\u00e9\ud83d\ude00\n", "presenter": {}, "presented": {}}"#
    let scene = try SceneFileDecoder.decode(Array(json.utf8), name: "x", size: .phone)
    #expect(scene.name == "aé😀\n")
  }

  @Test func colourNamesAndHexDecode() throws {
    let json = Self.scene(
      presenter: Self.view(
        ##", "name": "a", "color": "#FF000080", "textColor": "systemGray6", "##
          + ##""borderColor": "#00FF00""##))
    let scene = try SceneFileDecoder.decode(Array(json.utf8), name: "colours", size: .phone)
    let view = try #require(scene.presenter.view.view(named: "a"))
    #expect(view.color == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
    #expect(view.textColor == .systemGray6)
    #expect(view.borderColor == Color(red: 0, green: 1, blue: 0))
    #expect(scene.name == "colours" && scene.style == .fullScreen && scene.sourceName == nil)
    #expect(scene.presenter.view.frame.size == .phone)
  }

  @Test func absentFieldsTakeTheirDefaults() throws {
    let json = Self.scene(presented: Self.view())
    let scene = try SceneFileDecoder.decode(Array(json.utf8), name: "plain", size: .tablet)
    #expect(scene.name == "plain" && scene.style == .fullScreen)
    #expect(scene.presenter.name == "PresentingViewController")
    #expect(scene.presented.name == "PresentedViewController")
    #expect(scene.presented.view.name == "PresentedViewController.view")
    #expect(scene.presented.view.frame.size == .tablet)
    #expect(scene.presented.view.color == .white)
    let view = try #require(scene.presented.view.children.first)
    #expect(view.name == nil && view.color == .clear && view.text == nil)
    #expect(view.cornerRadius == 0 && view.borderWidth == 0 && view.borderColor == .black)
    #expect(view.textColor == .black && view.fontSize == 17)
  }
}
