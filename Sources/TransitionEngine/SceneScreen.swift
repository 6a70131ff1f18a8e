/// A screen of a scene besides the presenter and the presented view controller: one below them
/// on the navigation stack, or another tab.
package struct SceneScreen: Equatable, Sendable {
  /// The view controller's class name, such as `SettingsViewController`.
  package var name: String
  /// The root view.
  package var view: SceneView

  /// A screen from its view controller's name and root view.
  package init(name: String, view: SceneView) {
    self.name = name
    self.view = view
  }
}

/// One tab of a scene's tab bar controller: the presenter's screen, the presented one, or
/// another screen.
package enum SceneTab: Equatable, Sendable {
  /// The presenter's screen (the tab a `--kind tab` run starts on).
  case presenter
  /// The presented screen (the tab it switches to).
  case presented
  /// Another tab, not part of the switch.
  case screen(SceneScreen)
}
