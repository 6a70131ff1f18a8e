import Messages
import TransitionEngine

/// Parses `--interactive` and `--drag` scripts, naming the column of the first mistake.
///
/// `--interactive 0s=0%,0.3s=40%,0.5s=35%,cancel`: points `TIME=PERCENT` (seconds after each
/// transition starts, `0.3`, `0.3s` or `300ms`; `0%` to `100%`), then `finish` or `cancel`.
///
/// `--drag 'edge-left: 0s=0pt, 0.3s=120pt, release'`: a gesture (`edge-left`, `edge-right`,
/// `edge-top`, `edge-bottom`, `pan-up`, `pan-down`, `pan-left`, `pan-right`, `pinch`, `tap`),
/// optionally `@X,Y` where the finger goes down (window points), a colon, points
/// `TIME=AMOUNT` (points moved, `120pt`; a pinch's scale, `0.5x`; a tap takes times only),
/// then `release` or `cancel`.
package struct InteractionScriptParser {
  /// The option being parsed, for messages.
  let option: String
  /// The script as given.
  let text: String
  private let characters: [Character]

  init(option: String, text: String) {
    self.option = option
    self.text = text
    characters = Array(text)
  }

  /// Parses an `--interactive` script.
  /// - Throws: CLIError (usage, exit 64) naming the column and the expected form.
  package static func percent(_ text: String) throws(CLIError) -> PercentScript {
    try InteractionScriptParser(option: "--interactive", text: text).percentScript()
  }

  /// Parses a `--drag` script.
  /// - Throws: CLIError (usage, exit 64) naming the column and the expected form.
  package static func drag(_ text: String) throws(CLIError) -> DragScript {
    try InteractionScriptParser(option: "--drag", text: text).dragScript()
  }

  private static let percentExample = "0s=0%,0.3s=40%,0.5s=35%,cancel"
  private static let dragExample = "edge-left: 0s=0pt, 0.3s=120pt, release"

  private func percentScript() throws(CLIError) -> PercentScript {
    let items = self.items(from: 0)
    guard let last = items.last, let ending = ScriptEnding(rawValue: last.text) else {
      let column = items.last?.column ?? characters.count + 1
      throw failure(
        column, "the script must end with finish or cancel", example: Self.percentExample)
    }
    var points: [PercentScript.Point] = []
    for item in items.dropLast() {
      guard let equals = item.text.firstIndex(of: "=") else {
        throw failure(
          item.column, "'\(item.text)' is not a point TIME=PERCENT",
          example: Self.percentExample)
      }
      let time = try self.time(item.text[..<equals], column: item.column)
      let valueColumn = item.column + item.text.distance(from: item.text.startIndex, to: equals) + 1
      let value = Substring(item.text[item.text.index(after: equals)...].trimmingSpaces())
      guard value.hasSuffix("%"), let percent = number(value.dropLast()), percent <= 100 else {
        throw failure(
          valueColumn, "'\(value)' is not a percentage from 0% to 100%",
          example: Self.percentExample)
      }
      try checkOrder(time, after: points.last?.time, column: item.column)
      points.append(PercentScript.Point(time: time, percent: percent / 100))
    }
    guard !points.isEmpty else {
      throw failure(
        1, "the script needs at least one point before \(ending.rawValue)",
        example: Self.percentExample)
    }
    return PercentScript(points: points, ending: ending)
  }

  private func dragScript() throws(CLIError) -> DragScript {
    guard let colon = characters.firstIndex(of: ":") else {
      throw failure(
        characters.count + 1, "expected a gesture and a colon first", example: Self.dragExample)
    }
    let (gesture, start) = try header(String(characters[..<colon]))
    let items = self.items(from: colon + 1)
    guard let last = items.last, last.text == "release" || last.text == "cancel" else {
      throw failure(
        items.last?.column ?? characters.count + 1,
        "the script must end with release or cancel", example: Self.dragExample)
    }
    var points: [DragScript.Point] = []
    for item in items.dropLast() {
      let point = try dragPoint(item, gesture: gesture)
      try checkOrder(point.time, after: points.last?.time, column: item.column)
      points.append(point)
    }
    guard !points.isEmpty else {
      throw failure(
        last.column, "the script needs at least one point before \(last.text)",
        example: Self.dragExample)
    }
    return DragScript(
      gesture: gesture, start: start, points: points, releases: last.text == "release")
  }

  private func header(_ head: String) throws(CLIError) -> (DragScript.Gesture, Point?) {
    let trimmed = head.drop { $0 == " " }
    let offset = head.count - trimmed.count
    let parts = trimmed.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
    let name = parts[0].trimmingSpaces()
    guard let gesture = Self.gestures[name] else {
      let hint = Suggestion.closest(to: name, in: Self.gestureNames).map {
        "did you mean '\($0)'? "
      }
      throw failure(
        offset + 1,
        "unknown gesture '\(name)'; \(hint ?? "")use one of "
          + Self.gestureNames.joined(separator: ", "),
        example: Self.dragExample)
    }
    guard parts.count == 2 else { return (gesture, nil) }
    let column = offset + parts[0].count + 2
    let coordinates = parts[1].split(separator: ",", omittingEmptySubsequences: false)
    guard coordinates.count == 2, let x = number(coordinates[0].trimmingSpaces()[...]),
      let y = number(coordinates[1].trimmingSpaces()[...])
    else {
      throw failure(
        column, "'@\(parts[1])' is not a start point @X,Y in window points",
        example: "pan-down@195,300: 0s=0pt, 0.2s=150pt, release")
    }
    return (gesture, Point(x: x, y: y))
  }

  private func dragPoint(_ item: Item, gesture: DragScript.Gesture) throws(CLIError)
    -> DragScript.Point
  {
    guard let equals = item.text.firstIndex(of: "=") else {
      guard gesture == .tap else {
        throw failure(
          item.column, "'\(item.text)' is not a point TIME=AMOUNT", example: Self.dragExample)
      }
      return DragScript.Point(time: try time(item.text[...], column: item.column), amount: 0)
    }
    let time = try self.time(item.text[..<equals], column: item.column)
    let valueColumn = item.column + item.text.distance(from: item.text.startIndex, to: equals) + 1
    let value = Substring(item.text[item.text.index(after: equals)...].trimmingSpaces())
    switch gesture {
    case .tap:
      throw failure(
        valueColumn, "a tap takes times only (tap@X,Y: 0.1s, release)",
        example: "tap: 0.1s, release")
    case .pinch:
      guard value.hasSuffix("x"), let scale = number(value.dropLast()), scale > 0, scale <= 100
      else {
        throw failure(
          valueColumn, "'\(value)' is not a pinch scale such as 0.5x (above 0, at most 100x)",
          example: "pinch: 0s=1x, 0.3s=0.5x, release")
      }
      return DragScript.Point(time: time, amount: scale)
    case .edge, .pan:
      guard value.hasSuffix("pt"), let points = signedNumber(value.dropLast(2)),
        abs(points) <= 100_000
      else {
        throw failure(
          valueColumn, "'\(value)' is not a distance in points such as 120pt",
          example: Self.dragExample)
      }
      return DragScript.Point(time: time, amount: points)
    }
  }

  // MARK: - Pieces

  private struct Item {
    var text: String
    /// 1-based column of its first character.
    var column: Int
  }

  /// The comma-separated items from a character index on, trimmed, with their columns.
  private func items(from start: Int) -> [Item] {
    var result: [Item] = []
    var index = start
    while index <= characters.count {
      let end = characters[index...].firstIndex(of: ",") ?? characters.count
      var first = index
      while first < end, characters[first] == " " { first += 1 }
      var last = end
      while last > first, characters[last - 1] == " " { last -= 1 }
      result.append(Item(text: String(characters[first..<last]), column: first + 1))
      index = end + 1
    }
    return result
  }

  private func time(_ text: Substring, column: Int) throws(CLIError) -> Double {
    var digits = Substring(text.trimmingSpaces())
    var unit = 1.0
    if digits.hasSuffix("ms") {
      digits = digits.dropLast(2)
      unit = 0.001
    } else if digits.hasSuffix("s") {
      digits = digits.dropLast()
    }
    guard let value = number(digits), value * unit <= 3600 else {
      throw failure(
        column, "'\(text)' is not a time such as 0.3s or 300ms (at most an hour)",
        example: option == "--drag" ? Self.dragExample : Self.percentExample)
    }
    return value * unit
  }

  private func checkOrder(_ time: Double, after previous: Double?, column: Int) throws(CLIError) {
    guard let previous, time <= previous else { return }
    throw failure(
      column,
      "time \(plainNumber(time)) s is not after the previous point's \(plainNumber(previous)) s; "
        + "list points in increasing time",
      example: option == "--drag" ? Self.dragExample : Self.percentExample)
  }

  /// A plain non-negative decimal: digits and at most one point.
  private func number(_ text: Substring) -> Double? {
    guard !text.isEmpty, text.allSatisfy({ ("0"..."9").contains($0) || $0 == "." }),
      let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

  private func signedNumber(_ text: Substring) -> Double? {
    text.hasPrefix("-") ? number(text.dropFirst()).map { -$0 } : number(text)
  }

  private func failure(_ column: Int, _ problem: String, example: String) -> CLIError {
    .usage(
      "invalid \(option) script '\(escapedForTerminal(text))' at column \(column): \(problem); "
        + "for example \(option) '\(example)'",
      subject: text)
  }

  private static let gestures: [String: DragScript.Gesture] = [
    "edge-left": .edge(.left), "edge-right": .edge(.right), "edge-top": .edge(.top),
    "edge-bottom": .edge(.bottom), "pan-up": .pan(.top), "pan-down": .pan(.bottom),
    "pan-left": .pan(.left), "pan-right": .pan(.right), "pinch": .pinch, "tap": .tap,
  ]

  private static let gestureNames = [
    "edge-left", "edge-right", "edge-top", "edge-bottom", "pan-up", "pan-down", "pan-left",
    "pan-right", "pinch", "tap",
  ]
}
