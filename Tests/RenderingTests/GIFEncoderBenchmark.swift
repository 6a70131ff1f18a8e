import Foundation
import Rendering
import Testing

/// Timing and size figures at the default transition size; run in release with
/// `ANIMHOST_BENCH=1 swift test -c release --filter GIFEncoderBenchmark`.
@Suite struct GIFEncoderBenchmark {
  static let enabled = ProcessInfo.processInfo.environment["ANIMHOST_BENCH"] != nil

  /// CPU seconds the body takes on this thread (steadier than wall time on a shared machine).
  private static func seconds(_ body: () throws -> Void) rethrows -> Double {
    func now() -> Double {
      var t = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
      return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
    let start = now()
    try body()
    return now() - start
  }

  @Test(.enabled(if: enabled, "set ANIMHOST_BENCH=1 (release build) to measure"))
  func lzwAlone() throws {
    let image = GIFTestFrames.slide(width: 780, height: 1688, index: 10, count: 55, dim: true)
    var codes: [UInt32: UInt8] = [:]
    var indices = [UInt8](repeating: 0, count: 780 * 1688)
    for i in indices.indices {
      let p = image.pixels[(i * 4)..<(i * 4 + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
      if codes[p] == nil { codes[p] = UInt8(truncatingIfNeeded: codes.count % 256) }
      indices[i] = codes[p] ?? 0
    }
    var lzw = LZWEncoder()
    var out: [UInt8] = []
    let time = Self.seconds {
      for _ in 0..<10 {
        out = []
        indices.withUnsafeBufferPointer { lzw.encode($0, minCodeSize: 8, into: &out) }
      }
    }
    print("bench: LZW \(codes.count) colours, \(out.count) bytes, \(String(format: "%.2f", time * 100)) ms per 780x1688 frame")
    #expect(out.count > 0)
  }

  @Test(.enabled(if: enabled, "set ANIMHOST_BENCH=1 (release build) to measure"), arguments: [true, false])
  func defaultTransition(dim: Bool) throws {
    let (width, height, count) = (780, 1688, 110)
    var frames: [(RGBAImage, Double)] = []
    let generation = Self.seconds {
      // Present then dismiss at 60 fps.
      frames = (0..<count).map { i in
        let index = i < count / 2 ? i : count - 1 - i
        return (GIFTestFrames.slide(width: width, height: height, index: index, count: count / 2, dim: dim), 1.0 / 60)
      }
    }
    print("bench: dim \(dim)")
    print("bench: generated \(count) frames \(width)x\(height) in \(String(format: "%.2f", generation)) s")
    for mode in [GIFPaletteMode.automatic, .global, .perFrame] {
      var size = 0
      let time = try Self.seconds {
        size = try GIFEncoderTests.gif(frames, palette: mode).count
      }
      print("bench: GIF \(mode) \(size) bytes, \(String(format: "%.1f", time * 1000)) ms total, \(String(format: "%.2f", time * 1000 / Double(count))) ms/frame")
      #expect(size > 0)
    }
    var apng = 0
    let apngTime = try Self.seconds {
      let sink = MemorySink()
      let encoder = try APNGEncoder(width: width, height: height, frameCount: count, sink: sink)
      for (image, d) in frames { try encoder.append(image, duration: d) }
      try encoder.finish()
      apng = sink.bytes.count
    }
    print("bench: APNG \(apng) bytes, \(String(format: "%.2f", apngTime * 1000 / Double(count))) ms/frame")
    var png = 0
    let pngTime = try Self.seconds { png = try PNGEncoder.encode(frames[count / 4].0).count }
    print("bench: PNG \(png) bytes, \(String(format: "%.1f", pngTime * 1000)) ms")
    if ExternalDecoder.hasPillow {
      // Pillow gets the same frames; at 60 fps we merge short frames, so compare at 30 fps too.
      let ours60 = try GIFEncoderTests.gif(frames).count
      let pillow60 = try GIFEncoderTests.pillowGIFSize(frames)
      let frames30 = stride(from: 0, to: count, by: 2).map { (frames[$0].0, 1.0 / 30) }
      let ours30 = try GIFEncoderTests.gif(frames30).count
      let pillow30 = try GIFEncoderTests.pillowGIFSize(frames30)
      print("bench: vs Pillow 60 fps: ours \(ours60) / Pillow \(pillow60) = \(String(format: "%.3f", Double(ours60) / Double(pillow60)))")
      print("bench: vs Pillow 30 fps (same frames shown): ours \(ours30) / Pillow \(pillow30) = \(String(format: "%.3f", Double(ours30) / Double(pillow30)))")
      #expect(ours30 <= pillow30)
    }
  }
}
