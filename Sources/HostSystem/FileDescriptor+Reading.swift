/// Reading: one call at a time, at an offset, or to the end.
extension FileDescriptor {
  /// Reads up to `buffer.count` bytes.
  ///
  /// 0 means end of file. EINTR is retried. The corresponding C function is `read(2)`.
  /// - Throws: SystemError; `.wouldBlock` from a non-blocking descriptor with nothing to read.
  package func read(into buffer: UnsafeMutableRawBufferPointer) throws(SystemError) -> Int {
    try valueOrErrno { system_read(rawValue, buffer.baseAddress, buffer.count) }
      .get("read", description)
  }

  /// Reads up to `count` bytes at `offset` without moving the file position.
  ///
  /// EINTR is retried. The corresponding C function is `pread(2)`.
  package func read(
    fromAbsoluteOffset offset: Int64, into buffer: UnsafeMutableRawBufferPointer
  ) throws(SystemError) -> Int {
    try valueOrErrno { system_pread(rawValue, buffer.baseAddress, buffer.count, offset) }
      .get("read", description)
  }

  /// Reads what one call returns, at most `count` bytes; empty at end of file.
  package func read(upToCount count: Int) throws(SystemError) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    let got = try bytes.withUnsafeMutableBytes { raw in
      Result { () throws(SystemError) in try read(into: raw) }
    }.get()
    bytes.removeLast(count - got)
    return bytes
  }

  /// Reads `count` bytes at `offset`, fewer only at end of file.
  package func read(fromAbsoluteOffset offset: Int64, count: Int) throws(SystemError) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    var got = 0
    while got < count {
      let n = try bytes.withUnsafeMutableBytes { raw in
        Result { () throws(SystemError) in
          try read(
            fromAbsoluteOffset: offset + Int64(got),
            into: UnsafeMutableRawBufferPointer(rebasing: raw[got...]))
        }
      }.get()
      if n == 0 { break }
      got += n
    }
    bytes.removeLast(count - got)
    return bytes
  }

  /// Reads from the current position to end of file, stopping once `limit` bytes are read.
  ///
  /// With `expectedSize` (from `fstat`), a file of that size is read straight into one buffer
  /// of that size, neither zeroed nor copied: a warm `animhost list` spent a twelfth of its page
  /// faults on the zeroed chunk and the copy of its registry cache.
  package func readToEnd(limit: Int = .max, expectedSize: Int = 0) throws(SystemError) -> [UInt8] {
    // One byte more than expected, so the read that finds the end needs no second buffer.
    let capacity = min(max(expectedSize, 0) &+ 1, limit)
    guard expectedSize > 0, capacity > 0 else { return try readChunks(limit: limit) }
    var failure: SystemError?
    var ended = false
    var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      let raw = UnsafeMutableRawBufferPointer(buffer)
      while count < capacity {
        do throws(SystemError) {
          let n = try read(into: UnsafeMutableRawBufferPointer(rebasing: raw[count..<capacity]))
          if n == 0 {
            ended = true
            return
          }
          count += n
        } catch {
          failure = error
          return
        }
      }
    }
    if let failure { throw failure }
    // The file grew since it was measured: the rest as usual.
    if !ended, bytes.count < limit { bytes += try readChunks(limit: limit - bytes.count) }
    return bytes
  }

  /// Reads to end of file in 64 KiB chunks, stopping once `limit` bytes are read.
  private func readChunks(limit: Int) throws(SystemError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count < limit {
      let wanted = min(chunk.count, limit - bytes.count)
      let n = try chunk.withUnsafeMutableBytes { raw in
        Result { () throws(SystemError) in
          try read(into: UnsafeMutableRawBufferPointer(rebasing: raw[..<wanted]))
        }
      }.get()
      if n == 0 { break }
      bytes += chunk[..<n]
    }
    return bytes
  }
}
