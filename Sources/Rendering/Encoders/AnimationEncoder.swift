/// Where an encoder's bytes go, in order (a file being written, or memory).
package protocol ByteSink: AnyObject {
  /// Appends bytes.
  func write(_ bytes: [UInt8]) throws
}

/// A sink that keeps the bytes in memory.
package final class MemorySink: ByteSink {
  /// Everything written so far.
  package private(set) var bytes: [UInt8] = []

  package init() {}

  package func write(_ bytes: [UInt8]) throws {
    self.bytes += bytes
  }
}

/// An animated-image encoder fed one frame at a time, so frames are never all held at once.
package protocol AnimationEncoder: AnyObject {
  /// Adds a frame that stays on screen for `duration` seconds.
  func append(_ image: RGBAImage, duration: Double) throws
  /// Writes what remains (the trailer); no frame may follow.
  func finish() throws
}
