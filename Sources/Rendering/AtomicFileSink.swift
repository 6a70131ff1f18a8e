import HostSystem

/// A byte sink that streams into a temporary file (`.animhost-XXXXXX`) beside the destination
/// and renames it into place on `commit()`; until then the destination is untouched.
///
/// The file itself is HostSystem's `AtomicFile`: the temporary file is removed on `discard()`,
/// on deinit without a commit, on any failure, and by the signal handler if SIGINT, SIGTERM or
/// SIGHUP ends the process while it exists (`InterruptCleanup`).
package final class AtomicFileSink: ByteSink {
  /// An error writing an output file.
  package struct WriteError: Error, Equatable, CustomStringConvertible {
    /// The destination path.
    package var path: String
    /// What went wrong and how to fix it.
    package var message: String
    /// The message.
    package var description: String { message }
  }

  /// The destination path.
  package let path: String
  /// The temporary file's path.
  package var temporaryPath: String { file.temporaryPath }
  /// The one atomic writer underneath.
  private let file: AtomicFile
  /// Bytes not yet written to the file.
  private var buffer: [UInt8] = []
  /// How many bytes are gathered before a write.
  private static let bufferSize = 1 << 16

  /// Creates the temporary file; throws when the directory is missing or not writable.
  package init(path: String) throws(WriteError) {
    self.path = path
    do {
      file = try AtomicFile(path: path, removedOnInterrupt: true)
    } catch {
      // A refused replacement already says its fix.
      let fix =
        error.message.hasPrefix("cannot replace")
        ? "" : "; check that the directory exists and is writable"
      throw WriteError(path: path, message: error.message + fix)
    }
    buffer.reserveCapacity(Self.bufferSize)
  }

  /// Appends bytes, writing to the file whenever the buffer fills.
  package func write(_ bytes: [UInt8]) throws {
    precondition(file.isOpen, "AtomicFileSink: write after commit or discard")
    buffer += bytes
    if buffer.count >= Self.bufferSize { try flush() }
  }

  /// Flushes, syncs and renames the file into place with mode 0644 less the umask.
  package func commit() throws(WriteError) {
    precondition(file.isOpen, "AtomicFileSink: commit after commit or discard")
    try flush()
    do {
      try file.commit(permissions: 0o644)
    } catch {
      throw Self.failure(error)
    }
  }

  /// Closes and removes the temporary file, unless committed; the destination is left as it was.
  package func discard() {
    buffer.removeAll()
    file.discard()
  }

  /// Writes the buffered bytes to the file.
  private func flush() throws(WriteError) {
    defer { buffer.removeAll(keepingCapacity: true) }
    do {
      try file.write(buffer)
    } catch {
      throw Self.failure(error)
    }
  }

  /// The error for a failed write or commit.
  private static func failure(_ error: SystemError) -> WriteError {
    WriteError(path: error.subject, message: "\(error.message); check the path and free space")
  }
}
