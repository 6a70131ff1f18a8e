import CZlib

/// Compresses bytes into one zlib stream (deflate with the zlib header and Adler-32).
package enum ZlibDeflater {
  /// The zlib stream for `data` at compression `level` (0...9).
  package static func compress(_ data: [UInt8], level: Int32 = 6) throws -> [UInt8] {
    var capacity = compressBound(uLong(data.count))
    var out = [UInt8](repeating: 0, count: Int(capacity))
    let status = out.withUnsafeMutableBufferPointer { dest in
      data.withUnsafeBufferPointer { source in
        compress2(dest.baseAddress, &capacity, source.baseAddress, uLong(source.count), level)
      }
    }
    guard status == Z_OK else {
      throw EncoderError(.compression, subject: "\(status)", "zlib could not compress image data (status \(status)); check free memory")
    }
    out.removeLast(out.count - Int(capacity))
    return out
  }
}
