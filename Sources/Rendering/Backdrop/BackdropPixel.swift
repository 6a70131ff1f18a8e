/// Conversions between packed premultiplied RGBA8 pixels and four-lane float vectors.
///
/// A packed pixel stores red in the low byte, then green, blue and alpha in the high byte.
enum BackdropPixel {
  /// Unpacks a pixel into (red, green, blue, alpha) lanes in 0...255.
  @inline(__always)
  static func unpack(_ value: UInt32) -> SIMD4<Float> {
    SIMD4(
      Float(value & 0xFF),
      Float((value >> 8) & 0xFF),
      Float((value >> 16) & 0xFF),
      Float(value >> 24)
    )
  }

  /// Packs lanes back into a pixel, rounding to nearest and keeping colour at most alpha.
  ///
  /// Rounding is monotonic, so a colour lane that is mathematically at most alpha stays so;
  /// the final `min` only guards against float noise in the last bit.
  @inline(__always)
  static func pack(_ value: SIMD4<Float>) -> UInt32 {
    let alpha = round(clamp(value.w, to: 255))
    let red = min(round(clamp(value.x, to: 255)), alpha)
    let green = min(round(clamp(value.y, to: 255)), alpha)
    let blue = min(round(clamp(value.z, to: 255)), alpha)
    return red | green << 8 | blue << 16 | alpha << 24
  }

  /// Clamps `value` into the range from zero to `limit`, without generic SIMD calls.
  @inline(__always)
  static func clamp(_ value: Float, to limit: Float) -> Float {
    min(max(value, 0), limit)
  }

  /// Rounds a value in 0...255 to the nearest integer (ties to even), without branches.
  ///
  /// Adding 2²³ leaves no fraction bits, so the float addition itself rounds, and the low
  /// mantissa bits of the sum are the rounded value; this avoids the range checks of
  /// `UInt32(_: Float)`.
  @inline(__always)
  static func round(_ value: Float) -> UInt32 {
    (value + 8_388_608).bitPattern &- 0x4B00_0000
  }
}
