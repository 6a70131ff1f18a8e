import TransitionEngine

/// Appends the run protocol's primitive values to a byte buffer: LEB128 varints, zigzag signed
/// integers, IEEE doubles as their exact bit patterns (little-endian), and length-prefixed UTF-8.
///
/// Doubles travel as bit patterns, never as text, so a timeline decoded in the host is equal to
/// the one the child computed, and every output rendered from it is byte-identical.
package struct WireWriter {
  /// The bytes written so far.
  package private(set) var bytes: [UInt8] = []
  /// The index of each image of a timeline's image table, for the nodes that show one.
  var bitmapIndices: [ObjectIdentifier: Int] = [:]
  /// The last node sent in full of each id, and how deep it was (`node(_:depth:)`).
  var lastNodes: [Int: (depth: Int, node: FrameNode)] = [:]

  /// An empty buffer.
  package init() {}

  /// Appends one byte.
  package mutating func byte(_ value: UInt8) {
    bytes.append(value)
  }

  /// Appends an unsigned integer as a LEB128 varint (one byte below 128).
  package mutating func unsigned(_ value: UInt64) {
    var rest = value
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  /// Appends a count or index, which must not be negative.
  package mutating func count(_ value: Int) {
    precondition(value >= 0, "WireWriter.count: negative count \(value)")
    unsigned(UInt64(value))
  }

  /// Appends a signed integer, zigzag-encoded so that small magnitudes stay short.
  package mutating func signed(_ value: Int) {
    let wide = Int64(value)
    unsigned(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
  }

  /// Appends a double as its 8-byte bit pattern, little-endian.
  package mutating func double(_ value: Double) {
    withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// Appends a 32-bit value as its 4 bytes, little-endian.
  package mutating func fixed32(_ value: UInt32) {
    withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
  }

  /// Makes room for `count` more bytes, so a large message does not grow step by step.
  package mutating func reserve(_ count: Int) {
    bytes.reserveCapacity(bytes.count + count)
  }

  /// Appends a Boolean as one byte.
  package mutating func bool(_ value: Bool) {
    bytes.append(value ? 1 : 0)
  }

  /// Appends a string as its UTF-8 length and bytes.
  package mutating func string(_ value: String) {
    let utf8 = value.utf8
    count(utf8.count)
    bytes.append(contentsOf: utf8)
  }

  /// Appends raw bytes already in wire form.
  package mutating func append(_ other: [UInt8]) {
    bytes.append(contentsOf: other)
  }
}
