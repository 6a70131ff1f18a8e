/// A streaming APNG encoder: RGBA8, looping forever, first frame as IDAT, later frames as the
/// rectangle that changed (fdAT). A rectangle whose changed pixels are all opaque is blended
/// OVER the canvas with unchanged pixels transparent; otherwise it replaces (SOURCE) the canvas
/// there. Frames are never disposed. Because acTL states the frame count up front, a frame
/// identical to the previous one is written as a 1×1 transparent OVER frame rather than merged.
package final class APNGEncoder: AnimationEncoder {
  private let width: Int
  private let height: Int
  private let frameCount: Int
  private let sink: any ByteSink
  private var canvas: RGBAImage
  private var delays = APNGFrameDelay()
  private var appended = 0
  private var sequence: UInt32 = 0
  private var finished = false

  /// An encoder for exactly `frameCount` frames; writes the signature, IHDR and acTL at once.
  package init(width: Int, height: Int, frameCount: Int, sink: any ByteSink) throws {
    try PNGEncoder.checkSize(width: width, height: height)
    guard frameCount >= 1, frameCount < Int(UInt32.max) else {
      throw EncoderError(.frameCount, subject: "\(frameCount)", "an APNG needs at least one frame, not \(frameCount); render a transition that records frames")
    }
    self.width = width
    self.height = height
    self.frameCount = frameCount
    self.sink = sink
    canvas = RGBAImage(width: width, height: height)
    var head = PNGChunk.signature
    head += PNGChunk.make("IHDR", PNGEncoder.header(width: width, height: height, alpha: true))
    head += PNGChunk.make("acTL", PNGChunk.bigEndian(UInt32(frameCount)) + PNGChunk.bigEndian(UInt32(0)))
    try sink.write(head)
  }

  package func append(_ image: RGBAImage, duration: Double) throws {
    try EncoderError.checkFrame(image, duration: duration, index: appended, width: width, height: height, finished: finished)
    guard appended < frameCount else {
      throw EncoderError(.frameCount, subject: "\(appended + 1)", "frame \(appended) is one more than the \(frameCount) announced; pass the real frame count to the APNG encoder")
    }
    let delay = delays.next(duration)
    let first = appended == 0
    appended += 1
    let rect: PixelRect
    var over = false
    if first {
      rect = PixelRect(x: 0, y: 0, width: width, height: height)
    } else if let changed = PixelRect.changed(from: canvas, to: image) {
      rect = changed
      over = changedPixelsAreOpaque(image, in: rect)
    } else {
      rect = PixelRect(x: 0, y: 0, width: 1, height: 1)
      over = true
    }
    let data = try PNGEncoder.compressedData(
      subImage(image, in: rect, unchangedTransparent: over), imageWidth: rect.width,
      rect: PixelRect(x: 0, y: 0, width: rect.width, height: rect.height), alpha: true)
    var out = PNGChunk.make("fcTL", control(rect, delay: delay, over: over))
    if first {
      out += PNGChunk.make("IDAT", data)
    } else {
      out += PNGChunk.make("fdAT", PNGChunk.bigEndian(sequence) + data)
      sequence += 1
    }
    try sink.write(out)
    canvas = image
  }

  package func finish() throws {
    guard !finished else { return }
    finished = true
    guard appended == frameCount else {
      throw EncoderError(.frameCount, subject: "\(appended)", "the APNG got \(appended) frames but announced \(frameCount); append exactly the frames counted")
    }
    try sink.write(PNGChunk.make("IEND", []))
  }

  /// The fcTL payload; takes the next sequence number.
  private func control(_ rect: PixelRect, delay: (numerator: UInt16, denominator: UInt16), over: Bool) -> [UInt8] {
    var bytes = PNGChunk.bigEndian(sequence)
    sequence += 1
    for v in [rect.width, rect.height, rect.x, rect.y] { bytes += PNGChunk.bigEndian(UInt32(v)) }
    bytes += PNGChunk.bigEndian(delay.numerator) + PNGChunk.bigEndian(delay.denominator)
    bytes += [0, over ? 1 : 0]
    return bytes
  }

  /// Whether every pixel of `rect` that differs from the canvas is opaque.
  private func changedPixelsAreOpaque(_ image: RGBAImage, in rect: PixelRect) -> Bool {
    for y in rect.y..<(rect.y + rect.height) {
      var i = (y * width + rect.x) * 4
      for _ in 0..<rect.width {
        if image.pixels[i + 3] != 255,
          image.pixels[i] != canvas.pixels[i] || image.pixels[i + 1] != canvas.pixels[i + 1]
            || image.pixels[i + 2] != canvas.pixels[i + 2] || image.pixels[i + 3] != canvas.pixels[i + 3]
        {
          return false
        }
        i += 4
      }
    }
    return true
  }

  /// Straight-alpha RGBA of `rect`, unchanged pixels zeroed when blending OVER.
  private func subImage(_ image: RGBAImage, in rect: PixelRect, unchangedTransparent: Bool) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: rect.width * rect.height * 4)
    var o = 0
    for y in rect.y..<(rect.y + rect.height) {
      var i = (y * width + rect.x) * 4
      for _ in 0..<rect.width {
        let a = image.pixels[i + 3]
        let same = unchangedTransparent && image.pixels[i] == canvas.pixels[i] && image.pixels[i + 1] == canvas.pixels[i + 1]
          && image.pixels[i + 2] == canvas.pixels[i + 2] && a == canvas.pixels[i + 3]
        if !same && a != 0 {
          for c in 0..<3 {
            let v = Int(image.pixels[i + c])
            out[o + c] = a == 255 ? UInt8(v) : UInt8(min(255, (v * 255 + Int(a) / 2) / Int(a)))
          }
          out[o + 3] = a
        }
        o += 4
        i += 4
      }
    }
    return out
  }
}
