import CZlib

/// Compresses bytes into one zlib stream (deflate with the zlib header and Adler-32).
package enum ZlibDeflater {
  /// How deflate searches for matches.
  package enum Strategy: Int32 {
    /// zlib's default: full string matching.
    case standard = 0
    /// Run-length matches only (distance 1): much faster on filtered image rows.
    case runLength = 3
  }

  /// The zlib stream for `data` at compression `level` (0...9) with a strategy.
  package static func compress(_ data: [UInt8], level: Int32 = 6, strategy: Strategy = .standard)
    throws -> [UInt8]
  {
    var stream = z_stream()
    var status = deflateInit2_(
      &stream, level, Z_DEFLATED, 15, 8, strategy.rawValue, zlibVersion(),
      Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else { throw failure(status) }
    defer { deflateEnd(&stream) }
    var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))))
    status = out.withUnsafeMutableBufferPointer { dest in
      data.withUnsafeBufferPointer { source in
        stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
        stream.avail_in = uInt(source.count)
        stream.next_out = dest.baseAddress
        stream.avail_out = uInt(dest.count)
        return deflate(&stream, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END else { throw failure(status) }
    out.removeLast(out.count - Int(stream.total_out))
    return out
  }

  /// The zlib stream of `count` rows of `rowBytes` bytes that `fill` writes one at a time into
  /// a buffer (row index, buffer), so the whole input never exists at once.
  package static func compressRows(
    count: Int, rowBytes: Int, level: Int32, strategy: Strategy,
    fill: (Int, UnsafeMutablePointer<UInt8>) -> Void
  ) throws -> [UInt8] {
    var stream = z_stream()
    var status = deflateInit2_(
      &stream, level, Z_DEFLATED, 15, 8, strategy.rawValue, zlibVersion(),
      Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else { throw failure(status) }
    defer { deflateEnd(&stream) }
    let bound = Int(deflateBound(&stream, uLong(count * rowBytes)))
    let row = UnsafeMutablePointer<UInt8>.allocate(capacity: max(rowBytes, 1))
    defer { row.deallocate() }
    // Uninitialized: only the pages deflate writes become resident.
    return try [UInt8](unsafeUninitializedCapacity: bound) { out, written in
      stream.next_out = out.baseAddress
      stream.avail_out = uInt(out.count)
      for index in 0..<max(count, 1) {
        let last = index >= count - 1
        if count > 0 { fill(index, row) }
        stream.next_in = row
        stream.avail_in = uInt(count > 0 ? rowBytes : 0)
        status = deflate(&stream, last ? Z_FINISH : Z_NO_FLUSH)
        guard status == (last ? Z_STREAM_END : Z_OK) else {
          written = Int(stream.total_out)
          throw failure(status)
        }
      }
      written = Int(stream.total_out)
    }
  }

  private static func failure(_ status: Int32) -> EncoderError {
    EncoderError(
      .compression, subject: "\(status)",
      "zlib could not compress image data (status \(status)); check free memory")
  }
}
