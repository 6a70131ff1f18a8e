#if canImport(Glibc)
  import Glibc
#endif

/// Writes whole strings to file descriptors: the scanner's records, the registry cache and the
/// executable's standard output and error.
package enum FileDescriptorWriter {
  /// Writes all of the text, retrying short and interrupted writes; false when the descriptor
  /// is gone (a closed pipe, a full disk).
  @discardableResult
  package static func write(_ text: String, to fd: Int32) -> Bool {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      bytes = bytes.dropFirst(count)
    }
    return true
  }
}
