import Foundation
import Rendering
import Testing

@Suite struct GIFEncoderTests {
  /// Encodes frames (image, seconds) and returns the file.
  func encode(
    _ frames: [(RGBAImage, Double)], palette: GIFPaletteMode = .automatic, dithering: Bool = false,
    workers: Int = 1
  ) throws -> [UInt8] {
    let sink = MemorySink()
    let encoder = try GIFEncoder(
      width: frames[0].0.width, height: frames[0].0.height, sink: sink, palette: palette,
      dithering: dithering, workers: workers)
    for (image, seconds) in frames { try encoder.append(image, duration: seconds) }
    try encoder.finish()
    return sink.bytes
  }

  private static let white = SIMD4<UInt8>(255, 255, 255, 255)
  private static let red = SIMD4<UInt8>(220, 30, 40, 255)
  private static let blue = SIMD4<UInt8>(20, 60, 200, 255)

  /// Few-colour frames: a red square moving right over white, one step per frame.
  func movingSquare(count: Int, size: Int = 40) -> [RGBAImage] {
    let base = GIFTestFrames.solid(width: size, height: size, Self.white)
    return (0..<count).map {
      GIFTestFrames.filling(base, x: 2 + $0 * 3, y: 10, width: 8, height: 8, Self.red)
    }
  }

  // MARK: LZW

  static let lzwCases: [(name: String, minCodeSize: Int, count: Int, alphabet: Int)] = [
    ("one pixel", 2, 1, 4), ("short run", 2, 7, 1), ("two colours", 2, 300, 2),
    ("random 16", 4, 20_000, 16), ("random 256 with clears", 8, 60_000, 256),
    ("one long run", 8, 200_000, 1),
    ("few colours many clears", 3, 90_000, 5),
  ]

