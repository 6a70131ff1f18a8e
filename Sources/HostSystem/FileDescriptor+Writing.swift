/// Writing: whole buffers, file modes and sync.
extension FileDescriptor {
  /// Writes every byte, retrying short and interrupted writes.
  ///
  /// A non-blocking descriptor that is full is waited on. The one write-all loop of the project.
  /// The corresponding C function is `write(2)`.
  /// - Throws: SystemError, such as `.brokenPipe` or `.noSpace`.
  package func writeAll(_ bytes: UnsafeRawBufferPointer) throws(SystemError) {
    var offset = 0
    while offset < bytes.count {
      let result = valueOrErrno {
        system_write(rawValue, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
      }
      switch result {
      case .success(0):
        throw SystemError(.ioError, operation: "write to", subject: description)
      case .success(let count):
        offset += count
      case .failure(.wouldBlock):
        _ = try Poll.wait(for: [(self, .output)], until: nil)
      case .failure(let code):
        throw SystemError(code, operation: "write to", subject: description)
      }
    }
  }

  /// Writes every byte of an array.
  package func writeAll(_ bytes: [UInt8]) throws(SystemError) {
    try bytes.withUnsafeBytes { raw in Result { () throws(SystemError) in try writeAll(raw) } }
      .get()
  }

  /// Writes every byte of a string's UTF-8.
  package func writeAll(_ text: String) throws(SystemError) {
    var text = text
    try text.withUTF8 { utf8 in
      Result { () throws(SystemError) in try writeAll(UnsafeRawBufferPointer(utf8)) }
    }.get()
  }

  /// Flushes the file's data to the disk.
  ///
  /// The corresponding C function is `fsync(2)`.
  package func synchronize() throws(SystemError) {
    _ = try valueOrErrno { system_fsync(rawValue) }.get("sync", description)
  }

  /// Sets the file's permission bits.
  ///
  /// The corresponding C function is `fchmod(2)`.
  package func setPermissions(_ permissions: FilePermissions) throws(SystemError) {
    _ = try valueOrErrno { system_fchmod(rawValue, permissions.mode) }
      .get("change the mode of", description)
  }
}
