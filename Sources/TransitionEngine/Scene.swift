/// Two screens, one presenting the other: the stage a transition runs on.
///
/// A scene's `style` is the presentation style its app sets on the presented view controller
/// (`modalPresentationStyle`); `--style` overrides it for one run.
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
  /// For a navigation run: the view controllers on the stack below the presenter, root first
  /// (the presenter is the top one until the presented screen is pushed).
  package var navigationStack: [SceneScreen] = []
  /// For a tab run: the tab bar controller's tabs in order; it switches from the presenter's
  /// tab to the presented one's.
  package var tabs: [SceneTab] = [.presenter, .presented]
  /// The presented view controller's modalTransitionStyle: the system transition a
  /// presentation runs when the delegate vends no animator.
  package var transitionStyle = ModalTransitionStyle.coverVertical
  /// UIViewController.title by view controller name (the navigation bar's title and the tab
  /// bar item's); a screen without one shows its class name.
  package var titles: [String: String] = [:]

  /// A scene from its two screens, source element name and presentation style.
  package init(
    name: String, presenter: (name: String, view: SceneView),
    presented: (name: String, view: SceneView),
    sourceName: String?, style: PresentationStyle
  ) {
    self.name = name
    self.presenter = presenter
    self.presented = presented
    self.sourceName = sourceName
    self.style = style
  }

  /// Whether two scenes describe the same screens, source and style.
  package static func == (a: Scene, b: Scene) -> Bool {
    a.name == b.name && a.presenter.name == b.presenter.name && a.presenter.view == b.presenter.view
      && a.presented.name == b.presented.name && a.presented.view == b.presented.view
      && a.sourceName == b.sourceName && a.style == b.style
      && a.navigationStack == b.navigationStack && a.tabs == b.tabs && a.titles == b.titles
      && a.transitionStyle == b.transitionStyle
  }

  /// The title a view controller of this scene shows in bars: its title, else its name.
  package func title(of viewControllerName: String) -> String {
    titles[viewControllerName] ?? viewControllerName
  }

  /// The names of the built-in scenes; the first is the default.
  package static let builtInNames = ["yellow", "pets", "cities"]

  /// The built-in scene with this name laid out for a screen size, or nil.
  package static func builtIn(_ name: String, size: Size) -> Scene? {
    switch name {
    case "yellow": yellow(size: size)
    case "pets": pets(size: size)
    case "cities": cities(size: size)
    default: nil
    }
  }

  /// Builds a view tree from a description into the engine.
  package static func build(_ description: SceneView, in engine: Engine) -> ViewNode {
    let view = engine.makeView(frame: description.frame, name: description.name)
    view.matchID = description.matchID
    view.setModelValue(.backgroundColor, description.color.vector)
    view.setModelValue(.cornerRadius, PropertyValue(scalar: description.cornerRadius))
    view.setModelValue(.borderWidth, PropertyValue(scalar: description.borderWidth))
    view.setModelValue(.borderColor, description.borderColor.vector)
    view.text = description.text
    view.textAlignment = description.textAlignment.rawValue
    view.setModelValue(.textColor, description.textColor.vector)
    view.setModelValue(.fontSize, PropertyValue(scalar: description.fontSize))
    view.masksToBounds = description.clipsToBounds
    if let bitmap = description.image {
      view.image = engine.makeImage(bitmap: bitmap)
      view.contentMode = description.contentMode
    }
    for child in description.children {
      view.add(build(child, in: engine))
    }
    return view
  }
}
