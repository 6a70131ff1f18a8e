import TransitionEngine

/// Lays out a label's single line of text as glyph outlines, as UILabel draws it.
package final class LabelTextLayout {
  /// The shared layout with the default font.
  nonisolated(unsafe) package static let shared = LabelTextLayout()

  package init() {}

  /// The outline of `text` in a label of the given bounds size: vertically centred,
  /// aligned left (0), centre (1) or right (2).
  package func path(text: String, fontSize: Double, alignment: Int, bounds: Size) -> Path {
    Path()
  }
}
