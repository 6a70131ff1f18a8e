/// What lossy LZW matching may show instead of a pixel's own index: a palette colour within a
/// squared RGB distance of the pixel's true colour, or transparency where the pixel did not
/// change.
///
/// The error stays bounded: transparency is only taken for a pixel equal to the previous frame's
/// (which keeps showing what was shown for it), and a colour is judged against the true colour,
/// never against what an earlier frame showed, so errors do not add up over frames.
package struct LZWTolerance {
  /// Set in a pixel's entry when it may be transparent (unchanged since the previous frame).
  package static let keepsPrevious: UInt32 = 1 << 24
  /// Set in a pixel's entry when it must be transparent (alpha below 128).
  package static let invisible: UInt32 = 1 << 25

  /// Per pixel of the image: straight RGB (red in the low byte) and the two flags.
  package var pixels: UnsafeBufferPointer<UInt32>
  /// The palette's colours packed like the pixels, by index (index 0 unused).
  package var palette: UnsafeBufferPointer<UInt32>
  /// The largest squared RGB distance allowed.
  package var limit: Int

  /// A tolerance over `pixels` and `palette`, both packed straight RGB with the flags above.
  package init(
    pixels: UnsafeBufferPointer<UInt32>, palette: UnsafeBufferPointer<UInt32>, limit: Int
  ) {
    self.pixels = pixels
    self.palette = palette
    self.limit = limit
  }

  /// Whether pixel `position` may be shown as palette index `index`.
  @inline(__always)
  func allows(_ index: Int, at position: Int) -> Bool {
    let v = pixels[position]
    if index == 0 { return v & Self.keepsPrevious != 0 }
    if v & Self.invisible != 0 || index >= palette.count { return false }
    let p = palette[index]
    let dr = Int(p & 0xFF) - Int(v & 0xFF)
    let dg = Int((p >> 8) & 0xFF) - Int((v >> 8) & 0xFF)
    let db = Int((p >> 16) & 0xFF) - Int((v >> 16) & 0xFF)
    return dr * dr + dg * dg + db * db <= limit
  }
}
