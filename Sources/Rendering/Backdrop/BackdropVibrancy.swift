/// UIVibrancyEffect's compositing of content drawn over a blurred backdrop.
///
/// The rule chosen: vibrant content is blended with the backdrop, then composited source-over
/// with the content's alpha (the W3C separable blend formula). Over a light blur the blend is
/// *multiply*, so content darkens and takes on the backdrop's hue; over a dark blur it is
/// *screen*, so content lightens and glows with the backdrop's colour. Either way the content
/// picks up the colours behind it, which is the point of vibrancy.
package enum BackdropVibrancy {
  /// Composites one premultiplied content pixel over one premultiplied backdrop pixel.
  ///
  /// - Parameters:
  ///   - content: The pixel drawn in the vibrancy view.
  ///   - backdrop: The blurred, tinted backdrop pixel under it.
  ///   - dark: Whether the blur style is dark (`BlurStyleTint.isDark`): screen, not multiply.
  /// - Returns: The vibrant result, premultiplied.
  package static func composite(content: UInt32, over backdrop: UInt32, dark: Bool) -> UInt32 {
    let source = BackdropPixel.unpack(content) / 255
    let destination = BackdropPixel.unpack(backdrop) / 255
    let sourceAlpha = source.w
    let destinationAlpha = destination.w
    guard sourceAlpha > 0 else { return backdrop }
    // Straight colours; a transparent backdrop contributes black, which its zero alpha hides.
    let sourceColor = source / sourceAlpha
    let destinationColor = destinationAlpha > 0 ? destination / destinationAlpha : .zero
    let blended =
      dark
      ? sourceColor + destinationColor - sourceColor * destinationColor
      : sourceColor * destinationColor
    var mixed = sourceColor * (1 - destinationAlpha) + blended * destinationAlpha
    mixed.w = 1
    var result = mixed * sourceAlpha + destination * (1 - sourceAlpha)
    result.w = sourceAlpha + destinationAlpha * (1 - sourceAlpha)
    return BackdropPixel.pack(result * 255)
  }

  /// Composites a content image over the backdrop inside `rect`, writing into the backdrop.
  ///
  /// Both images share the size and `stride`; `rect` is half-open and clamped to the image.
  package static func composite(
    content: UnsafePointer<UInt32>, over backdrop: UnsafeMutablePointer<UInt32>, width: Int,
    height: Int, stride: Int, rect: (x0: Int, y0: Int, x1: Int, y1: Int), dark: Bool
  ) {
    let x0 = max(0, rect.x0)
    let x1 = min(width, rect.x1)
    let y0 = max(0, rect.y0)
    let y1 = min(height, rect.y1)
    guard x0 < x1, y0 < y1 else { return }
    for y in y0..<y1 {
      for x in x0..<x1 {
        let index = y * stride + x
        backdrop[index] = composite(content: content[index], over: backdrop[index], dark: dark)
      }
    }
  }
}
