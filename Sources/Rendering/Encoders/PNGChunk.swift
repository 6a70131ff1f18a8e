/// PNG chunk framing: length, type, data and the CRC-32 (`CRC32`) of type and data.
package enum PNGChunk {
  /// The eight bytes every PNG starts with.
  package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// One chunk of the given four-letter type.
  package static func make(_ type: String, _ data: [UInt8]) -> [UInt8] {
    precondition(type.utf8.count == 4, "PNGChunk: a chunk type has four letters")
    precondition(data.count < 1 << 31, "PNGChunk: chunk data too long")
    var out: [UInt8] = []
    out.reserveCapacity(data.count + 12)
    out += bigEndian(UInt32(data.count))
    out += Array(type.utf8)
    out += data
    let crc = out[4...].withUnsafeBufferPointer { CRC32.checksum($0) }
    out += bigEndian(crc)
    return out
  }

  /// The four big-endian bytes of a value.
  package static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF),
      UInt8(value & 0xFF),
    ]
  }

  /// The two big-endian bytes of a value.
  package static func bigEndian(_ value: UInt16) -> [UInt8] {
    [UInt8(value >> 8), UInt8(value & 0xFF)]
  }
}
