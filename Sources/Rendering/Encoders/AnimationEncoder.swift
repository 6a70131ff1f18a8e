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
  /// Which of `count` frames, each `duration` seconds long, the file will show; the others
  /// need not be drawn, and go to `pass(duration:)` instead of `append`.
  func shownFrames(count: Int, duration: Double) -> [Bool]
  /// Accounts for a frame that `shownFrames` said the file will not show.
  func pass(duration: Double) throws
  /// Writes what remains (the trailer); no frame may follow.
  func finish() throws
}

extension AnimationEncoder {
  /// Every frame is shown.
  package func shownFrames(count: Int, duration: Double) -> [Bool] {
    Array(repeating: true, count: count)
  }

  /// Only an encoder that leaves frames out is passed frames.
  package func pass(duration: Double) throws {
    preconditionFailure("\(Self.self) shows every frame; append it")
  }
}
