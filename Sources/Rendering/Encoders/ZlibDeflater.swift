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
    try withStream(level: level, strategy: strategy) { zlib, stream in
      var out = [UInt8](repeating: 0, count: Int(zlib.deflateBound(stream, uLong(data.count))))
      let status = out.withUnsafeMutableBufferPointer { dest in
        data.withUnsafeBufferPointer { source in
          stream.pointee.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
          stream.pointee.avail_in = uInt(source.count)
          stream.pointee.next_out = dest.baseAddress
          stream.pointee.avail_out = uInt(dest.count)
          return zlib.deflate(stream, Z_FINISH)
        }
      }
      guard status == Z_STREAM_END else { throw failure(status) }
      out.removeLast(out.count - Int(stream.pointee.total_out))
      return out
    }
  }

  /// The zlib stream of `count` rows of `rowBytes` bytes that `fill` writes one at a time into
  /// a buffer (row index, buffer), so the whole input never exists at once.
  package static func compressRows(
    count: Int, rowBytes: Int, level: Int32, strategy: Strategy,
    fill: (Int, UnsafeMutablePointer<UInt8>) -> Void
  ) throws -> [UInt8] {
    try withStream(level: level, strategy: strategy) { zlib, stream in
      let bound = Int(zlib.deflateBound(stream, uLong(count * rowBytes)))
      let row = UnsafeMutablePointer<UInt8>.allocate(capacity: max(rowBytes, 1))
      defer { row.deallocate() }
      // Uninitialized: only the pages deflate writes become resident.
      return try [UInt8](unsafeUninitializedCapacity: bound) { out, written in
        stream.pointee.next_out = out.baseAddress
        stream.pointee.avail_out = uInt(out.count)
        for index in 0..<max(count, 1) {
          let last = index >= count - 1
          if count > 0 { fill(index, row) }
          stream.pointee.next_in = row
          stream.pointee.avail_in = uInt(count > 0 ? rowBytes : 0)
          let status = zlib.deflate(stream, last ? Z_FINISH : Z_NO_FLUSH)
          guard status == (last ? Z_STREAM_END : Z_OK) else {
            written = Int(stream.pointee.total_out)
            throw failure(status)
          }
        }
        written = Int(stream.pointee.total_out)
      }
    }
  }

  /// Runs `body` with a deflate stream set up for `level` and `strategy`, ended afterwards
  /// (zlib keeps a pointer to the stream, so it lives at one address for the whole body).
  private static func withStream<Result>(
    level: Int32, strategy: Strategy,
    _ body: (ZlibLibrary, UnsafeMutablePointer<z_stream>) throws -> Result
  ) throws -> Result {
    let zlib = try ZlibLibrary.loaded()
    let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    stream.initialize(to: z_stream())
    defer { stream.deallocate() }
    let status = zlib.deflateInit2(
      stream, level, Z_DEFLATED, 15, 8, strategy.rawValue, zlib.version(),
      Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else { throw failure(status) }
    defer { _ = zlib.deflateEnd(stream) }
    return try body(zlib, stream)
  }

  private static func failure(_ status: Int32) -> EncoderError {
    EncoderError(
      .compression, subject: "\(status)",
      "zlib could not compress image data (status \(status)); check free memory")
  }
}
