import JSON
import Messages
import TransitionEngine

extension SceneFileDecoder {
  /// A colour member: `#RRGGBB`, `#RRGGBBAA` or a UIKit name; nil when absent.
  func color(_ object: JSONObjectReader, _ key: String) throws(JSONError) -> Color? {
    guard let text = try object.string(key) else { return nil }
    if text.hasPrefix("#") {
      let digits = text.utf8.dropFirst().compactMap(JSONParser.hexDigit)
      guard digits.count == text.utf8.count - 1, digits.count == 6 || digits.count == 8 else {
        throw object.invalidValue(
          key,
          "invalid colour '\(text)'; use #RRGGBB, #RRGGBBAA or a name such as systemBlue")
      }
      var channels: [Double] = []
      for i in stride(from: 0, to: digits.count, by: 2) {
        channels.append(Double(digits[i] << 4 | digits[i + 1]) / 255)
      }
      return Color(
        red: channels[0], green: channels[1], blue: channels[2],
        alpha: channels.count == 4 ? channels[3] : 1)
    }
    if let color = Color(named: text) { return color }
    let names = Color.named.map(\.name)
    let hint =
      Suggestion.closest(to: text, in: names).map { "did you mean '\($0)'?" }
      ?? "use #RRGGBB, #RRGGBBAA or a UIKit name such as systemBlue (see docs/scene-format.md)"
    throw object.invalidValue(key, "unknown colour '\(text)'; \(hint)")
  }
}
