/// The CRC-32 of PNG chunks (ISO 3309, the polynomial 0xEDB88320 reflected; zlib's `crc32`),
/// eight bytes a step with eight tables (slicing-by-8).
enum CRC32 {
  /// Table k holds the CRC of a byte followed by k zero bytes; 8 × 256 entries.
  private static let tables: [UInt32] = {
    var tables = [UInt32](repeating: 0, count: 8 * 256)
    for byte in 0..<256 {
      var crc = UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
      tables[byte] = crc
    }
    for byte in 0..<256 {
      var crc = tables[byte]
      for table in 1..<8 {
        crc = tables[Int(crc & 0xFF)] ^ (crc >> 8)
        tables[table * 256 + byte] = crc
      }
    }
    return tables
  }()

  /// The CRC-32 of the bytes.
  static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    tables.withUnsafeBufferPointer { table in
      var index = 0
      while index + 8 <= bytes.count {
        let low =
          crc
          ^ (UInt32(bytes[index]) | UInt32(bytes[index + 1]) << 8
            | UInt32(bytes[index + 2]) << 16 | UInt32(bytes[index + 3]) << 24)
        let high =
          UInt32(bytes[index + 4]) | UInt32(bytes[index + 5]) << 8
          | UInt32(bytes[index + 6]) << 16 | UInt32(bytes[index + 7]) << 24
        var next = table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
        next ^= table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
        next ^= table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int((high >> 8) & 0xFF)]
        next ^= table[256 + Int((high >> 16) & 0xFF)] ^ table[Int(high >> 24)]
        crc = next
        index += 8
      }
      while index < bytes.count {
        crc = table[Int((crc ^ UInt32(bytes[index])) & 0xFF)] ^ (crc >> 8)
        index += 1
      }
    }
    return crc ^ 0xFFFF_FFFF
  }
}
