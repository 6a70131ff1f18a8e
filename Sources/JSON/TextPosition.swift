/// A line and column in a text file, both counted from 1; columns count characters.
package struct TextPosition: Equatable, Sendable {
  /// The line, from 1.
  package var line: Int
  /// The column in characters (UTF-8 sequences, not bytes), from 1.
  package var column: Int

  /// A position from its line and column.
  package init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The position of a byte offset in a UTF-8 document; a byte order mark is not counted.
  package init(offset: Int, in bytes: [UInt8]) {
    let end = min(max(offset, 0), bytes.count)
    var line = 1
    var lineStart = bytes.starts(with: JSONParser.byteOrderMark) ? min(3, end) : 0
    for i in lineStart..<end where bytes[i] == UInt8(ascii: "\n") {
      line += 1
      lineStart = i + 1
    }
    let column = bytes[lineStart..<end].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    self.init(line: line, column: column)
  }
}
