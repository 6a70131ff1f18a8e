import AnimHostCLI
import AnimHostTestSupport
import Foundation
import SceneFormat
import Testing
import TransitionEngine

@Suite struct SceneFileTests {
  @Test func theErrorIsOneLineNamingTheFile() throws {
    let thrown = #expect(throws: SceneFileError.self) {
      try SceneFileDecoder.decode(Array("{\n  \"presenter\": 1}".utf8), name: "bad", size: .phone)
    }
    let cli = try #require(thrown).cliError(file: "bad\n.json")
    #expect(cli.code == .dataError)
    #expect(
      cli.message
        == #"scene file 'bad\n.json', line 2, column 16, $.presenter: "#
        + #"expected a screen object {...}, found a number"#
    )
  }

  @Test func theDocumentedExampleLoads() throws {
    let scene = try SceneFile.load(
      path: BuiltProducts.packageRoot + "/docs/examples/scene.json", size: .phone)
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
    let json =
      #"{"presenter": {"views": []}, "presented": {"views": "#
      + #"[{"frame": {"x": 0, "y": 0, "width": -5, "height": 10}}]}}"#
    let bad = try dir.write(Array(json.utf8), as: "bad.json")
    let output = dir.file("x.json")
    let result = try AnimHostProcess.run(["render", "grow", "--scene", bad, "-o", output])
    #expect(result.status == 65)
    #expect(
      result.stderr
        == "animhost: error: scene file '\(bad)', line 1, column 90, "
        + "$.presented.views[0].frame.width: negative width -5; use 0 or more\n"
    )
    #expect(result.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func aMissingFileExits66() throws {
    let dir = try TestDirectory("scene-missing")
    let result = try AnimHostProcess.run([
      "render", "grow", "--scene", dir.file("none.json"), "-o", dir.file("x.json"),
    ])
    #expect(result.status == 66)
    #expect(
      result.stderr
        == "animhost: error: cannot read scene file '\(dir.file("none.json"))': "
        + "no such file; check the path\n"
    )
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
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output)))
        as? [String: Any])
    #expect((object["transitions"] as? [Any])?.count == 2)
    #expect(
      String(decoding: try Data(contentsOf: URL(fileURLWithPath: output)), as: UTF8.self).contains(
        "\"avatar\""))
  }
}