  @Test(arguments: lzwCases)
  func lzwRoundTrips(_ c: (name: String, minCodeSize: Int, count: Int, alphabet: Int)) throws {
    var state: UInt32 = 12345
    let input = (0..<c.count).map { _ -> UInt8 in
      state = state &* 1_103_515_245 &+ 12345
      // Runs of random length keep the dictionary busy in every way.
      return UInt8(Int(state >> 16) % c.alphabet)
    }
    var lzw = LZWEncoder()
    var block: [UInt8] = []
    input.withUnsafeBufferPointer { lzw.encode($0, minCodeSize: c.minCodeSize, into: &block) }
    #expect(Int(block[0]) == c.minCodeSize)
    let data = try GIFTestDecoder.unblocked(block)
    #expect(
      try GIFTestDecoder.lzwDecode(data, minCodeSize: c.minCodeSize, count: input.count) == input)
  }

  // MARK: Structure

  @Test func fewColourFramesDecodeExactlyWithChangedRectangles() throws {
    let frames = movingSquare(count: 5)
    let gif = try encode(frames.map { ($0, 0.1) })
    let decoded = try GIFTestDecoder(gif)
    #expect(decoded.width == 40 && decoded.height == 40)
    #expect(decoded.loopCount == 0, "NETSCAPE2.0 loops forever")
    #expect(decoded.frames.count == 5)
    for (i, frame) in decoded.frames.enumerated() {
      #expect(frame.canvas == GIFTestFrames.asGIFShowsIt(frames[i]), "frame \(i)")
      #expect(frame.delay == 10)
    }
    // Moving 3 px right: the changed rectangle is 11×8, drawn without disposal.
    #expect(decoded.frames[1].rect == (2, 10, 11, 8))
    #expect(decoded.frames.dropLast().allSatisfy { $0.disposal == 1 })
  }

  @Test func slideFramesStayCloseToTheSource() throws {
    let frames = (0..<8).map {
      GIFTestFrames.slide(width: 90, height: 160, index: $0, count: 8, dim: true)
    }
    let decoded = try GIFTestDecoder(try encode(frames.map { ($0, 1.0 / 30) }))
    #expect(decoded.frames.count == 8)
    for (i, frame) in decoded.frames.enumerated() {
      let expected = GIFTestFrames.asGIFShowsIt(frames[i])
      let total = zip(frame.canvas, expected).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
      #expect(Double(total) / Double(expected.count) < 1.5, "frame \(i) mean channel error")
    }
  }

  @Test func outputIsDeterministic() throws {
    let frames = (0..<6).map {
      (GIFTestFrames.slide(width: 60, height: 100, index: $0, count: 6), 1.0 / 60)
    }
    #expect(try encode(frames) == encode(frames))
  }

  // MARK: Transparency and palettes

  @Test func aVisiblePixelTurningTransparentIsCleared() throws {
    let clear = RGBAImage(width: 20, height: 20)
    let a = GIFTestFrames.filling(clear, x: 2, y: 2, width: 10, height: 10, Self.blue)
    let b = GIFTestFrames.filling(clear, x: 8, y: 8, width: 6, height: 6, SIMD4(100, 0, 0, 200))
    let decoded = try GIFTestDecoder(try encode([(a, 0.1), (b, 0.1), (a, 0.1)]))
    #expect(decoded.frames.map(\.canvas) == [a, b, a].map(GIFTestFrames.asGIFShowsIt))
    #expect(decoded.frames[0].disposal == 2, "the frame before the clear is restored to background")
  }

  /// Frames encoded on worker threads give the same file as on one, with merges, drops and
  /// a clear among them.
  @Test(arguments: [2, 3, 8])
  func workersGiveTheSameBytes(workers: Int) throws {
    let clear = RGBAImage(width: 20, height: 20)
    let a = GIFTestFrames.filling(clear, x: 2, y: 2, width: 10, height: 10, Self.blue)
    let b = GIFTestFrames.filling(clear, x: 8, y: 8, width: 6, height: 6, SIMD4(100, 0, 0, 200))
    let moving = movingSquare(count: 4, size: 20)
    let frames =
      moving.map { ($0, 1.0 / 60) } + [(a, 0.1), (a, 0.1), (b, 0.01), (b, 0.1), (a, 0.1)]
      + moving.map { ($0, 0.05) }
    let one = try encode(frames)
    let many = try encode(frames, workers: workers)
    #expect(one == many)
  }

  static let paletteCases: [(mode: GIFPaletteMode, global: Bool, allLocal: Bool)] = [
    (.global, true, false), (.perFrame, false, true), (.automatic, true, false),
  ]

  @Test(arguments: paletteCases)
  func paletteModesChooseTables(_ c: (mode: GIFPaletteMode, global: Bool, allLocal: Bool)) throws {
    let frames = movingSquare(count: 3) + [GIFTestFrames.solid(width: 40, height: 40, Self.blue)]
    let decoded = try GIFTestDecoder(try encode(frames.map { ($0, 0.1) }, palette: c.mode))
    #expect((decoded.globalTableSize > 0) == c.global)
    #expect(decoded.frames.allSatisfy(\.hasLocalTable) == c.allLocal)
    if c.mode == .global {
      #expect(decoded.frames.allSatisfy { !$0.hasLocalTable })
    } else {
      #expect(
        decoded.frames[3].canvas == GIFTestFrames.asGIFShowsIt(frames[3]),
        "a new colour gets a local table")
    }
  }

  @Test func ditheringKeepsExactColoursAndDecodes() throws {
    let frames = (0..<3).map {
      (GIFTestFrames.slide(width: 60, height: 100, index: $0, count: 3), 0.1)
    }
    let decoded = try GIFTestDecoder(try encode(frames, dithering: true))
    #expect(decoded.frames.count == 3)
    // The header bar's flat colour is held exactly and is not dithered.
    #expect(
      Array(decoded.frames[0].canvas[0..<4])
        == Array(GIFTestFrames.asGIFShowsIt(frames[0].0)[0..<4]))
  }

  // MARK: Errors

  @Test func badInputsThrowOneLineErrors() throws {
    #expect(throws: EncoderError.self) { try GIFEncoder(width: 0, height: 10, sink: MemorySink()) }
    let encoder = try GIFEncoder(width: 4, height: 4, sink: MemorySink())
    let wrong = #expect(throws: EncoderError.self) {
      try encoder.append(RGBAImage(width: 5, height: 4), duration: 0.1)
    }
    #expect(wrong?.code == .frameSize)
    let negative = #expect(throws: EncoderError.self) {
      try encoder.append(RGBAImage(width: 4, height: 4), duration: -1)
    }
    #expect(negative?.code == .badDuration)
    let empty = #expect(throws: EncoderError.self) { try encoder.finish() }
    #expect(empty?.code == .frameCount)
  }
}
