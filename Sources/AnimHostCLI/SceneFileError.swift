import Messages
import PluginHost

/// A problem in a scene file: where it is (JSON path, line, column) and what is wrong.
package struct SceneFileError: Error, Equatable, Sendable {
  /// The JSON path of the bad value, such as `$.presented.views[2].frame.width`.
  package var path: String
  /// Where the bad value (or syntax) is in the file; set by `locate(in:)`.
  package var position = TextPosition(line: 1, column: 1)
  /// The byte offset of the bad value (or syntax).
  var offset: Int
  /// What is wrong and how to fix it, lowercase: `negative width -20; use 0 or more`.
  package var reason: String

  init(_ path: JSONPath, at offset: Int, _ reason: String) {
    self.path = path.description
    self.offset = offset
    self.reason = reason
  }

  /// Turns the byte offset into a line and column (characters, a BOM not counted) in the file.
  mutating func locate(in bytes: [UInt8]) {
    let end = min(max(offset, 0), bytes.count)
    var line = 1
    var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? min(3, end) : 0
    for i in lineStart..<end where bytes[i] == UInt8(ascii: "\n") {
      line += 1
      lineStart = i + 1
    }
    let column = bytes[lineStart..<end].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    position = TextPosition(line: line, column: column)
  }

  /// The CLI error (exit 65) naming the file, the place and the reason on one line.
  package func cliError(file: String) -> CLIError {
    CLIError(
      .dataError, subject: file,
      escapedForTerminal(
        "scene file '\(file)', line \(position.line), column \(position.column), \(path): \(reason)"))
  }
}
