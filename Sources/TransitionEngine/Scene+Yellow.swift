extension Scene {
  /// The first seed: white `VCMain` with a "Tap me" button presents yellow `VCYellow` with "X".
  ///
  /// The seed sets `modalPresentationStyle = .custom` on `VCYellow`, so the style is `custom`.
  package static func yellow(size: Size) -> Scene {
    let screen = Rect(origin: .zero, size: size)
    let button = SceneLayout.centered(Size(width: 120, height: 48), in: size)
    let main = SceneView(
      name: "VCMain.view", frame: screen, color: .white,
      children: [SceneLayout.grayButton(name: "tapMe", title: "Tap me", frame: button)])
    let top = min(SceneLayout.statusBarHeight(size) + 9, max(size.height - 44, 0))
    let close = Rect(
      x: max(size.width - 64, 0), y: top, width: min(44, size.width), height: min(44, size.height))
    let yellow = SceneView(
      name: "VCYellow.view", frame: screen, color: .yellow,
      children: [
        SceneView(
          name: "close", frame: close, cornerRadius: 22, text: "X", textColor: .black, fontSize: 24)
      ])
    return Scene(
      name: "yellow", presenter: ("VCMain", main), presented: ("VCYellow", yellow),
      sourceName: "tapMe", style: .custom)
  }
}
