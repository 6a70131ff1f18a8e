/// Writes JSON text deterministically: fixed key order, numbers rounded to 4 decimals.
package struct JSONWriter {
  package init() {}
  package private(set) var text = ""

  package mutating func raw(_ s: String) { text += s }

  package mutating func string(_ s: String) {
    text += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          let hex = String(scalar.value, radix: 16)
          text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    text += "\""
  }

  package mutating func number(_ value: Double) { text += Self.format(value) }

  package mutating func bool(_ value: Bool) { text += value ? "true" : "false" }

  /// A key and a colon; the caller writes the value.
  package mutating func key(_ name: String, first: Bool = false) {
    if !first { text += "," }
    string(name)
    text += ":"
  }

  /// A number rounded to 4 decimals; integers without a fraction; never `-0`.
  package static func format(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int64(rounded))
    }
    return "\(rounded)"
  }
}
