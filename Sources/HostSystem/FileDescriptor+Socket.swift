/// Connected pairs of local sockets.
extension FileDescriptor {
  /// A connected pair of local stream sockets, both close-on-exec.
  ///
  /// Used instead of a pipe to hand a child its input: `sendAll` on a socket whose peer died fails
  /// with EPIPE instead of killing the sender with SIGPIPE. The corresponding C function is
  /// `socketpair(2)`.
  package static func socketPair() throws(SystemError) -> (FileDescriptor, FileDescriptor) {
    var ends: [Int32] = [-1, -1]
    _ = try valueOrErrno { system_socketpair(&ends) }.get("create", "socket pair")
    return (FileDescriptor(rawValue: ends[0]), FileDescriptor(rawValue: ends[1]))
  }

  /// Sends all the bytes on a socket, retrying short and interrupted sends.
  ///
  /// A closed peer throws `.brokenPipe` and never raises SIGPIPE. The corresponding C function is
  /// `send(2)`.
  package func sendAll(_ bytes: [UInt8]) throws(SystemError) {
    var offset = 0
    while offset < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        valueOrErrno {
          system_send_nosignal(
            rawValue, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        }
      }
      offset += try result.get("send to", description)
    }
  }

  /// Ends the writing direction, so the peer reads end of file.
  ///
  /// The corresponding C function is `shutdown(2)`.
  package func shutDownWriting() throws(SystemError) {
    _ = try valueOrErrno { system_shutdown_writing(rawValue) }.get("shut down", description)
  }
}
