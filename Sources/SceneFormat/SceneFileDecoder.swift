import JSON
import Messages
import TransitionEngine

/// Turns a scene file (docs/scene-format.md) into a Scene: types, sizes, colours, unique names,
/// source and style, with every mistake reported by JSON path, line and column.
package struct SceneFileDecoder {
  /// The style of a scene file without `style`: UIKit's full-screen presentation.
  static let defaultStyle = PresentationStyle.fullScreen

  /// The fields of the scene object, in the order the documentation lists them.
  static let sceneKeys = [
    "name", "style", "transition", "source", "presenter", "presented", "navigation", "tabs",
  ]
  /// The fields of a screen object.
  static let screenKeys = ["name", "title", "color", "views"]
  /// The fields of a view object.
  static let viewKeys = [
    "name", "match", "frame", "color", "cornerRadius", "borderWidth", "borderColor", "text",
    "textColor",
    "fontSize", "alignment", "image", "contentMode", "clipsToBounds", "views",
  ]
  /// The fields of a frame object.
  static let frameKeys = ["x", "y", "width", "height"]

  /// The screen size the root views fill.
  let screen: Size
  /// Each view name so far and where it was first given.
  private var namePaths: [String: JSONPath] = [:]
  /// Each match id of the screen being decoded and where it was first given.
  private var matchPaths: [String: JSONPath] = [:]
  /// How many views so far.
  var viewCount = 0
  /// The area the views cover so far, each clipped to the screen's size, in square points.
  var coveredArea = 0.0
  /// The characters of text so far.
  var textCharacters = 0
  /// The titles screens give, by view controller name.
  var titles: [String: String] = [:]

  /// Parses and decodes the bytes of a scene file.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents.
  ///   - name: The name of a scene whose file has no `name` (the CLI passes the file's name).
  ///   - size: The screen size the root views fill.
  /// - Returns: the scene.
  /// - Throws: `SceneFileError` naming the JSON path, line and column of the first mistake.
  package static func decode(
    _ bytes: [UInt8], name: String, size: Size
  ) throws(SceneFileError) -> Scene {
    do {
      var decoder = SceneFileDecoder(screen: size)
      return try decoder.scene(JSONParser.parse(bytes), defaultName: name)
    } catch {
      var located = error
      located.locate(in: bytes)
      throw SceneFileError(located)
    }
  }

  /// A decoder whose root views fill a screen of this size.
  private init(screen: Size) {
    self.screen = screen
  }

  /// The scene object: both screens, then style and source, which refer to them.
  private mutating func scene(_ root: JSONValue, defaultName: String) throws(JSONError) -> Scene {
    var scene = try twoScreens(root, defaultName: defaultName)
    let top = try JSONObjectReader(root, path: .root, what: "a scene", keys: Self.sceneKeys)
    scene.navigationStack = try navigation(top)
    scene.tabs = try tabs(top)
    scene.titles = titles
    if let name = try top.string("transition") {
      guard let value = ModalTransitionStyle(name: name) else {
        let names = ModalTransitionStyle.allCases.map(\.name)
        let hint =
          Suggestion.closest(to: name, in: names).map { "did you mean '\($0)'?" }
          ?? "use one of " + names.joined(separator: ", ")
        throw top.invalidValue("transition", "unknown transition style '\(name)'; \(hint)")
      }
      scene.transitionStyle = value
    }
    return scene
  }

  /// The presenter and the presented screen, with the style and source that refer to them.
  private mutating func twoScreens(_ root: JSONValue, defaultName: String) throws(JSONError)
    -> Scene
  {
    let top = try JSONObjectReader(root, path: .root, what: "a scene", keys: Self.sceneKeys)
    let example = "{\"name\": \"...\", \"views\": [...]}"
    let presenter = try screenView(
      top.required("presenter", example: example), path: JSONPath.root.appending("presenter"),
      defaultName: "PresentingViewController")
    let presenterNames = Set(namePaths.keys)
    let presented = try screenView(
      top.required("presented", example: example), path: JSONPath.root.appending("presented"),
      defaultName: "PresentedViewController")
    var style = Self.defaultStyle
    if let name = try top.string("style") {
      guard let value = PresentationStyle(name: name) else {
        let names = PresentationStyle.allCases.map(\.name)
        let hint =
          Suggestion.closest(to: name, in: names).map { "did you mean '\($0)'?" }
          ?? "use one of " + names.joined(separator: ", ")
        throw top.invalidValue("style", "unknown style '\(name)'; \(hint)")
      }
      style = value
    }
    let source = try top.string("source")
    if let source, !presenterNames.contains(source) {
      if namePaths[source] != nil {
        throw top.invalidValue(
          "source",
          "the source '\(source)' is in the presented screen; name a view of the presenter")
      }
      let names = presenterNames.sorted()
      let hint =
        Suggestion.closest(to: source, in: names).map { "did you mean '\($0)'?" }
        ?? "name a view of the presenter (" + names.joined(separator: ", ") + ")"
      throw top.invalidValue("source", "no view named '\(source)' for the source; \(hint)")
    }
    return Scene(
      name: try top.string("name") ?? defaultName, presenter: presenter, presented: presented,
      sourceName: source, style: style)
  }

  /// A screen: the view controller's name and its root view filling the screen; its title is
  /// kept in `titles`.
  mutating func screenView(
    _ value: JSONValue, path: JSONPath, defaultName: String
  ) throws(JSONError) -> (name: String, view: SceneView) {
    let object = try JSONObjectReader(value, path: path, what: "a screen", keys: Self.screenKeys)
    let name = try nonEmptyName(object) ?? defaultName
    let rootName = name + ".view"
    try claim(rootName, in: object)
    if let title = try object.string("title") { titles[name] = title }
    let color = try color(object, "color") ?? .white
    matchPaths = [:]
    let children = try views(object)
    let frame = Rect(origin: .zero, size: screen)
    return (name, SceneView(name: rootName, frame: frame, color: color, children: children))
  }

  /// The `views` array of an object, decoded in order.
  private mutating func views(_ object: JSONObjectReader) throws(JSONError) -> [SceneView] {
    var result: [SceneView] = []
    for element in try object.array("views") ?? [] {
      result.append(try view(element.value, path: element.path))
    }
    return result
  }

  /// One view object and its subviews.
  private mutating func view(_ value: JSONValue, path: JSONPath) throws(JSONError) -> SceneView {
    let object = try JSONObjectReader(value, path: path, what: "a view", keys: Self.viewKeys)
    try countView(object, path: path)
    let name = try nonEmptyName(object)
    if let name { try claim(name, in: object) }
    let matchID = try match(object)
    let frameExample = "{\"x\": 0, \"y\": 0, \"width\": 100, \"height\": 44}"
    let frameValue = try object.required("frame", example: frameExample)
    var view = SceneView(name: name, frame: try frame(frameValue, path: path.appending("frame")))
    view.matchID = matchID
    try countArea(of: view.frame, object)
    view.color = try color(object, "color") ?? .clear
    view.cornerRadius =
      try object.number("cornerRadius", minimum: 0, what: "corner radius") ?? 0
    view.borderWidth = try object.number("borderWidth", minimum: 0, what: "border width") ?? 0
    view.borderColor = try color(object, "borderColor") ?? .black
    view.text = try text(object)
    view.textColor = try color(object, "textColor") ?? .black
    view.fontSize = try fontSize(object)
    if let alignment = try object.string("alignment") {
      guard let value = SceneView.TextAlignment(name: alignment) else {
        throw object.invalidValue(
          "alignment", "unknown alignment '\(alignment)'; use left, center or right")
      }
      view.textAlignment = value
    }
    try picture(object, into: &view)
    view.children = try views(object)
    return view
  }

  /// A view's `image` (a PNG file relative to the scene file), `contentMode` and
  /// `clipsToBounds`.
  private func picture(_ object: JSONObjectReader, into view: inout SceneView) throws(JSONError) {
    if let file = try object.string("image") {
      guard !file.isEmpty else {
        throw object.invalidValue("image", "the image path is empty; name a PNG file")
      }
      view.imageFile = file
    }
    if let name = try object.string("contentMode") {
      guard let mode = ContentMode(name: name) else {
        let names = ContentMode.allCases.map(\.name)
        let hint =
          Suggestion.closest(to: name, in: names).map { "did you mean '\($0)'?" }
          ?? "use one of " + names.joined(separator: ", ")
        throw object.invalidValue("contentMode", "unknown content mode '\(name)'; \(hint)")
      }
      view.contentMode = mode
    }
    view.clipsToBounds = try object.bool("clipsToBounds") ?? false
  }

  /// A frame object: all four numbers required, width and height not negative.
  private func frame(_ value: JSONValue, path: JSONPath) throws(JSONError) -> Rect {
    let object = try JSONObjectReader(value, path: path, what: "a frame", keys: Self.frameKeys)
    func number(_ key: String, minimum: Double?) throws(JSONError) -> Double {
      _ = try object.required(key, example: "0")
      return try object.number(key, minimum: minimum, what: key) ?? 0
    }
    return Rect(
      x: try number("x", minimum: nil), y: try number("y", minimum: nil),
      width: try number("width", minimum: 0), height: try number("height", minimum: 0))
  }

  /// The `name` member, which must not be empty when given.
  private func nonEmptyName(_ object: JSONObjectReader) throws(JSONError) -> String? {
    guard let name = try object.string("name") else { return nil }
    guard !name.isEmpty else {
      throw object.invalidValue("name", "the name is empty; give it a name or remove the field")
    }
    return name
  }

  /// The `match` member: not empty, and given to one view at most on each screen.
  private mutating func match(_ object: JSONObjectReader) throws(JSONError) -> String? {
    guard let id = try object.string("match") else { return nil }
    guard !id.isEmpty else {
      throw object.invalidValue("match", "the match id is empty; give it an id or remove the field")
    }
    let path = object.path.appending("match")
    if let first = matchPaths[id] {
      throw object.invalidValue(
        "match",
        "duplicate match id '\(id)' (also at \(first)); a screen gives each match id to one "
          + "view, so change one of them")
    }
    matchPaths[id] = path
    return id
  }

  /// Records the view name an object gives, failing when the scene already has it.
  private mutating func claim(_ name: String, in object: JSONObjectReader) throws(JSONError) {
    let path = object.path.appending("name")
    if let first = namePaths[name] {
      throw object.invalidValue(
        "name", "duplicate name '\(name)' (also at \(first)); names must be unique in the scene")
    }
    namePaths[name] = path
  }
}
