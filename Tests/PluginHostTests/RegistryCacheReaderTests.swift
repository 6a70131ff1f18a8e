import Testing

@testable import PluginHost

/// The registry cache reader's byte-level parts: the checksum notices every kind of damage, and
/// the field splitter finds a line's fields and its end.
@Suite struct RegistryCacheReaderTests {
  static let text = Array("file\t/p/libA.so\t/p/libA.so\t1:2:3:4:5\nplugin\ta\t1.0\n".utf8)

  static func checksum(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBufferPointer { RegistryChecksum.of($0) }
  }

  /// Flipping any bit of any byte, cutting a byte off, or adding a zero byte changes the sum
  /// (a word-at-a-time hash must still see the tail, and the length).
  @Test(arguments: [
    ("flip first byte", 0), ("flip in first word", 5), ("flip in the tail", -1),
    ("flip high bit of a middle byte", 30), ("drop the last byte", -2), ("append a zero", -3),
  ])
  func everyChangeChangesTheSum(change: String, at offset: Int) {
    var damaged = Self.text
    switch offset {
    case -1: damaged[damaged.count - 1] ^= 0x01
    case -2: damaged.removeLast()
    case -3: damaged.append(0)
    case 30: damaged[30] ^= 0x80
    default: damaged[offset] ^= 0x01
    }
    #expect(Self.checksum(damaged) != Self.checksum(Self.text), "\(change)")
    #expect(Self.checksum(Self.text) == Self.checksum(Array(Self.text)))
  }

  /// A line's fields as strings, how many there are, and where its newline is.
  @Test(arguments: [
    ("a\tb\tc\n", 3, ["a", "b", "c"], 5),
    ("\n", 1, [""], 0),
    ("x\t\ty\n", 3, ["x", "", "y"], 4),
    (String(repeating: "f\t", count: 19) + "f\n", 20, Array(repeating: "f", count: 16), 39),
  ])
  func splitsALine(line: String, count: Int, kept: [String], newline: Int) {
    let bytes = Array(line.utf8)
    var fields = FieldSplitter()
    let end = bytes.withUnsafeBufferPointer { fields.split($0, from: 0) }
    #expect(end == newline)
    #expect(fields.count == count)
    bytes.withUnsafeBufferPointer { buffer in
      #expect((0..<kept.count).map { fields.string(buffer, $0) } == kept)
      // Past the kept fields every field reads as empty.
      #expect(fields.string(buffer, FieldSplitter.capacity) == "")
      #expect(fields.isField(0, buffer, "a") == (kept.first == "a"))
    }
  }
}
