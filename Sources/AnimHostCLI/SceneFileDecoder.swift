import Messages
import PluginHost
import TransitionEngine

/// Turns a parsed scene file into a Scene: types, sizes, colours, unique names, source, style.
struct SceneFileDecoder {
  /// The most views a file may describe.
  static let maxViews = 10_000
  /// The style of a scene file without `style`: UIKit's full-screen presentation.
  static let defaultStyle = PresentationStyle.fullScreen

  /// The screen size the root views fill.
  private let screen: Size
  /// Each view name so far and where it was first given.
  private var namePaths: [String: JSONPath] = [:]
  /// How many views so far.
  private var viewCount = 0

  /// The fields of the scene object, in the order the documentation lists them.
  static let sceneKeys = ["name", "style", "source", "presenter", "presented"]
  /// The fields of a screen object.
  static let screenKeys = ["name", "color", "views"]
  /// The fields of a view object.
  static let viewKeys = [
    "name", "frame", "color", "cornerRadius", "borderWidth", "borderColor", "text", "textColor", "fontSize",
    "alignment", "views",
  ]
  /// The fields of a frame object.
  static let frameKeys = ["x", "y", "width", "height"]

  /// Decodes the document's root object; `defaultName` names a scene without `name`.
  static func decode(_ root: JSONValue, defaultName: String, screen: Size) throws(SceneFileError) -> Scene {
    var decoder = SceneFileDecoder(screen: screen)
    return try decoder.scene(root, defaultName: defaultName)
  }

  /// A decoder whose root views fill a screen of this size.
  private init(screen: Size) {
    self.screen = screen
  }

  /// The scene object: both screens, then style and source, which refer to them.
  private mutating func scene(_ root: JSONValue, defaultName: String) throws(SceneFileError) -> Scene {
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
        let hint = Suggestion.closest(to: name, in: names).map { "did you mean '\($0)'?" } ?? "use one of " + names.joined(separator: ", ")
        throw SceneFileError(top.path.appending("style"), at: top.optional("style")?.offset ?? top.offset, "unknown style '\(name)'; \(hint)")
      }
      style = value
    }
    let source = try top.string("source")
    if let source, !presenterNames.contains(source) {
      let position = top.optional("source")?.offset ?? top.offset
      let path = top.path.appending("source")
      if namePaths[source] != nil {
        throw SceneFileError(path, at: position, "the source '\(source)' is in the presented screen; name a view of the presenter")
      }
      let hint = Suggestion.closest(to: source, in: presenterNames.sorted()).map { "did you mean '\($0)'?" }
        ?? "name a view of the presenter (" + presenterNames.sorted().joined(separator: ", ") + ")"
      throw SceneFileError(path, at: position, "no view named '\(source)' for the source; \(hint)")
    }
    return Scene(
      name: try top.string("name") ?? defaultName, presenter: presenter, presented: presented, sourceName: source,
      style: style)
  }

  /// A screen: the view controller's name and its root view filling the screen.
  private mutating func screenView(_ value: JSONValue, path: JSONPath, defaultName: String) throws(SceneFileError)
    -> (name: String, view: SceneView)
  {
    let object = try JSONObjectReader(value, path: path, what: "a screen", keys: Self.screenKeys)
    let name = try nonEmptyName(object) ?? defaultName
    let rootName = name + ".view"
    try claim(rootName, path: path.appending("name"), offset: object.optional("name")?.offset ?? object.offset)
    let color = try color(object, "color") ?? .white
    let children = try views(object)
    let root = SceneView(name: rootName, frame: Rect(origin: .zero, size: screen), color: color, children: children)
    return (name, root)
  }

  /// The `views` array of an object, decoded in order.
  private mutating func views(_ object: JSONObjectReader) throws(SceneFileError) -> [SceneView] {
    var result: [SceneView] = []
    for element in try object.array("views") ?? [] {
      result.append(try view(element.value, path: element.path))
    }
    return result
  }

  /// One view object and its subviews.
  private mutating func view(_ value: JSONValue, path: JSONPath) throws(SceneFileError) -> SceneView {
    let object = try JSONObjectReader(value, path: path, what: "a view", keys: Self.viewKeys)
    viewCount += 1
    guard viewCount <= Self.maxViews else {
      throw SceneFileError(path, at: object.offset, "more than \(Self.maxViews) views; a scene file describes two screens")
    }
    let name = try nonEmptyName(object)
    if let name {
      try claim(name, path: path.appending("name"), offset: object.optional("name")?.offset ?? object.offset)
    }
    var view = SceneView(name: name, frame: try frame(object.required("frame", example: "{\"x\": 0, \"y\": 0, \"width\": 100, \"height\": 44}"), path: path.appending("frame")))
    view.color = try color(object, "color") ?? .clear
    view.cornerRadius = try object.number("cornerRadius", minimum: 0, what: "corner radius") ?? 0
    view.borderWidth = try object.number("borderWidth", minimum: 0, what: "border width") ?? 0
    view.borderColor = try color(object, "borderColor") ?? .black
    view.text = try object.string("text")
    view.textColor = try color(object, "textColor") ?? .black
    view.fontSize = try object.number("fontSize") ?? 17
    guard view.fontSize > 0 else {
      let position = object.optional("fontSize")?.offset ?? object.offset
      let size = JSONObjectReader.format(view.fontSize)
      throw SceneFileError(path.appending("fontSize"), at: position, "font size \(size) is not positive; use a size such as 17")
    }
    if let alignment = try object.string("alignment") {
      guard let value = SceneView.TextAlignment(name: alignment) else {
        throw SceneFileError(path.appending("alignment"), at: object.optional("alignment")?.offset ?? object.offset, "unknown alignment '\(alignment)'; use left, center or right")
      }
      view.textAlignment = value
    }
    view.children = try views(object)
    return view
  }

  /// A frame object: all four numbers required, width and height not negative.
  private func frame(_ value: JSONValue, path: JSONPath) throws(SceneFileError) -> Rect {
    let object = try JSONObjectReader(value, path: path, what: "a frame", keys: Self.frameKeys)
    func number(_ key: String, minimum: Double?, what: String) throws(SceneFileError) -> Double {
      _ = try object.required(key, example: "0")
      return try object.number(key, minimum: minimum, what: what) ?? 0
    }
    return Rect(
      x: try number("x", minimum: nil, what: "x"), y: try number("y", minimum: nil, what: "y"),
      width: try number("width", minimum: 0, what: "width"), height: try number("height", minimum: 0, what: "height"))
  }

  /// The `name` member, which must not be empty when given.
  private func nonEmptyName(_ object: JSONObjectReader) throws(SceneFileError) -> String? {
    guard let name = try object.string("name") else { return nil }
    guard !name.isEmpty else {
      throw SceneFileError(object.path.appending("name"), at: object.optional("name")?.offset ?? object.offset, "the name is empty; give it a name or remove the field")
    }
    return name
  }

  /// Records a view name, failing when the scene already has it.
  private mutating func claim(_ name: String, path: JSONPath, offset: Int) throws(SceneFileError) {
    if let first = namePaths[name] {
      throw SceneFileError(path, at: offset, "duplicate name '\(name)' (also at \(first)); names must be unique in the scene")
    }
    namePaths[name] = path
  }
}
