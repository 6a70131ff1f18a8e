import JSON
import TransitionEngine

/// The limits on what a scene file may hold (docs/scene-format.md, "Limits"): valid JSON can
/// still describe a frame that takes seconds and gigabytes to draw, so the views, the area they
/// cover and the text they hold are bounded, each refused with its JSON path.
extension SceneFileDecoder {
  /// The most views a file may describe.
  static let maxViews = 1_000
  /// The most area all views may cover together, in screens: every view draws each pixel it
  /// covers on every frame.
  static let maxCoveredScreens = 100.0
  /// The most characters one view's text may hold.
  static let maxTextCharacters = 10_000
  /// The most characters of text in the whole file.
  static let maxTotalTextCharacters = 100_000
  /// The smallest and largest font sizes, in points.
  static let fontSizes: ClosedRange<Double> = 1...512

  /// Counts a view against `maxViews`.
  mutating func countView(_ object: JSONObjectReader, path: JSONPath) throws(JSONError) {
    viewCount += 1
    guard viewCount <= Self.maxViews else {
      throw JSONError(
        .invalidValue, at: path, offset: object.offset,
        "more than \(Self.maxViews) views; a scene file describes two screens")
    }
  }

  /// Counts the area a view covers, as much of its frame as fits on the screen.
  mutating func countArea(of frame: Rect, _ object: JSONObjectReader) throws(JSONError) {
    let screenArea = screen.width * screen.height
    coveredArea +=
      min(frame.size.width, screen.width) * min(frame.size.height, screen.height)
    guard coveredArea <= Self.maxCoveredScreens * screenArea else {
      throw object.invalidValue(
        "frame",
        "the views cover more than \(Int(Self.maxCoveredScreens)) screens' worth of area "
          + "together; remove or shrink views")
    }
  }

  /// A view's `text`, within the per-view and whole-file limits.
  mutating func text(_ object: JSONObjectReader) throws(JSONError) -> String? {
    guard let text = try object.string("text") else { return nil }
    let count = text.count
    guard count <= Self.maxTextCharacters else {
      throw object.invalidValue(
        "text",
        "the text has \(count) characters, more than \(Self.maxTextCharacters); shorten it")
    }
    textCharacters += count
    guard textCharacters <= Self.maxTotalTextCharacters else {
      throw object.invalidValue(
        "text",
        "the views' texts hold more than \(Self.maxTotalTextCharacters) characters together; "
          + "shorten them")
    }
    return text
  }

  /// A view's `fontSize`, within `fontSizes`.
  func fontSize(_ object: JSONObjectReader) throws(JSONError) -> Double {
    let size = try object.number("fontSize") ?? 17
    guard size > 0 else {
      throw object.invalidValue(
        "fontSize",
        "font size \(JSONObjectReader.format(size)) is not positive; use a size such as 17")
    }
    guard Self.fontSizes.contains(size) else {
      throw object.invalidValue(
        "fontSize",
        "font size \(JSONObjectReader.format(size)) is outside "
          + "\(Int(Self.fontSizes.lowerBound))...\(Int(Self.fontSizes.upperBound)); "
          + "use a size such as 17")
    }
    return size
  }
}
