/// A strict JSON (RFC 8259) parser that keeps positions and reports errors with line, column
/// and JSON path: the author of a file should see exactly where a mistake is.
///
/// Own parser rather than JSONSerialization: it gives line and column for every syntax error,
/// keeps booleans apart from numbers, keeps member order and rejects duplicate keys.
package struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  package static let maxDepth = 100
  /// The UTF-8 byte order mark, skipped at the start of a document.
  package static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The document's bytes.
  let bytes: [UInt8]
  /// The byte offset of the next byte to read.
  var index = 0
  /// The path of the value being parsed.
  private var path = JSONPath.root
  /// How many arrays and objects enclose the current position.
  private var depth = 0

  /// A parser at the start of the bytes.
  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses a whole document: one value with only whitespace around it (and maybe a BOM).
  ///
  /// - Throws: `JSONError` with its line and column set.
  package static func parse(_ bytes: [UInt8]) throws(JSONError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    do {
      return try parser.document()
    } catch {
      var located = error
      located.locate(in: bytes)
      throw located
    }
  }

  /// The document's one value, after the byte order mark if there is one.
  private mutating func document() throws(JSONError) -> JSONValue {
    if bytes.starts(with: Self.byteOrderMark) {
      index = Self.byteOrderMark.count
    }
    try skipWhitespace()
    guard index < bytes.count else {
      throw error("the file is empty; a JSON document is one value", code: .emptyDocument)
    }
    let value = try parseValue()
    try skipWhitespace()
    guard index == bytes.count else {
      throw error("unexpected \(found) after the end of the JSON value; remove it")
    }
    return value
  }

  // MARK: - Positions and errors

  /// An error at the current position (or an offset) with the current path.
  func error(_ reason: String, at offset: Int? = nil, code: JSONError.Code = .syntax) -> JSONError {
    JSONError(code, at: path, offset: offset ?? index, reason)
  }

  /// The byte at the current position, or nil at the end.
  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// The text at the current position for messages: `'x'`, `'word'` or `the end of the file`.
  var found: String {
    guard let byte = current else { return "the end of the file" }
    var end = index
    while end < bytes.count, Self.isWordByte(bytes[end]) { end += 1 }
    if end == index {
      end += 1
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    }
    let text = String(decoding: bytes[index..<min(end, index + 20)], as: UTF8.self)
    return byte == UInt8(ascii: "'") ? "\"'\"" : "'\(text)'"
  }

  /// Whether a byte can be part of a bare word or number, for messages.
  static func isWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"),
      UInt8(ascii: "+"), UInt8(ascii: "."):
      true
    default: false
    }
  }

  /// Skips JSON whitespace; a comment is an error.
  private mutating func skipWhitespace() throws(JSONError) {
    while let byte = current {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
        index += 1
      case UInt8(ascii: "/"):
        throw error("JSON has no comments; remove the comment")
      default:
        return
      }
    }
  }

  // MARK: - Values

  /// The literal words and their values.
  private static let words: [(text: String, kind: JSONValue.Kind)] = [
    ("true", .bool(true)), ("false", .bool(false)), ("null", .null),
  ]

  /// Parses any value at the current position.
  private mutating func parseValue() throws(JSONError) -> JSONValue {
    let start = index
    guard let byte = current else {
      throw error("the file ends where a value is expected; complete the JSON")
    }
    switch byte {
    case UInt8(ascii: "{"): return JSONValue(.object(try parseObject()), offset: start)
    case UInt8(ascii: "["): return JSONValue(.array(try parseArray()), offset: start)
    case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), offset: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONValue(.number(try parseNumber()), offset: start)
    case UInt8(ascii: "'"):
      throw error("strings use double quotes (\"), not single quotes")
    default:
      for word in Self.words where bytes[index...].starts(with: word.text.utf8) {
        let end = index + word.text.utf8.count
        guard end == bytes.count || !Self.isWordByte(bytes[end]) else { continue }
        index = end
        return JSONValue(word.kind, offset: start)
      }
      if Self.isWordByte(byte) {
        throw error("expected a value, found \(found); put text in double quotes")
      }
      throw error("expected a value, found \(found)")
    }
  }

  /// Counts one more level of nesting, failing past the limit.
  private mutating func enter() throws(JSONError) {
    depth += 1
    guard depth <= Self.maxDepth else {
      throw error(
        "arrays and objects nest more than \(Self.maxDepth) deep; flatten the file", code: .tooDeep)
    }
  }

  /// Parses an object at `{`; keys must be unique.
  private mutating func parseObject() throws(JSONError) -> [JSONValue.Member] {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members: [JSONValue.Member] = []
    var keys: Set<String> = []
    try skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      return members
    }
    while true {
      try skipWhitespace()
      switch current {
      case UInt8(ascii: "\""): break
      case nil: throw error("the file ends inside an object; close it with '}'")
      case UInt8(ascii: "}"): throw error("a comma before '}'; remove the trailing comma")
      case UInt8(ascii: "'"): throw error("keys use double quotes (\"), not single quotes")
      default: throw error("expected a key in double quotes, found \(found)")
      }
      let keyOffset = index
      let key = try parseString()
      guard keys.insert(key).inserted else {
        throw JSONError(
          .duplicateKey, at: path.appending(key), offset: keyOffset,
          "duplicate key '\(key)'; keep only one")
      }
      try skipWhitespace()
      guard current == UInt8(ascii: ":") else {
        throw error("expected ':' after the key '\(key)', found \(found)")
      }
      index += 1
      try skipWhitespace()
      let saved = path
      path = path.appending(key)
      let value = try parseValue()
      path = saved
      members.append(JSONValue.Member(key: key, keyOffset: keyOffset, value: value))
      try skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return members
      case nil: throw error("the file ends inside an object; close it with '}'")
      default:
        throw error(
          "expected ',' or '}' after the value of '\(key)', found \(found); add the missing comma")
      }
    }
  }

  /// Parses an array at `[`.
  private mutating func parseArray() throws(JSONError) -> [JSONValue] {
    try enter()
    defer { depth -= 1 }
    index += 1
    var elements: [JSONValue] = []
    try skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return elements
    }
    while true {
      try skipWhitespace()
      if current == UInt8(ascii: "]") {
        throw error("a comma before ']'; remove the trailing comma")
      }
      let saved = path
      path = path.appending(elements.count)
      elements.append(try parseValue())
      path = saved
      try skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return elements
      case nil: throw error("the file ends inside an array; close it with ']'")
      default:
        throw error(
          "expected ',' or ']' after an array element, found \(found); add the missing comma")
      }
    }
  }
}
