/// Layout rules the built-in scenes share, so they look like iOS apps at any screen size.
package enum SceneLayout {
  /// The status bar's height: the top safe-area inset of a full-screen view.
  package static func statusBarHeight(_ size: Size) -> Double {
    PresentationLayout.safeAreaTop(for: size)
  }

  /// The side margin of content (UIKit's layout margin): 20 in regular width, else 16.
  package static func margin(_ size: Size) -> Double {
    size.width >= PresentationLayout.regularWidthMinimum ? 20 : 16
  }

  /// A navigation bar across the top of a view `width` wide: bar colour, centred 17 pt title,
  /// hairline at the bottom; `top` is the status bar above the 44-point bar.
  package static func navigationBar(
    title: String, width: Double, top: Double, leading: SceneView? = nil
  )
    -> SceneView
  {
    let height = top + 44
    var children = [
      SceneView(
        frame: Rect(x: 0, y: top, width: width, height: 44), text: title, textColor: .black,
        fontSize: 17),
      SceneView(frame: Rect(x: 0, y: height - 0.5, width: width, height: 0.5), color: .separator),
    ]
    if let leading { children.append(leading) }
    return SceneView(
      frame: Rect(x: 0, y: 0, width: width, height: height), color: .barBackground,
      children: children)
  }

  /// A system button: tinted text on a light grey rounded background (iOS 15's gray style).
  package static func grayButton(name: String, title: String, frame: Rect) -> SceneView {
    SceneView(
      name: name, frame: frame, color: .systemGray6, cornerRadius: 10, text: title,
      textColor: .systemBlue, fontSize: 17)
  }

  /// A system button: white text on a blue rounded background (iOS 15's filled style).
  package static func filledButton(name: String, title: String, frame: Rect) -> SceneView {
    SceneView(
      name: name, frame: frame, color: .systemBlue, cornerRadius: 10, text: title,
      textColor: .white,
      fontSize: 17)
  }

  /// A rectangle of a size centred in a screen, clamped so it stays inside it.
  package static func centered(_ size: Size, in screen: Size) -> Rect {
    let fitted = Size(width: min(size.width, screen.width), height: min(size.height, screen.height))
    return Rect(center: Point(x: screen.width / 2, y: screen.height / 2), size: fitted)
  }
}
