/// A half-open rectangle of whole pixels.
struct RasterRect: Equatable {
  var x0: Int, y0: Int, x1: Int, y1: Int

  static let empty = RasterRect(x0: 0, y0: 0, x1: 0, y1: 0)

  var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
  var width: Int { x1 - x0 }
  var height: Int { y1 - y0 }

  /// The pixels in both.
  func intersection(_ o: RasterRect) -> RasterRect {
    let r = RasterRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    return r.isEmpty ? .empty : r
  }

  /// The smallest rectangle holding both.
  func union(_ o: RasterRect) -> RasterRect {
    if isEmpty { return o }
    if o.isEmpty { return self }
    return RasterRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
  }

  /// Grown by `d` pixels on every side.
  func outset(_ d: Int) -> RasterRect { RasterRect(x0: x0 - d, y0: y0 - d, x1: x1 + d, y1: y1 + d) }

  /// The pixels touched by a rectangle in device coordinates.
  init(covering minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
    func clamp(_ v: Double) -> Int { Int(max(-1e8, min(1e8, v))) }
    self.init(
      x0: clamp(minX.rounded(.down)), y0: clamp(minY.rounded(.down)),
      x1: clamp(maxX.rounded(.up)), y1: clamp(maxY.rounded(.up)))
  }

  init(x0: Int, y0: Int, x1: Int, y1: Int) {
    (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
  }
}

/// Arithmetic on premultiplied RGBA8 pixels packed in a UInt32 (R in the low byte).
enum PixelMath {
  /// Each channel times `c / 255`, rounded (two channels per multiply).
  @inline(__always) static func scale(_ p: UInt32, _ c: UInt32) -> UInt32 {
    var rb = (p & 0x00FF_00FF) &* c &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ag = ((p >> 8) & 0x00FF_00FF) &* c &+ 0x0080_0080
    ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ag
  }

  /// Source over destination.
  @inline(__always) static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
    s &+ scale(d, 255 &- (s >> 24))
  }

  /// Blends four pixels at once, `over(scale(s, opacity), d)` written to `dst`.
  ///
  /// The scalar arithmetic (two channels a multiply) in four 32-bit lanes, so the same bits.
  /// A dense layer (snow's fading screen) composites in about a third of the scalar loop's time.
  @inline(__always) static func overFour(
    _ src: UnsafeMutablePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, opacity: UInt32
  ) {
    var s = UnsafeRawPointer(src).loadUnaligned(as: SIMD4<UInt32>.self)
    if opacity != 255 { s = scaleFour(s, SIMD4(repeating: opacity)) }
    overFour(s, dst)
  }

  /// Blends four pixels at once, each at its own coverage (0…255): `over(scale(s, c), d)`
  /// written to `dst`, the same bits as one at a time (a lane whose coverage is 0 keeps `d`).
  @inline(__always) static func overFour(
    _ src: UnsafeMutablePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>,
    coverage c: SIMD4<UInt32>
  ) {
    let s = scaleFour(UnsafeRawPointer(src).loadUnaligned(as: SIMD4<UInt32>.self), c)
    overFour(s, dst)
  }

  /// `over(s, d)` for four premultiplied pixels `s` and the four at `dst`, written to `dst`.
  @inline(__always) static func overFour(
    _ s: SIMD4<UInt32>, _ dst: UnsafeMutablePointer<UInt32>
  ) {
    let d = UnsafeRawPointer(dst).loadUnaligned(as: SIMD4<UInt32>.self)
    let sum = s &+ scaleFour(d, 255 &- (s &>> 24))
    UnsafeMutableRawPointer(dst).storeBytes(of: sum, as: SIMD4<UInt32>.self)
  }

  /// `mul8` in four lanes.
  @inline(__always) static func mul8Four(_ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>) -> SIMD4<UInt32> {
    let t = a &* b &+ 128
    return (t &+ (t &>> 8)) &>> 8
  }

  /// `s + scale(d, inverse)` for the four pixels at `dst`, written back: a translucent colour
  /// over them (`inverse` is 255 minus its alpha), the same bits as one at a time.
  @inline(__always) static func addScaledFour(
    _ dst: UnsafeMutablePointer<UInt32>, _ s: UInt32, _ inverse: UInt32
  ) {
    let d = UnsafeRawPointer(dst).loadUnaligned(as: SIMD4<UInt32>.self)
    let sum = SIMD4(repeating: s) &+ scaleFour(d, SIMD4(repeating: inverse))
    UnsafeMutableRawPointer(dst).storeBytes(of: sum, as: SIMD4<UInt32>.self)
  }

