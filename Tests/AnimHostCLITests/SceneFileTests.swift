import AnimHostCLI
import AnimHostTestSupport
import Foundation
import Testing
import TransitionEngine

@Suite struct SceneFileTests {
  /// A malformed file and the JSON path, line, column and reason the error must give.
  struct BadFile: Sendable, CustomTestStringConvertible {
    var label: String
    var json: String
    var path: String
    var line: Int
    var column: Int
    var reason: String
    var testDescription: String { label }
  }

  /// A minimal valid view; `frame` and extra fields are spliced in.
  static func view(_ extra: String = "", width: String = "10") -> String {
    #"{"frame": {"x": 0, "y": 0, "width": \#(width), "height": 10}\#(extra)}"#
  }

  static func scene(presenter: String = "", presented: String = "", top: String = "") -> String {
    #"{"presenter": {"views": [\#(presenter)]}, "presented": {"views": [\#(presented)]}\#(top)}"#
  }

  static let badFiles: [BadFile] = [
    BadFile(
      label: "missing comma", json: "{\"presenter\": {}\n \"presented\": {}}", path: "$", line: 2, column: 2,
      reason: "expected ',' or '}' after the value of 'presenter', found '\"'; add the missing comma"),
    BadFile(
      label: "trailing comma", json: "{\"presenter\": {},\n  \"presented\": {\"views\": [],}}", path: "$.presented",
      line: 2, column: 29, reason: "a comma before '}'; remove the trailing comma"),
    BadFile(
      label: "unclosed string", json: "{\"presenter\": {\"name\": \"VC", path: "$.presenter.name", line: 1, column: 24,
      reason: "the file ends inside a string; close it with '\"'"),
    BadFile(
      label: "comment", json: "{\n  // the first screen\n}", path: "$", line: 2, column: 3,
      reason: "JSON has no comments; remove the comment"),
    BadFile(
      label: "single quotes", json: "{'presenter': {}}", path: "$", line: 1, column: 2,
      reason: "keys use double quotes (\"), not single quotes"),
    BadFile(
      label: "bare word", json: "{\"presenter\": {\"color\": white}}", path: "$.presenter.color", line: 1, column: 25,
      reason: "expected a value, found 'white'; put text in double quotes"),
    BadFile(
      label: "leading zero", json: scene(presented: view(width: "010")), path: "$.presented.views[0].frame.width",
      line: 1, column: 90, reason: "invalid number '010'; write numbers like 12, -3.5 or 1e3"),
    BadFile(
      label: "empty file", json: " \n", path: "$", line: 2, column: 1,
      reason: "the file is empty; a scene file is one JSON object"),
    BadFile(
      label: "duplicate key", json: #"{"presenter": {}, "presenter": {}}"#, path: "$.presenter", line: 1, column: 19,
      reason: "duplicate key 'presenter'; keep only one"),
    BadFile(
      label: "missing field", json: #"{"presenter": {}}"#, path: "$.presented", line: 1, column: 1,
      reason: #"missing field 'presented'; add "presented": {"name": "...", "views": [...]}"#),
    BadFile(
      label: "missing frame", json: scene(presented: "{}"), path: "$.presented.views[0].frame", line: 1, column: 54,
      reason: #"missing field 'frame'; add "frame": {"x": 0, "y": 0, "width": 100, "height": 44}"#),
    BadFile(
      label: "wrong type", json: scene(presenter: view(#", "cornerRadius": true"#)),
      path: "$.presenter.views[0].cornerRadius", line: 1, column: 97, reason: "expected a number, found a boolean"),
    BadFile(
      label: "quoted number", json: scene(presented: view(width: "\"20\"")), path: "$.presented.views[0].frame.width",
      line: 1, column: 90, reason: "expected a number, found the string \"20\"; remove the quotes"),
    BadFile(
      label: "not an object", json: #"{"presenter": [], "presented": {}}"#, path: "$.presenter", line: 1, column: 15,
      reason: "expected a screen object {...}, found an array"),
    BadFile(
      label: "negative size", json: scene(presented: view(width: "-20")), path: "$.presented.views[0].frame.width",
      line: 1, column: 90, reason: "negative width -20; use 0 or more"),
    BadFile(
      label: "unknown colour", json: scene(presenter: view(#", "color": "sytemBlue""#)),
      path: "$.presenter.views[0].color", line: 1, column: 90, reason: "unknown colour 'sytemBlue'; did you mean 'systemBlue'?"),
    BadFile(
      label: "bad hex colour", json: scene(presenter: view(##", "textColor": "#12345""##)),
      path: "$.presenter.views[0].textColor", line: 1, column: 94,
      reason: "invalid colour '#12345'; use #RRGGBB, #RRGGBBAA or a name such as systemBlue"),
    BadFile(
      label: "duplicate name", json: scene(presenter: view(#", "name": "a""#), presented: view(#", "name": "a""#)),
      path: "$.presented.views[0].name", line: 1, column: 184,
      reason: "duplicate name 'a' (also at $.presenter.views[0].name); names must be unique in the scene"),
    BadFile(
      label: "unknown source", json: scene(presenter: view(#", "name": "tapMe""#), top: #", "source": "tapme""#),
      path: "$.source", line: 1, column: 139, reason: "no view named 'tapme' for the source; did you mean 'tapMe'?"),
    BadFile(
      label: "source in the presented screen", json: scene(presented: view(#", "name": "x""#), top: #", "source": "x""#),
      path: "$.source", line: 1, column: 135, reason: "the source 'x' is in the presented screen; name a view of the presenter"),
    BadFile(
      label: "unknown style", json: scene(top: #", "style": "fullscreen""#), path: "$.style", line: 1, column: 67,
      reason: "unknown style 'fullscreen'; did you mean 'fullScreen'?"),
    BadFile(
      label: "unknown field", json: scene(presenter: view(#", "colour": "red""#)), path: "$.presenter.views[0].colour",
      line: 1, column: 81, reason: "unknown field 'colour'; did you mean 'color'?"),
    BadFile(
      label: "unknown alignment", json: scene(presenter: view(#", "alignment": "centre""#)),
      path: "$.presenter.views[0].alignment", line: 1, column: 94, reason: "unknown alignment 'centre'; use left, center or right"),
  ]

  @Test(arguments: badFiles)
  func malformedFileNamesThePathAndReason(_ bad: BadFile) {
    let error = #expect(throws: SceneFileError.self) {
      try SceneFile.decode(Array(bad.json.utf8), name: "bad", size: .phone)
    }
    #expect(error?.path == bad.path)
    #expect(error?.reason == bad.reason)
    #expect(error?.position == TextPosition(line: bad.line, column: bad.column))
  }

  @Test(arguments: [
    (Array(String(repeating: "[", count: 300).utf8), TextPosition(line: 1, column: 101), "arrays and objects nest more than 100 deep; flatten the file"),
    (Array(#"{"presenter": {"name": ""#.utf8) + [0xFF, 0x22, 0x7D, 0x7D], TextPosition(line: 1, column: 24), "the string is not valid UTF-8; save the file as UTF-8"),
    ([0xEF, 0xBB, 0xBF] + Array("{\n \"é\": 1}".utf8), TextPosition(line: 2, column: 2), "unknown field 'é'; the fields of a scene are name, style, source, presenter, presented"),
    (Array(#"{"presenter": {}, "presented": {}, "name": "\q"}"#.utf8), TextPosition(line: 1, column: 46), #"invalid escape '\q' in a string; use \" \\ \/ \b \f \n \r \t or \uXXXX"#),
  ])
  func hostileBytesGiveAPlaceAndAReason(bytes: [UInt8], position: TextPosition, reason: String) {
    let error = #expect(throws: SceneFileError.self) { try SceneFile.decode(bytes, name: "bad", size: .phone) }
    #expect(error?.position == position)
    #expect(error?.reason == reason)
  }

  @Test func escapesDecode() throws {
    let json = #"{"name": "a\u00e9\ud83d\ude00\n", "presenter": {}, "presented": {}}"#
    #expect(try SceneFile.decode(Array(json.utf8), name: "x", size: .phone).name == "aé😀\n")
  }

  @Test func theErrorIsOneLineNamingTheFile() throws {
    let thrown = #expect(throws: SceneFileError.self) {
      try SceneFile.decode(Array("{\n  \"presenter\": 1}".utf8), name: "bad", size: .phone)
    }
    let cli = try #require(thrown).cliError(file: "bad\n.json")
    #expect(cli.code == .dataError)
    #expect(cli.message == #"scene file 'bad\n.json', line 2, column 16, $.presenter: expected a screen object {...}, found a number"#)
  }

  @Test func colourNamesAndHexDecode() throws {
    let json = Self.scene(
      presenter: Self.view(##", "name": "a", "color": "#FF000080", "textColor": "systemGray6", "borderColor": "#00FF00""##))
    let scene = try SceneFile.decode(Array(json.utf8), name: "colours", size: .phone)
    let view = try #require(scene.presenter.view.view(named: "a"))
    #expect(view.color == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
    #expect(view.textColor == .systemGray6)
    #expect(view.borderColor == Color(red: 0, green: 1, blue: 0))
    #expect(scene.name == "colours" && scene.style == .fullScreen && scene.sourceName == nil)
    #expect(scene.presenter.view.frame.size == .phone)
  }

  @Test func theDocumentedExampleLoads() throws {
    let scene = try SceneFile.load(path: BuiltProducts.packageRoot + "/docs/examples/scene.json", size: .phone)
    #expect(scene.name == "profile")
    #expect(scene.style == .custom)
    #expect(scene.presenter.name == "ContactsViewController")
    let sourceName = try #require(scene.sourceName)
    let source = try #require(scene.presenter.view.view(named: sourceName))
    #expect(source.cornerRadius == 28 && source.text == "AK")
    #expect(scene.presented.view.view(named: "close")?.textAlignment == .center)
    #expect(scene.presenter.view.view(named: "nameLabel")?.textAlignment == .left)
  }

  @Test(arguments: [("pets", "pets"), ("yellow", "yellow")])
  func aNameStillPicksABuiltIn(value: String, name: String) throws {
    #expect(try SceneFile.resolve(value, size: .tablet).name == name)
  }

  @Test(arguments: [("a.json", true), ("./pets", true), ("pets", false), ("my-scene", false)])
  func pathsAreTellTaleByASlashOrTheJSONExtension(value: String, isPath: Bool) {
    #expect(SceneFile.isPath(value) == isPath)
  }

  // MARK: - End to end

  @Test func aMalformedFileExits65WithOneLineAndNoOutput() throws {
    let dir = try TestDirectory("scene-bad")
    let bad = try dir.write(Array(Self.scene(presented: Self.view(width: "-5")).utf8), as: "bad.json")
    let output = dir.file("x.json")
    let result = try AnimHostProcess.run(["render", "grow", "--scene", bad, "-o", output])
    #expect(result.status == 65)
    #expect(result.stderr == "animhost: error: scene file '\(bad)', line 1, column 90, $.presented.views[0].frame.width: negative width -5; use 0 or more\n")
    #expect(result.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func aMissingFileExits66() throws {
    let dir = try TestDirectory("scene-missing")
    let result = try AnimHostProcess.run(["render", "grow", "--scene", dir.file("none.json"), "-o", dir.file("x.json")])
    #expect(result.status == 66)
    #expect(result.stderr == "animhost: error: cannot read scene file '\(dir.file("none.json"))': no such file; check the path\n")
  }

  @Test func aDirectoryExits66() throws {
    let dir = try TestDirectory("scene-dir")
    let result = try AnimHostProcess.run(["render", "grow", "--scene", dir.path + "/", "-o", "-"])
    #expect(result.status == 66)
    #expect(result.stderr.hasSuffix("it is a directory; give a .json file\n"))
  }

  @Test func anUnknownBuiltInSuggestsTheClosest() throws {
    let result = try AnimHostProcess.run(["render", "grow", "--scene", "citys", "-o", "-"])
    #expect(result.status == 66)
    let lines = result.stderr.split(separator: "\n").map(String.init)
    #expect(lines.first == "animhost: error: no scene named 'citys'; did you mean 'cities'?")
    #expect(lines.dropFirst().first?.hasPrefix("built-in scenes: yellow, pets, cities") == true)
  }

  @Test func aGoodFileRenders() throws {
    let dir = try TestDirectory("scene-good")
    let example = BuiltProducts.packageRoot + "/docs/examples/scene.json"
    let output = dir.file("out.json")
    let result = try AnimHostProcess.run(["render", "grow", "--scene", example, "-o", output])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any])
    #expect((object["transitions"] as? [Any])?.count == 2)
    #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: output)), as: UTF8.self).contains("\"avatar\""))
  }
}
