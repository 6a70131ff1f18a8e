/// Writes JSON text value by value, without building a tree first, so a big document (a
/// timeline of thousands of frames) costs only its text; `flush()` hands the text out in pieces.
///
/// The output is deterministic: members in the order written, no spaces, numbers rounded to 4
/// decimals (`format(_:)`). Writing a key outside an object, a value without its key, or
/// closing the wrong container is a programmer error and traps.
package struct JSONWriter {
  /// How an array places its elements.
  package enum Layout: Sendable {
    /// `[1,2,3]`.
    case compact
    /// A line break before each element: `[\n{...},\n{...}]`, for long arrays of objects.
    case linePerElement
  }

  /// An open array or object.
  private struct Container {
    /// Whether it is an object (else an array).
    var isObject: Bool
    /// How an array places its elements.
    var layout = Layout.compact
    /// How many members or elements it has so far.
    var count = 0
    /// Whether an object's key has been written and its value not yet.
    var awaitsValue = false
  }

  /// The text written since the last `flush()`.
  package private(set) var text = ""
  /// How many containers are open; 0 at the top level.
  private var depth = 0
  /// The innermost open container (meaningless when `depth` is 0).
  private var current = Container(isObject: false)
  /// The open containers around `current`, outermost first.
  private var enclosing: [Container] = []
  /// Whether the document's top-level value has been started.
  private var hasTopValue = false

  /// An empty document.
  package init() {}

  /// Hands out the text written since the last flush and forgets it.
  package mutating func flush() -> String {
    defer { text = "" }
    return text
  }

  /// Ends a complete document with a line break.
  package mutating func endDocument() {
    precondition(hasTopValue && depth == 0, "JSONWriter: the document is not complete")
    text += "\n"
  }

  // MARK: - Objects and arrays

  /// Opens an object as the next value.
  package mutating func beginObject() {
    beginValue()
    text += "{"
    open(Container(isObject: true))
  }

  /// Writes a member's key and colon; its value comes next.
  package mutating func key(_ name: String) {
    precondition(
      depth > 0 && current.isObject && !current.awaitsValue,
      "JSONWriter: a key outside an object or before the previous key's value")
    if current.count > 0 { text += "," }
    current.count += 1
    current.awaitsValue = true
    writeString(name)
    text += ":"
  }

  /// Closes the innermost container, which must be an object with no key awaiting a value.
  package mutating func endObject() {
    precondition(
      depth > 0 && current.isObject && !current.awaitsValue,
      "JSONWriter: endObject without an open object, or after a key without its value")
    close()
    text += "}"
  }

  /// Opens an array as the next value.
  package mutating func beginArray(_ layout: Layout = .compact) {
    beginValue()
    text += "["
    open(Container(isObject: false, layout: layout))
  }

  /// Closes the innermost container, which must be an array.
  package mutating func endArray() {
    precondition(depth > 0 && !current.isObject, "JSONWriter: endArray without an open array")
    close()
    text += "]"
  }

  /// Makes a new container the innermost.
  private mutating func open(_ container: Container) {
    if depth > 0 { enclosing.append(current) }
    current = container
    depth += 1
  }

  /// Makes the container around the innermost one the innermost.
  private mutating func close() {
    depth -= 1
    if let outer = enclosing.popLast() { current = outer }
  }

  /// Writes what comes before a value: a comma and a line break in an array, nothing after a key.
  private mutating func beginValue() {
    if depth == 0 {
      precondition(!hasTopValue, "JSONWriter: a document has one top-level value")
      hasTopValue = true
    } else if current.isObject {
      precondition(current.awaitsValue, "JSONWriter: a value in an object needs a key first")
      current.awaitsValue = false
    } else {
      if current.count > 0 { text += "," }
      if current.layout == .linePerElement { text += "\n" }
      current.count += 1
    }
  }

  // MARK: - Scalars

  /// Writes a string with `"`, `\`, line breaks, tabs and control characters escaped.
  package mutating func string(_ value: String) {
    beginValue()
    writeString(value)
  }

  /// Writes a number as `format(_:)` does: 4 decimals at most, `0` for NaN and infinities.
  package mutating func number(_ value: Double) {
    beginValue()
    text += Self.format(value)
  }

  /// Writes an integer exactly, however large.
  package mutating func integer(_ value: some BinaryInteger) {
    beginValue()
    text += String(value)
  }

  /// Writes `true` or `false`.
  package mutating func bool(_ value: Bool) {
    beginValue()
    text += value ? "true" : "false"
  }

  /// Writes `null`.
  package mutating func null() {
    beginValue()
    text += "null"
  }

  // MARK: - Members

  /// Writes a member with a string value.
  package mutating func field(_ key: String, _ value: String) {
    self.key(key)
    string(value)
  }

  /// Writes a member with a number value (rounded as `format(_:)` does).
  package mutating func field(_ key: String, _ value: Double) {
    self.key(key)
    number(value)
  }

  /// Writes a member with an integer value.
  package mutating func field(_ key: String, _ value: some BinaryInteger) {
    self.key(key)
    integer(value)
  }

  /// Writes a member with a boolean value.
  package mutating func field(_ key: String, _ value: Bool) {
    self.key(key)
    bool(value)
  }

  /// Writes a compact array of numbers: `[0,0,390,844]`.
  package mutating func numbers(_ values: [Double]) {
    beginArray()
    for value in values { number(value) }
    endArray()
  }

  /// Writes a compact array of strings: `["present","dismiss"]`.
  package mutating func strings(_ values: [String]) {
    beginArray()
    for value in values { string(value) }
    endArray()
  }

  // MARK: - Formatting

  /// A number rounded to 4 decimals; integers without a fraction; never `-0`; `0` if not finite.
  package static func format(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int64(rounded))
    }
    return "\(rounded)"
  }

  /// Appends a quoted, escaped string.
  private mutating func writeString(_ value: String) {
    text += "\""
    if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0x22 || $0 == 0x5C }) {
      text += value
      text += "\""
      return
    }
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16)
        text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }
}
