import Testing

@testable import Rendering

/// The nearest table colour (`GIFPalette.nearest`), eight at a time, against a plain search.
@Suite struct GIFPaletteTests {
  /// The first colour at the smallest squared RGB distance, one at a time.
  private static func reference(_ colors: [SIMD3<UInt8>], _ c: SIMD3<UInt8>) -> (UInt8, Int) {
    var best = (index: 0, error: Int.max)
    for (i, p) in colors.enumerated() {
      let d = SIMD3<Int>(truncatingIfNeeded: p) &- SIMD3<Int>(truncatingIfNeeded: c)
      let e = (d &* d).wrappedSum()
      if e < best.error { best = (i, e) }
    }
    return (UInt8(best.index + 1), best.error)
  }

  /// `count` colours from a fixed seed, each channel one of a few values so that many are
  /// equally near (ties go to the first).
  private static func colors(_ count: Int, seed: UInt64, levels: [UInt8]) -> [SIMD3<UInt8>] {
    var state = seed
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    return (0..<count).map { _ in
      SIMD3(
        levels[next() % levels.count], levels[next() % levels.count], levels[next() % levels.count])
    }
  }

  @Test(
    "the nearest colour and its distance, the first of equals",
    arguments: [1, 7, 8, 9, 64, 200, 255])
  func nearest(_ size: Int) {
    let table = Self.colors(size, seed: UInt64(size), levels: [0, 40, 41, 128, 200, 255])
    let palette = GIFPalette(colors: table)
    let probes = Self.colors(500, seed: 99, levels: [0, 20, 40, 84, 128, 129, 255])
    let found = probes.map { palette.nearest($0) }.map { "\($0.index) \($0.error)" }
    let expected = probes.map { Self.reference(table, $0) }.map { "\($0.0) \($0.1)" }
    #expect(found == expected)
  }

  @Test("an empty table has no nearest colour")
  func empty() {
    let found = GIFPalette(colors: []).nearest(SIMD3(1, 2, 3))
    #expect(found.index == 0 && found.error == Int.max)
  }
}
