import TransitionEngine

/// Reads the run protocol's primitive values back, checking every length against what is left,
/// so that no input (truncated, corrupt, or written by a hostile child) makes the host trap,
/// allocate more than the input's size, recurse without bound, or hold more views than it can
/// draw.
package struct WireReader {
  private let bytes: [UInt8]
  private var offset = 0
  /// What the input is, for error messages (such as `the run child's timeline`).
  package let subject: String
  /// A timeline's image table, read before its frames.
  var bitmaps: [BitmapImage] = []
  /// The last node read in full of each id, how deep it was, and how many views it holds
  /// (`repeatedNode`, `sharing`).
  private var lastNodes: [Int: (depth: Int, node: FrameNode, views: Int)] = [:]
  /// The views read so far, a repeat counting as every view it stands for (`countViews`).
  private(set) var views = 0

  /// The most views a message may hold, repeats counted in full.
  ///
  /// Twice what the engine records in a run (`EngineLimits.recordedLayers`), which a
  /// transition's wrappers and the window before a cancel exceed a little. A repeat is five
  /// bytes, so without this bound a few bytes (each level repeating the one below twice) could
  /// stand for a tree too large to draw.
  package static let maximumViews = 2 * EngineLimits.recordedLayers.count

  /// A reader over a complete message.
  package init(_ bytes: [UInt8], subject: String) {
    self.bytes = bytes
    self.subject = subject
  }

  /// The last node read in full with `id`, which a repeat of it at `depth` stands for.
  ///
  /// A repeat may not be deeper than the node it repeats was read, where its depth was
  /// checked, so repeats cannot build a tree deeper than `maximumNodeDepth`.
  /// - Throws: PluginRunError when no node with `id` was read, it was read less deep, or the
  ///   message would hold more than `maximumViews`.
  mutating func repeatedNode(id: Int, depth: Int) throws(PluginRunError) -> FrameNode {
    guard let last = lastNodes[id] else { throw malformed("a repeat of view \(id), not sent") }
    guard depth <= last.depth else {
      throw malformed("a repeat of view \(id) deeper than the view it repeats")
    }
    try countViews(last.views)
    return last.node
  }

  /// Counts views read against `maximumViews`.
  /// - Throws: PluginRunError when the message holds more.
  mutating func countViews(_ count: Int) throws(PluginRunError) {
    views += count
    guard views <= Self.maximumViews else {
      throw malformed("more than \(Self.maximumViews) views, counting repeats")
    }
  }

  /// `node`, just read in full with the `views` it holds, sharing the storage it has in common
  /// with the last node of its id (the same view in the frame before); it becomes that node.
  mutating func sharing(_ node: FrameNode, depth: Int, views: Int) -> FrameNode {
    var shared = node
    if let last = lastNodes[node.id] { shared.shareStorage(with: last.node) }
    lastNodes[node.id] = (depth, shared, views)
    return shared
  }

  /// How many bytes are left.
  package var remaining: Int { bytes.count - offset }

  /// Whether every byte was read.
  package var isAtEnd: Bool { offset == bytes.count }

  /// The error for input that does not follow the protocol.
  package func malformed(_ what: String) -> PluginRunError {
    PluginRunError(.malformed, subject: subject, "\(subject): \(what) at byte \(offset)")
  }

  /// Reads one byte.
  package mutating func byte() throws(PluginRunError) -> UInt8 {
    guard offset < bytes.count else { throw malformed("unexpected end of data") }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// Reads a LEB128 varint of at most ten bytes.
  package mutating func unsigned() throws(PluginRunError) -> UInt64 {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      let next = try byte()
      guard shift < 64, shift < 63 || next <= 1 else { throw malformed("varint too long") }
      value |= UInt64(next & 0x7F) << shift
      if next < 0x80 { return value }
      shift += 7
    }
  }

  /// Reads a count of items that each take at least `minimumSize` bytes; a count that the rest
  /// of the input cannot hold is malformed (this bounds every allocation by the input's size).
  package mutating func count(minimumSize: Int = 1) throws(PluginRunError) -> Int {
    let value = try unsigned()
    guard value <= UInt64(remaining / max(1, minimumSize)) else {
      throw malformed("a count of \(value) exceeds the data left")
    }
    return Int(value)
  }

  /// Reads a zigzag-encoded signed integer.
  package mutating func signed() throws(PluginRunError) -> Int {
    let raw = try unsigned()
    let value = Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
    guard let result = Int(exactly: value) else { throw malformed("integer out of range") }
    return result
  }

  /// Reads a double from its 8-byte bit pattern.
  package mutating func double() throws(PluginRunError) -> Double {
    guard remaining >= 8 else { throw malformed("unexpected end of data") }
    let pattern = bytes.withUnsafeBytes {
      $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }
    offset += 8
    return Double(bitPattern: UInt64(littleEndian: pattern))
  }

  /// Reads a 32-bit value from its 4 little-endian bytes.
  package mutating func fixed32() throws(PluginRunError) -> UInt32 {
    guard remaining >= 4 else { throw malformed("unexpected end of data") }
    let value = bytes.withUnsafeBytes {
      $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
    }
    offset += 4
    return UInt32(littleEndian: value)
  }

  /// Reads a Boolean byte (0 or 1).
  package mutating func bool() throws(PluginRunError) -> Bool {
    switch try byte() {
    case 0: return false
    case 1: return true
    default: throw malformed("invalid Boolean")
    }
  }

  /// Reads a length-prefixed UTF-8 string; invalid UTF-8 is malformed, not repaired.
  package mutating func string() throws(PluginRunError) -> String {
    let length = try count()
    let slice = bytes[offset..<(offset + length)]
    guard let text = String(validating: slice, as: UTF8.self) else {
      throw malformed("invalid UTF-8 in a string")
    }
    offset += length
    return text
  }

  /// Reads an enumeration's raw value and maps it, or fails naming the field.
  package mutating func choice<T: RawRepresentable>(
    _ type: T.Type, _ field: String
  ) throws(PluginRunError) -> T where T.RawValue == Int {
    let raw = try signed()
    guard let value = T(rawValue: raw) else { throw malformed("invalid \(field) \(raw)") }
    return value
  }
}
