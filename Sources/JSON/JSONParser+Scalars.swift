// Strings, escapes and numbers.

extension JSONParser {
  /// The single-character escapes after a backslash and the bytes they stand for.
  private static let simpleEscapes: [UInt8: UInt8] = [
    UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F,
    UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A,
    UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
  ]

  /// Parses a string at a double quote; escapes are decoded and the text must be UTF-8.
  mutating func parseString() throws(JSONError) -> String {
    let start = index
    index += 1
    var buffer: [UInt8] = []
    while true {
      guard let byte = current else {
        throw error("the file ends inside a string; close it with '\"'", at: start)
      }
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        guard let text = String(validating: buffer, as: UTF8.self) else {
          throw error("the string is not valid UTF-8; save the file as UTF-8", at: start)
        }
        return text
      case UInt8(ascii: "\\"):
        index += 1
        try parseEscape(into: &buffer)
      case UInt8(ascii: "\n"):
        throw error("a line break inside a string; close the string with '\"' or write \\n")
      case 0..<0x20:
        throw error("a control character inside a string; write it as an escape such as \\t")
      default:
        buffer.append(byte)
        index += 1
      }
    }
  }

  /// Decodes one escape after a backslash into UTF-8 bytes.
  private mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONError) {
    guard let byte = current else {
      throw error("the file ends inside a string; close it with '\"'")
    }
    if let decoded = Self.simpleEscapes[byte] {
      buffer.append(decoded)
      index += 1
      return
    }
    guard byte == UInt8(ascii: "u") else {
      throw error(
        "invalid escape '\\\(found.dropFirst().dropLast())' in a string; "
          + "use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX")
    }
    index += 1
    let loneSurrogate = "a lone UTF-16 surrogate \\u escape; follow it with its low surrogate"
    var scalar = try hexQuad()
    if (0xD800..<0xDC00).contains(scalar) {
      guard bytes[index...].starts(with: "\\u".utf8) else { throw error(loneSurrogate) }
      index += 2
      let low = try hexQuad()
      guard (0xDC00..<0xE000).contains(low) else { throw error(loneSurrogate) }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
    }
    guard let unicode = Unicode.Scalar(scalar) else { throw error(loneSurrogate) }
    buffer.append(contentsOf: Array(String(Character(unicode)).utf8))
  }

  /// Reads the four hex digits of a `\u` escape.
  private mutating func hexQuad() throws(JSONError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexDigit(byte) else {
        throw error("\\u needs four hex digits, found \(found)")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  /// The value of a hexadecimal digit, or nil.
  package static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  /// Parses a number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, finite.
  mutating func parseNumber() throws(JSONError) -> Double {
    let start = index
    func digits() -> Int {
      let first = index
      while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        index += 1
      }
      return index - first
    }
    var valid = true
    if current == UInt8(ascii: "-") { index += 1 }
    let leadingZero = current == UInt8(ascii: "0")
    let integerDigits = digits()
    if integerDigits == 0 || leadingZero && integerDigits > 1 { valid = false }
    if current == UInt8(ascii: ".") {
      index += 1
      if digits() == 0 { valid = false }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      if digits() == 0 { valid = false }
    }
    while let byte = current, Self.isWordByte(byte) {
      index += 1
      valid = false
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard valid, let value = Double(text) else {
      throw error("invalid number '\(text)'; write numbers like 12, -3.5 or 1e3", at: start)
    }
    guard value.isFinite else {
      throw error("the number '\(text)' is too large", at: start)
    }
    return value
  }
}
