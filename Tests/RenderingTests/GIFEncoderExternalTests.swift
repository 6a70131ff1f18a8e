import Foundation
import Rendering
import Testing

/// GIF cross-checks with real decoders and the size comparison with Pillow's encoder.
extension GIFEncoderTests {
  /// A present-then-dismiss slide at 30 fps (no frame merging), with a dimming layer.
  static func transition(width: Int, height: Int, frames: Int) -> [(RGBAImage, Double)] {
    let half = frames / 2
    return (0..<frames).map { i in
      let index = i < half ? i : frames - 1 - i
      return (
        GIFTestFrames.slide(width: width, height: height, index: index, count: half, dim: true),
        1.0 / 30
      )
    }
  }

  static func gif(_ frames: [(RGBAImage, Double)], palette: GIFPaletteMode = .automatic) throws
    -> [UInt8]
  {
    let sink = MemorySink()
    let encoder = try GIFEncoder(
      width: frames[0].0.width, height: frames[0].0.height, sink: sink, palette: palette)
    for (image, seconds) in frames { try encoder.append(image, duration: seconds) }
    try encoder.finish()
    return sink.bytes
  }

  /// The size of the GIF Pillow writes for the same frames (default options, save_all, the
  /// same durations), fed as PNG files.
  static func pillowGIFSize(_ frames: [(RGBAImage, Double)]) throws -> Int {
    let paths = try frames.map {
      try ExternalDecoder.temporaryFile(try PNGEncoder.encode($0.0), suffix: ".png")
    }
    let out = NSTemporaryDirectory() + "animhost-pillow-\(UUID().uuidString).gif"
    let script = """
      import sys, json, os
      from PIL import Image
      args = json.loads(sys.argv[1])
      frames = [Image.open(p).convert("RGB") for p in args["paths"]]
      frames[0].save(args["out"], save_all=True, append_images=frames[1:], \
      duration=args["durations"], loop=0)
      print(os.path.getsize(args["out"]))
      """
    let request: [String: Any] = [
      "paths": paths, "out": out, "durations": frames.map { $0.1 * 1000 },
    ]
    let json = String(decoding: try JSONSerialization.data(withJSONObject: request), as: UTF8.self)
    guard let result = ExternalDecoder.run(["python3", "-c", script, json]), result.status == 0,
      let size = Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    else {
      throw ExternalDecoder.DecodeFailure(
        tool: "Pillow", detail: "could not write the comparison GIF")
    }
    return size
  }

  @Test(.enabled(if: ExternalDecoder.hasPillow, "Pillow is not installed (pip install pillow)"))
  func pillowDecodesFramesSizesDelaysAndPixels() throws {
    let frames = movingSquareFrames()
    let path = try ExternalDecoder.temporaryFile(try Self.gif(frames), suffix: ".gif")
    let result = try ExternalDecoder.pillowFrames(path, pixels: true)
    #expect(result.format == "GIF")
    #expect(result.loop == 0)
    #expect(result.frames.map(\.duration) == [100, 30, 250, 40])
    for (i, frame) in result.frames.enumerated() {
      #expect(frame.width == 40 && frame.height == 40)
      #expect(frame.rgba == GIFTestFrames.asGIFShowsIt(frames[i].0), "frame \(i) pixels")
    }
  }

  @Test(
    .enabled(
      if: ExternalDecoder.hasImageMagick,
      "ImageMagick is not installed (apt-get install imagemagick)"))
  func imageMagickReadsFramesSizesAndDelays() throws {
    let path = try ExternalDecoder.temporaryFile(try Self.gif(movingSquareFrames()), suffix: ".gif")
    let frames = try ExternalDecoder.imageMagickFrames(path)
    #expect(frames.map(\.delay) == ["10", "3", "25", "4"])
    #expect(frames.allSatisfy { $0.width == 40 && $0.height == 40 })
  }

  @Test(
    .enabled(if: ExternalDecoder.hasPillow, "Pillow is not installed (pip install pillow)"),
    arguments: [GIFPaletteMode.automatic, .perFrame])
  func noLargerThanPillowsGIF(_ mode: GIFPaletteMode) throws {
    let frames = Self.transition(width: 130, height: 281, frames: 24)
    let ours = try Self.gif(frames, palette: mode).count
    let pillow = try Self.pillowGIFSize(frames)
    #expect(ours <= pillow, "ours \(ours) bytes, Pillow \(pillow) bytes")
  }

  /// Opaque few-colour frames with varied durations and a transparent-to-opaque change.
  private func movingSquareFrames() -> [(RGBAImage, Double)] {
    let base = GIFTestFrames.solid(width: 40, height: 40, SIMD4(255, 255, 255, 255))
    let durations = [0.1, 0.03, 0.25, 0.04]
    return durations.enumerated().map { i, d in
      (
        GIFTestFrames.filling(
          base, x: 2 + i * 7, y: 10 + i, width: 9, height: 12, SIMD4(200, 40, UInt8(30 * i), 255)),
        d
      )
    }
  }
}

extension GIFEncoderTests {
  @Test(.enabled(if: ExternalDecoder.hasPillow, "Pillow is not installed (pip install pillow)"))
  func pillowShowsPixelsTurningTransparent() throws {
    let clear = RGBAImage(width: 20, height: 20)
    let a = GIFTestFrames.filling(clear, x: 2, y: 2, width: 10, height: 10, SIMD4(20, 60, 200, 255))
    let b = GIFTestFrames.filling(clear, x: 8, y: 8, width: 6, height: 6, SIMD4(100, 0, 0, 200))
    let path = try ExternalDecoder.temporaryFile(
      try Self.gif([(a, 0.1), (b, 0.1), (a, 0.1)]), suffix: ".gif")
    let result = try ExternalDecoder.pillowFrames(path, pixels: true)
    #expect(result.frames.map(\.rgba) == [a, b, a].map(GIFTestFrames.asGIFShowsIt))
  }
}
