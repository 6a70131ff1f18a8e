/// One view in a scene description: its frame in the parent, looks, label and name.
package struct SceneView: Equatable, Sendable {
  /// How a label lines its text up in its bounds.
  package enum TextAlignment: Int, CaseIterable, Sendable {
    /// Text starts at the left edge.
    case left = 0
    /// Text is centred.
    case center = 1
    /// Text ends at the right edge.
    case right = 2

    /// The scene-file name: `left`, `center` or `right`.
    package var name: String { "\(self)" }

    /// The alignment with this scene-file name, or nil.
    package init?(name: String) {
      guard let value = Self.allCases.first(where: { $0.name == name }) else { return nil }
      self = value
    }
  }

  /// The name other code finds the view by (`tapMe`, `scaleView`), or nil.
  package var name: String?
  /// The id that pairs it with a view of the other screen in a magic move (`match`), or nil.
  package var matchID: String?
  /// The frame in the parent's coordinates.
  package var frame: Rect
  /// The background colour.
  package var color: Color
  /// The radius of the background's (and border's) rounded corners.
  package var cornerRadius: Double
  /// The border width; 0 draws no border.
  package var borderWidth: Double
  /// The border colour.
  package var borderColor: Color
  /// The label text, or nil for a view without text.
  package var text: String?
  /// The label's text colour.
  package var textColor: Color
  /// The label's font size in points.
  package var fontSize: Double
  /// How the label lines up its text.
  package var textAlignment: TextAlignment
  /// The subviews, back to front.
  package var children: [SceneView]
  /// The picture it shows (a UIImageView's image), or nil.
  package var image: BitmapImage?
  /// The file a scene file names for the picture, relative to the scene file, until it is read.
  package var imageFile: String?
  /// How the picture is placed in its bounds.
  package var contentMode = ContentMode.scaleToFill
  /// Whether its content is clipped to its rounded bounds (clipsToBounds).
  package var clipsToBounds = false

  /// A view description; only the frame is required.
  package init(
    name: String? = nil, frame: Rect, color: Color = .clear, cornerRadius: Double = 0,
    borderWidth: Double = 0, borderColor: Color = .black, text: String? = nil,
    textColor: Color = .black, fontSize: Double = 17, textAlignment: TextAlignment = .center,
    children: [SceneView] = []
  ) {
    self.name = name
    self.frame = frame
    self.color = color
    self.cornerRadius = cornerRadius
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.text = text
    self.textColor = textColor
    self.fontSize = fontSize
    self.textAlignment = textAlignment
    self.children = children
  }

  /// This view and all its descendants, depth first, with each one's frame in the root's space.
  package var flattened: [(view: SceneView, frameInRoot: Rect)] {
    var result: [(view: SceneView, frameInRoot: Rect)] = []
    func visit(_ view: SceneView, origin: Point) {
      let frame = Rect(
        x: origin.x + view.frame.x, y: origin.y + view.frame.y, width: view.frame.width,
        height: view.frame.height)
      result.append((view, frame))
      for child in view.children { visit(child, origin: frame.origin) }
    }
    visit(self, origin: .zero)
    return result
  }

  /// The first view in this subtree with a name, depth first.
  package func view(named name: String) -> SceneView? {
    flattened.first { $0.view.name == name }?.view
  }
}
