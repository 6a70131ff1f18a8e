// Text from outside animhost (plugin descriptors, file names, user input) passes through here
// before it reaches a terminal, so a control character can never act on the user's screen.

/// Makes text safe to print on a terminal: control characters become visible escapes.
package func escapedForTerminal(_ text: String) -> String {
  // Most text has nothing to escape: give it back as it is.
  guard containsControlCharacters(text) else { return text }
  var result = ""
  for scalar in text.unicodeScalars {
    switch scalar.value {
    case 0x1B: result += "\\e"
    case 0x0A: result += "\\n"
    case 0x09: result += "\\t"
    case 0x0D: result += "\\r"
    case 0..<0x20, 0x7F, 0x80..<0xA0:
      result += "\\u{" + String(scalar.value, radix: 16) + "}"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result
}

/// Whether text contains a control character.
package func containsControlCharacters(_ text: String) -> Bool {
  // In UTF-8 these are the bytes below 0x20, 0x7F, and 0xC2 followed by 0x80...0x9F (C1).
  func scan(_ bytes: some Sequence<UInt8>) -> Bool {
    var afterC2 = false
    for byte in bytes {
      if byte < 0x20 || byte == 0x7F || (afterC2 && byte >= 0x80 && byte < 0xA0) { return true }
      afterC2 = byte == 0xC2
    }
    return false
  }
  return text.utf8.withContiguousStorageIfAvailable { scan($0) } ?? scan(text.utf8)
}

/// Text for one line of the terminal that did not come from animhost: control characters made
/// visible, and past `limit` characters cut with an ellipsis and the full length, so a huge
/// value cannot flood the terminal.
package func shownOnTerminal(_ text: String, limit: Int = 200) -> String {
  let escaped = escapedForTerminal(text)
  // No more bytes than the limit means no more characters either (counting them is slower).
  guard escaped.utf8.count > limit, escaped.count > limit else { return escaped }
  return String(escaped.prefix(limit)) + "… (\(escaped.count) characters)"
}
