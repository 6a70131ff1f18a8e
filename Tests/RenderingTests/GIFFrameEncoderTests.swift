import Rendering
import Testing

/// How a frame shows its unchanged pixels: a run of them in one colour keeps that colour, a run
/// of two or more colours turns transparent (`GIFFrameEncoder.mapIndices`).
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
}
