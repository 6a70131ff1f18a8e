import Messages
import PluginHost

/// The moment `--at` picks for a still image: seconds from the start of the run (present then
/// dismiss, back to back) or a percentage of the whole run.
package enum FrameChoice: Equatable, Sendable {
  case seconds(Double)
  case percent(Double)

  /// The default: the middle of the run (the presented screen when both directions run).
  static let middle = FrameChoice.percent(50)

  /// Parses `0.15`, `0.15s`, `150ms` or `50%`.
  package static func parse(_ text: String) throws(CLIError) -> FrameChoice {
    let invalid = CLIError.usage(
      "invalid value '\(escapedForTerminal(text))' for '--at'; use seconds from the start "
        + "(0.15, 150ms) or a percentage of the run (0% to 100%)",
      subject: text)
    var number = Substring(text)
    var unit = 1.0
    var isPercent = false
    if number.hasSuffix("%") {
      number = number.dropLast()
      isPercent = true
    } else if number.hasSuffix("ms") {
      number = number.dropLast(2)
      unit = 0.001
    } else if number.hasSuffix("s") {
      number = number.dropLast()
    }
    guard !number.isEmpty, number.allSatisfy({ ("0"..."9").contains($0) || $0 == "." }),
      let value = Double(number), value.isFinite
    else { throw invalid }
    if isPercent {
      guard value <= 100 else { throw invalid }
      return .percent(value)
    }
    return .seconds(value * unit)
  }

  /// The index of the frame showing at this moment in a run of `count` frames at `fps`.
  package func index(count: Int, fps: Int) throws(CLIError) -> Int {
    precondition(count > 0 && fps > 0, "FrameChoice: empty run")
    let duration = Double(count) / Double(fps)
    let time: Double
    switch self {
    case let .percent(p): time = duration * p / 100
    case let .seconds(s):
      guard s <= duration + 1e-9 else {
        let end = Self.secondsText(duration)
        throw .usage(
          "'--at \(Self.secondsText(s))' is past the end of the run (\(end) s, \(count) frames); "
            + "use 0 to \(end) or a percentage such as 50%",
          subject: Self.secondsText(s))
      }
      time = s
    }
    return min(count - 1, Int((time * Double(fps) + 1e-6).rounded(.down)))
  }

  /// Seconds for a message, to the millisecond and without trailing zeros.
  private static func secondsText(_ value: Double) -> String {
    var text = String((value * 1000).rounded() / 1000)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }
}
