import JSON
import Testing

@Suite struct TextPositionTests {
  @Test(arguments: [
    ("", 0, 1, 1), ("abc", 2, 1, 3), ("a\nbc", 2, 2, 1), ("a\nbc", 3, 2, 2),
    ("é😀x", 6, 1, 3), ("\n\n", 2, 3, 1), ("ab", 10, 1, 3), ("ab", -4, 1, 1),
  ])
  func offsetsBecomeLinesAndCharacterColumns(text: String, offset: Int, line: Int, column: Int) {
    let position = TextPosition(offset: offset, in: Array(text.utf8))
    #expect(position == TextPosition(line: line, column: column))
  }

  @Test(arguments: [(3, 1, 1), (4, 1, 2), (1, 1, 1)])
  func aByteOrderMarkIsNotCounted(offset: Int, line: Int, column: Int) {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("ab".utf8)
    #expect(TextPosition(offset: offset, in: bytes) == TextPosition(line: line, column: column))
  }
}
