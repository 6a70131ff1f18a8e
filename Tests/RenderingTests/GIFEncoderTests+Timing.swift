import Rendering
import Testing

/// Frame delays: centiseconds from the running total, none under 2 cs, the last frame shown.
extension GIFEncoderTests {
  static let timingCases: [(name: String, durations: [Double], expected: [Int])] = [
    (
      "60 fps merges every short frame into the next", Array(repeating: 1.0 / 60, count: 6),
      [2, 3, 2, 3]
    ),
    ("30 fps rounds the running total", Array(repeating: 1.0 / 30, count: 6), [3, 4, 3, 3, 4, 3]),
    ("a short last frame borrows 2 cs", [0.1, 0.005], [9, 2]),
    (
      "a short last frame takes the place of one too short to lend",
      Array(repeating: 1.0 / 60, count: 5), [2, 3, 3]
    ),
    (
      "the last of 62 frames at 60 fps takes the place of the 2 cs before it",
      Array(repeating: 1.0 / 60, count: 62), (0..<20).flatMap { _ in [2, 3] } + [3]
    ),
    ("a lone short frame is still shown", [0.004], [0]),
    ("exact tenths", [0.1, 0.25, 0.05], [10, 25, 5]),
  ]

  @Test(arguments: timingCases)
  func delaysAddUpToTheRealDuration(_ c: (name: String, durations: [Double], expected: [Int]))
    throws
  {
    let frames = (0..<c.durations.count).map {
      GIFTestFrames.slide(width: 40, height: 30, index: $0, count: c.durations.count)
    }
    let decoded = try GIFTestDecoder(try encode(Array(zip(frames, c.durations))))
    #expect(decoded.frames.map(\.delay) == c.expected)
    #expect(
      decoded.frames.map(\.delay).reduce(0, +) == Int((c.durations.reduce(0, +) * 100).rounded()))
    #expect(
      decoded.frames.last?.canvas == GIFTestFrames.asGIFShowsIt(frames[frames.count - 1]),
      "the last frame is always shown")
  }

  /// Half a second at common frame rates: browsers show a delay under 2 cs as 10 cs, so none
  /// is, the last frame included; and the frames `shownFrames` leaves out, passed instead of
  /// appended as `render` does, give the pictures and delays that appending every frame gives
  /// (the frames all differ: `shownFrames` decides by time alone, not knowing which repeat the
  /// one before).
  @Test(arguments: [24, 25, 30, 48, 50, 59.94, 60, 90, 100, 120, 144, 240])
  func noDelayIsUnderTwoCentiseconds(fps: Double) throws {
    let count = Int(fps / 2) + 1
    let frames = (0..<count).map {
      GIFTestFrames.slide(width: 40, height: 30, index: $0, count: count)
    }
    let appended = try encode(frames.map { ($0, 1 / fps) })
    let decoded = try GIFTestDecoder(appended)
    #expect(decoded.frames.allSatisfy { $0.delay >= 2 }, "\(decoded.frames.map(\.delay))")
    #expect(decoded.frames.last?.canvas == GIFTestFrames.asGIFShowsIt(frames[count - 1]))

    let sink = MemorySink()
    let encoder = try GIFEncoder(width: 40, height: 30, sink: sink)
    let shown = encoder.shownFrames(count: count, duration: 1 / fps)
    for (image, show) in zip(frames, shown) {
      if show {
        try encoder.append(image, duration: 1 / fps)
      } else {
        try encoder.pass(duration: 1 / fps)
      }
    }
    try encoder.finish()
    let passed = try GIFTestDecoder(sink.bytes)
    #expect(passed.frames.map(\.delay) == decoded.frames.map(\.delay))
    #expect(passed.frames.map(\.canvas) == decoded.frames.map(\.canvas))
    #expect(shown.filter { $0 }.count == decoded.frames.count, "only shown frames are drawn")
  }

  @Test func identicalFramesLengthenThePreviousDelay() throws {
    let frames = movingSquare(count: 2)
    let decoded = try GIFTestDecoder(
      try encode([(frames[0], 0.1), (frames[0], 0.1), (frames[1], 0.1), (frames[1], 0.05)]))
    #expect(decoded.frames.map(\.delay) == [20, 15])
  }

  /// Over a clear canvas the last frame cannot take the place of the one before (a clear pixel
  /// would show what that one was drawn over): it keeps its short delay and the right picture.
  @Test func aLastFrameWithClearPixelsStillShowsItsPicture() throws {
    let clear = RGBAImage(width: 20, height: 20)
    let frames = (0..<5).map {
      GIFTestFrames.filling(clear, x: 2 + $0, y: 4, width: 6, height: 6, SIMD4(20, 60, 200, 255))
    }
    let decoded = try GIFTestDecoder(try encode(frames.map { ($0, 1.0 / 60) }))
    #expect(decoded.frames.map(\.delay) == [2, 3, 2, 1])
    #expect(
      decoded.frames.map(\.canvas) == [0, 2, 3, 4].map { GIFTestFrames.asGIFShowsIt(frames[$0]) })
  }

  @Test func aShortLastFrameLikeTheOneBeforeLengthensIt() throws {
    let frames = movingSquare(count: 2)
    let decoded = try GIFTestDecoder(
      try encode([(frames[0], 0.1), (frames[1], 0.1), (frames[1], 0.01)]))
    #expect(decoded.frames.map(\.delay) == [10, 11])
  }
}
