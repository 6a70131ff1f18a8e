/// One view in a scene description: its frame in the parent, looks, label and name.
package struct SceneView: Equatable, Sendable {
  package var name: String?
  package var frame: Rect
  package var color: Color
  package var text: String?
  package var textColor: Color
  package var fontSize: Double
  package var children: [SceneView]

  package init(
    name: String? = nil, frame: Rect, color: Color = .clear, text: String? = nil,
    textColor: Color = .black, fontSize: Double = 17, children: [SceneView] = []
  ) {
    self.name = name
    self.frame = frame
    self.color = color
    self.text = text
    self.textColor = textColor
    self.fontSize = fontSize
    self.children = children
  }
}

/// Two screens, one presenting the other: the stage a transition runs on.
package struct Scene: Equatable, Sendable {
  /// The scene's name, such as `yellow`.
  package var name: String
  /// The presenting view controller's class name and root view.
  package var presenter: (name: String, view: SceneView)
  /// The presented view controller's class name and root view.
  package var presented: (name: String, view: SceneView)
  /// The name of the view that triggered the presentation, if any.
  package var sourceName: String?
  /// The presentation style the presented view controller asks for.
  package var style: PresentationStyle

  package static func == (a: Scene, b: Scene) -> Bool {
    a.name == b.name && a.presenter.name == b.presenter.name && a.presenter.view == b.presenter.view
      && a.presented.name == b.presented.name && a.presented.view == b.presented.view
      && a.sourceName == b.sourceName && a.style == b.style
  }

  /// The names of the built-in scenes.
  package static let builtInNames = ["yellow"]

  /// The built-in scene with this name laid out for a screen size, or nil.
  package static func builtIn(_ name: String, size: Size) -> Scene? {
    switch name {
    case "yellow": yellow(size: size)
    default: nil
    }
  }

  /// The first seed: white `VCMain` with a "Tap me" button presents yellow `VCYellow` with "X".
  package static func yellow(size: Size) -> Scene {
    let screen = Rect(origin: .zero, size: size)
    let button = Rect(x: (size.width - 120) / 2, y: (size.height - 48) / 2, width: 120, height: 48)
    let main = SceneView(
      name: "VCMain.view", frame: screen, color: .white,
      children: [
        SceneView(
          name: "tapMe", frame: button, color: .systemGray6, text: "Tap me",
          textColor: .systemBlue, fontSize: 17)
      ])
    let close = Rect(x: size.width - 64, y: 56, width: 44, height: 44)
    let yellow = SceneView(
      name: "VCYellow.view", frame: screen, color: .yellow,
      children: [
        SceneView(name: "close", frame: close, text: "X", textColor: .black, fontSize: 24)
      ])
    return Scene(
      name: "yellow", presenter: ("VCMain", main), presented: ("VCYellow", yellow),
      sourceName: "tapMe", style: .custom)
  }

  /// Builds a view tree from a description into the engine.
  package static func build(_ description: SceneView, in engine: Engine) -> ViewNode {
    let view = engine.makeView(frame: description.frame, name: description.name)
    view.setModelValue(.backgroundColor, description.color.vector)
    view.text = description.text
    view.setModelValue(.textColor, description.textColor.vector)
    view.setModelValue(.fontSize, PropertyValue(scalar: description.fontSize))
    for child in description.children {
      view.add(build(child, in: engine))
    }
    return view
  }
}
