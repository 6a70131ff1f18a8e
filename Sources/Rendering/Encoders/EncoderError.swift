/// An error from an image encoder: a size or frame the format cannot hold, or a failing library.
package struct EncoderError: Error, Equatable, CustomStringConvertible {
  /// The kind of failure.
  package enum Code: String, Sendable {
    /// The width or height is zero or beyond what the format stores.
    case badSize = "bad-size"
    /// A frame's size differs from the encoder's.
    case frameSize = "frame-size"
    /// A frame's duration is negative, infinite or not a number.
    case badDuration = "bad-duration"
    /// More or fewer frames than announced (APNG), or a frame after finish.
    case frameCount = "frame-count"
    /// zlib failed.
    case compression
    /// A PNG to read (a golden frame) is not one this decoder reads: corrupt, truncated, or
    /// another kind of PNG than animhost writes.
    case unreadableImage = "unreadable-image"
  }

  /// The kind of failure.
  package var code: Code
  /// The value the error is about (a size, a frame number).
  package var subject: String
  /// One line: what went wrong and how to fix it.
  package var message: String

  /// An error with its kind, subject and message.
  package init(_ code: Code, subject: String, _ message: String) {
    self.code = code
    self.subject = subject
    self.message = message
  }

  package var description: String { message }
}

extension EncoderError {
  /// Throws unless a frame may be appended: encoder not finished, right size, finite
  /// duration ≥ 0.
  static func checkFrame(
    _ image: RGBAImage, duration: Double, index: Int, width: Int, height: Int, finished: Bool
  ) throws {
    guard !finished else {
      throw EncoderError(
        .frameCount, subject: "\(index)",
        "frame \(index) comes after the animation was finished; append every frame before finish()")
    }
    guard image.width == width, image.height == height else {
      throw EncoderError(
        .frameSize, subject: "\(image.width)x\(image.height)",
        "frame \(index) is \(image.width)x\(image.height) "
          + "but the animation is \(width)x\(height); render every frame at one size"
      )
    }
    guard duration.isFinite, duration >= 0 else {
      throw EncoderError(
        .badDuration, subject: "\(duration)",
        "frame \(index) has duration '\(duration)'; use a finite number of seconds, 0 or more")
    }
  }
}
