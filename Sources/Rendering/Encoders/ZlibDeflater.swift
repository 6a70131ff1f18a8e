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

  private static func failure(_ status: Int32) -> EncoderError {
    EncoderError(
      .compression, subject: "\(status)",
      "zlib could not compress image data (status \(status)); check free memory")
  }
}
