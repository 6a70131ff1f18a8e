extension Scene {
  /// The cities the presented list shows, one row each.
  static let cityNames = [
    "Amsterdam", "Barcelona", "Berlin", "Buenos Aires", "Cape Town", "Istanbul", "Kyoto", "Lisbon",
    "London", "New York", "Paris", "Prague", "Rome", "San Francisco", "Sydney", "Tokyo", "Vienna",
  ]

  /// The fourth seed: `PresentingViewController` with a "Show Cities" button presents
  /// `PresentedViewController`, a sheet listing cities.
  ///
  /// The seed sets `modalPresentationStyle = .custom`; its animator slides the sheet up from the
  /// bottom to a height and shrinks the presenter behind it, so the style is `custom` and the
  /// sheet's content is laid out from its top edge with no status bar.
  package static func cities(size: Size) -> Scene {
    let screen = Rect(origin: .zero, size: size)
    let top = SceneLayout.statusBarHeight(size)
    let bar = SceneLayout.navigationBar(title: "Home", width: size.width, top: top)
    let button = SceneLayout.centered(Size(width: 160, height: 50), in: size)
    let home = SceneView(
      name: "PresentingViewController.view", frame: screen, color: .white,
      children: [
        bar, SceneLayout.filledButton(name: "showCities", title: "Show Cities", frame: button),
      ])
    return Scene(
      name: "cities", presenter: ("PresentingViewController", home),
      presented: ("PresentedViewController", cityList(size: size)), sourceName: "showCities",
      style: .custom)
  }

  /// The sheet: a 56-point title bar and 44-point rows of 17 pt city names with hairlines.
  private static func cityList(size: Size) -> SceneView {
    let m = SceneLayout.margin(size)
    let title = SceneView(
      name: "titleLabel", frame: Rect(x: 0, y: 0, width: size.width, height: 56), text: "Cities",
      textColor: .black, fontSize: 17)
    let titleLine = SceneView(
      frame: Rect(x: 0, y: 55.5, width: size.width, height: 0.5), color: .separator)
    var rows: [SceneView] = []
    for (index, city) in cityNames.enumerated() {
      let y = 56 + Double(index) * 44
      guard y + 44 <= size.height else { break }
      let label = SceneView(
        frame: Rect(x: m, y: 0, width: max(size.width - 2 * m, 0), height: 44), text: city,
        textColor: .black,
        fontSize: 17, textAlignment: .left)
      let line = SceneView(
        frame: Rect(x: m, y: 43.5, width: max(size.width - m, 0), height: 0.5), color: .separator)
      rows.append(
        SceneView(
          name: "row\(index)", frame: Rect(x: 0, y: y, width: size.width, height: 44),
          children: [label, line]))
    }
    return SceneView(
      name: "PresentedViewController.view", frame: Rect(origin: .zero, size: size), color: .white,
      children: [title, titleLine] + rows)
  }
}
