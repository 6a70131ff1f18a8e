import JSON
import SceneFormat
import Testing
import TransitionEngine

/// A view's `match` id (docs/scene-format.md): decoded onto the view, on one screen or both,
/// once per screen at most, and a string that is not empty.
@Suite struct SceneFileDecoderMatchTests {
  private func decode(_ json: String) throws -> Scene {
    try SceneFileDecoder.decode(Array(json.utf8), name: "s", size: .phone)
  }

  private static func view(_ fields: String, children: String = "") -> String {
    #"{"frame": {"x": 0, "y": 0, "width": 10, "height": 10}\#(fields), "views": [\#(children)]}"#
  }

  @Test("the same id on both screens, an id on one screen only, and a nested one decode")
  func decodes() throws {
    let scene = try decode(
      #"{"presenter": {"views": [\#(Self.view(#", "name": "tile", "match": "pet""#)), "#
        + #"\#(Self.view(#", "match": "lonely""#))]}, "#
        + #""presented": {"views": [\#(Self.view("", children: Self.view(#", "name": "picture", "match": "pet""#)))]}}"#
    )
    #expect(scene.presenter.view.view(named: "tile")?.matchID == "pet")
    #expect(scene.presenter.view.children.map(\.matchID) == ["pet", "lonely"])
    #expect(scene.presented.view.view(named: "picture")?.matchID == "pet")
    #expect(scene.presented.view.matchID == nil)
  }

  @Test("the pets scene matches the tapped tile with the detail picture")
  func petsMatchTheTileAndThePicture() throws {
    let scene = try #require(Scene.builtIn("pets", size: .phone))
    #expect(scene.presenter.view.view(named: "scaleView")?.matchID == "pet")
    #expect(scene.presented.view.view(named: "imageView")?.matchID == "pet")
    let ids = scene.presenter.view.flattened.compactMap(\.view.matchID)
    #expect(ids.sorted() == ["pet", "pet-name"])
  }

  /// A mistake in `match`, with the JSON path and the reason the error must give.
  @Test(arguments: [
    (
      "duplicate on one screen",
      #"{"presenter": {}, "presented": {"views": [\#(view(#", "match": "a""#)), "#
        + #"\#(view("", children: view(#", "match": "a""#)))]}}"#,
      "$.presented.views[1].views[0].match",
      "duplicate match id 'a' (also at $.presented.views[0].match); a screen gives each match "
        + "id to one view, so change one of them"
    ),
    (
      "wrong type", #"{"presenter": {"views": [\#(view(#", "match": 7"#))]}, "presented": {}}"#,
      "$.presenter.views[0].match",
      "expected a string, found a number; put the text in double quotes"
    ),
    (
      "empty", #"{"presenter": {"views": [\#(view(#", "match": """#))]}, "presented": {}}"#,
      "$.presenter.views[0].match", "the match id is empty; give it an id or remove the field"
    ),
  ])
  func mistakesNameThePath(label: String, json: String, path: String, reason: String) {
    let error = #expect(throws: SceneFileError.self, "\(label)") { try decode(json) }
    #expect(error?.code == .invalidScene)
    #expect(error?.subject == path)
    #expect(error?.message == reason)
  }
}
