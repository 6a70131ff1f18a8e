import Rendering
import Testing

/// How a frame shows its unchanged pixels: a run of them in one colour keeps that colour, a run
/// of two or more colours turns transparent (`GIFFrameEncoder.mapIndices`); and how far lossy
/// matching may stray from a pixel's colour, by the frame's colour count.
@Suite struct GIFFrameEncoderTests {
  private static let white = SIMD4<UInt8>(255, 255, 255, 255)
  private static let red = SIMD4<UInt8>(220, 30, 40, 255)
  private static let blue = SIMD4<UInt8>(20, 60, 200, 255)
  private static let green = SIMD4<UInt8>(30, 180, 60, 255)

  /// The second of two frames, decoded, after checking both decode to what was drawn.
  private func secondFrame(_ first: RGBAImage, _ second: RGBAImage) throws
    -> GIFTestDecoder.Frame
  {
    let sink = MemorySink()
    let encoder = try GIFEncoder(
      width: first.width, height: first.height, sink: sink, palette: .automatic,
      dithering: false, workers: 1)
    try encoder.append(first, duration: 0.1)
    try encoder.append(second, duration: 0.1)
    try encoder.finish()
    let decoded = try GIFTestDecoder(sink.bytes)
    try #require(decoded.frames.count == 2)
    #expect(decoded.frames[0].canvas == GIFTestFrames.asGIFShowsIt(first))
    #expect(decoded.frames[1].canvas == GIFTestFrames.asGIFShowsIt(second))
    return decoded.frames[1]
  }

  @Test func aRunOfOneUnchangedColourKeepsIt() throws {
    // A red square moves 3 pixels right: its middle stays red between changed pixels.
    let base = GIFTestFrames.solid(width: 40, height: 40, Self.white)
    let frame = try secondFrame(
      GIFTestFrames.filling(base, x: 2, y: 10, width: 8, height: 8, Self.red),
      GIFTestFrames.filling(base, x: 5, y: 10, width: 8, height: 8, Self.red))
    #expect(frame.rect.x == 2 && frame.rect.width == 11 && frame.rect.height == 8)
    let transparent = frame.transparent ?? -1
    let row = Array(frame.indices[0..<frame.rect.width])
    // x 5...9 did not change and show red's index, like the red pixels drawn new at x 10...12.
    #expect(!row[3..<8].contains { Int($0) == transparent }, "\(row)")
    #expect(Set(row[3..<11]).count == 1, "\(row)")
  }

  @Test func aRunOfSeveralUnchangedColoursTurnsTransparent() throws {
    // Red and blue stripes stay; two pixels change either side of them on one row.
    var base = GIFTestFrames.solid(width: 60, height: 20, Self.white)
    for column in 20..<30 {
      base = GIFTestFrames.filling(
        base, x: column, y: 0, width: 1, height: 20, column % 2 == 0 ? Self.red : Self.blue)
    }
    let second = GIFTestFrames.filling(
      GIFTestFrames.filling(base, x: 2, y: 5, width: 1, height: 1, Self.green),
      x: 50, y: 5, width: 1, height: 1, Self.green)
    let frame = try secondFrame(base, second)
    #expect(frame.rect.x == 2 && frame.rect.width == 49 && frame.rect.height == 1)
    let transparent = try #require(frame.transparent)
    #expect(frame.indices[1..<48].allSatisfy { Int($0) == transparent }, "\(frame.indices)")
  }

  /// A frame over a solid one whose colours follow `color(x, y)` (straight, opaque).
  private static func pattern(_ color: (Int, Int) -> SIMD3<Int>) -> RGBAImage {
    var image = RGBAImage(width: 256, height: 128)
    for y in 0..<128 {
      for x in 0..<256 {
        let c = color(x, y)
        let o = (y * 256 + x) * 4
        image.pixels[o] = UInt8(c.x)
        image.pixels[o + 1] = UInt8(c.y)
        image.pixels[o + 2] = UInt8(c.z)
        image.pixels[o + 3] = 255
      }
    }
    return image
  }

  /// Noise from a pixel's position (0 or more).
  private static func noise(_ x: Int, _ y: Int) -> Int { x &* 7919 ^ y &* 104_729 }

  /// A busy frame (64 × 64 × 16 = 65,536 colours: a gradient in red and green, noise in blue)
  /// and a calm one (16 × 16 × 12 = 3,072 colours), with the lossy limit each takes.
  static let lossyLimitCases: [(name: String, busy: Bool, limit: Int)] = [
    ("busy: 4096 colours or more", true, 64), ("calm: fewer colours", false, 12),
  ]

  @Test(arguments: lossyLimitCases)
  func lossyMatchingIsBoundedByTheFramesColourCount(
    _ c: (name: String, busy: Bool, limit: Int)
  ) throws {
    let image =
      c.busy
      ? Self.pattern { x, y in SIMD3(64 + x / 4, 64 + y / 2, 96 + Self.noise(x, y) % 16) }
      : Self.pattern { x, y in SIMD3(64 + x / 16, 64 + y / 8, 96 + Self.noise(x, y) % 12) }
    let sink = MemorySink()
    let encoder = try GIFEncoder(width: 256, height: 128, sink: sink, workers: 1)
    try encoder.append(GIFTestFrames.solid(width: 256, height: 128, Self.white), duration: 0.1)
    try encoder.append(image, duration: 0.1)
    try encoder.finish()
    let frame = try #require(try GIFTestDecoder(sink.bytes).frames.last)
    let table = stride(from: 0, to: frame.table.count, by: 3).enumerated().compactMap {
      $0.offset == frame.transparent
        ? nil
        : SIMD3<Int>(
          Int(frame.table[$0.element]), Int(frame.table[$0.element + 1]),
          Int(frame.table[$0.element + 2]))
    }
    func distance(_ a: SIMD3<Int>, _ b: SIMD3<Int>) -> Int {
      let d = a &- b
      return (d &* d).wrappedSum()
    }
    var worstOverNearest = 0
    var overLimit = 0
    for i in 0..<(256 * 128) {
      let truth = SIMD3<Int>(
        Int(image.pixels[i * 4]), Int(image.pixels[i * 4 + 1]), Int(image.pixels[i * 4 + 2]))
      let shown = SIMD3<Int>(
        Int(frame.canvas[i * 4]), Int(frame.canvas[i * 4 + 1]), Int(frame.canvas[i * 4 + 2]))
      let nearest = table.map { distance($0, truth) }.min() ?? 0
      let error = distance(shown, truth)
      if error > max(nearest, c.limit) { overLimit += 1 }
      if error > nearest { worstOverNearest = max(worstOverNearest, error) }
    }
    // Lossy matching took effect, each pixel within the limit or its nearest table colour, and
    // the busy frame used the larger limit.
    #expect(overLimit == 0, "\(overLimit) pixels over the limit")
    #expect(worstOverNearest > 0, "lossy matching took no effect")
    #expect((worstOverNearest > 12) == (c.limit > 12))
  }
}