  /// Paints a colour over four pixels, each at its own coverage (0…255): `over(scale(color, c),
  /// d)` written back to `dst`.
  ///
  /// A lane whose coverage is 0 keeps its pixel. The same bits as one at a time.
  @inline(__always) static func overColorFour(
    _ dst: UnsafeMutablePointer<UInt32>, _ color: UInt32, _ c: SIMD4<UInt32>
  ) {
    let s = scaleFour(SIMD4(repeating: color), c)
    overFour(s, dst)
  }

  /// `scale` in four lanes: each pixel's channels times its lane of `c` (0…255) / 255, rounded.
  @inline(__always) static func scaleFour(
    _ p: SIMD4<UInt32>, _ c: SIMD4<UInt32>
  ) -> SIMD4<UInt32> {
    let mask = SIMD4<UInt32>(repeating: 0x00FF_00FF)
    let half = SIMD4<UInt32>(repeating: 0x0080_0080)
    var rb = (p & mask) &* c &+ half
    rb = ((rb &+ ((rb &>> 8) & mask)) &>> 8) & mask
    var ag = ((p &>> 8) & mask) &* c &+ half
    ag = (ag &+ ((ag &>> 8) & mask)) & SIMD4(repeating: 0xFF00_FF00)
    return rb | ag
  }

  /// `a * b / 255` for two 8-bit values, rounded.
  @inline(__always) static func mul8(_ a: UInt32, _ b: UInt32) -> UInt32 {
    let t = a &* b &+ 128
    return (t &+ (t >> 8)) >> 8
  }

  /// A straight-alpha colour, its alpha times `opacity`, premultiplied and packed.
  static func pack(_ c: Double, _ g: Double, _ b: Double, _ a: Double, opacity: Double) -> UInt32 {
    func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
    let alpha = unit(a) * unit(opacity)
    let a8 = UInt32((alpha * 255).rounded())
    func channel(_ v: Double) -> UInt32 { min(a8, UInt32((unit(v) * alpha * 255).rounded())) }
    return channel(c) | channel(g) << 8 | channel(b) << 16 | a8 << 24
  }
}

/// A premultiplied RGBA8 canvas of device size that remembers which pixels may be non-zero.
final class PixelSurface {
  let width: Int
  let height: Int
  let pixels: UnsafeMutablePointer<UInt32>
  private let owned: Bool
  /// Outside this rectangle every pixel is transparent.
  var dirty = RasterRect.empty

  /// A transparent surface that owns its memory.
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    pixels = .allocate(capacity: max(1, width * height))
    pixels.initialize(repeating: 0, count: max(1, width * height))
    owned = true
  }

  /// A surface over memory the caller keeps alive while it is used.
  init(width: Int, height: Int, borrowing memory: UnsafeMutablePointer<UInt32>) {
    self.width = width
    self.height = height
    pixels = memory
    owned = false
    dirty = RasterRect(x0: 0, y0: 0, x1: width, y1: height)
  }

  deinit { if owned { pixels.deallocate() } }

  /// Whether every pixel is known to be transparent: an offscreen surface nothing was drawn
  /// on (the output image's memory may start out as anything).
  var isClear: Bool { owned && dirty.isEmpty }

  /// Makes every pixel in the dirty rectangle transparent.
  func clear() {
    let d = dirty.intersection(RasterRect(x0: 0, y0: 0, x1: width, y1: height))
    if !d.isEmpty {
      for y in d.y0..<d.y1 { (pixels + y * width + d.x0).update(repeating: 0, count: d.width) }
    }
    dirty = .empty
  }
}

/// An 8-bit coverage plane of device size, zero outside `dirty`.
final class AlphaPlane {
  let width: Int
  let height: Int
  let values: UnsafeMutablePointer<UInt8>
  var dirty = RasterRect.empty

  /// A zero plane.
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    values = .allocate(capacity: max(1, width * height))
    values.initialize(repeating: 0, count: max(1, width * height))
  }

  deinit { values.deallocate() }

  /// Zeroes the dirty rectangle.
  func clear() {
    let d = dirty.intersection(RasterRect(x0: 0, y0: 0, x1: width, y1: height))
    if !d.isEmpty {
      for y in d.y0..<d.y1 { (values + y * width + d.x0).update(repeating: 0, count: d.width) }
    }
    dirty = .empty
  }
}
