/// What a `UIBlurEffect` style does to its backdrop: blur, saturate, then tint.
///
/// The steps, each on premultiplied pixels:
/// 1. Blur with σ = `blurRadius` × `sigmaPerRadius` × scale pixels (`BackdropBlur`).
/// 2. Saturate with the colour matrix `luma + saturation × (c − luma)`, where luma uses the
///    Rec. 709 weights (0.2126, 0.7152, 0.0722); the matrix is linear, so it acts directly on
///    premultiplied colour. Colour is then clamped to 0...alpha.
/// 3. Composite the tint source-over: `tint × tintAlpha + (1 − tintAlpha) × backdrop`.
package struct BlurStyleTint: Equatable, Sendable {
  /// The style's blur radius in points.
  package var blurRadius: Double
  /// The saturation factor: 1 leaves colour alone, 0 gives grey, above 1 boosts colour.
  package var saturation: Double
  /// The tint colour as straight (not premultiplied) red, green and blue in 0...1.
  package var tintColor: SIMD3<Double>
  /// The opacity of the tint overlay in 0...1.
  package var tintAlpha: Double

  /// The Gaussian σ per point of blur radius: the radius spans about two standard deviations.
  package static let sigmaPerRadius = 0.5

  /// Creates a style from its blur radius (points), saturation factor and tint.
  package init(blurRadius: Double, saturation: Double, tintColor: SIMD3<Double>, tintAlpha: Double)
  {
    self.blurRadius = blurRadius
    self.saturation = saturation
    self.tintColor = tintColor
    self.tintAlpha = tintAlpha
  }

  /// Whether the tint is darker than middle grey, which selects the vibrancy blend.
  package var isDark: Bool {
    0.2126 * tintColor.x + 0.7152 * tintColor.y + 0.0722 * tintColor.z < 0.5
  }

  /// The style part-way in from no effect (`amount` 0) to the full style (`amount` 1).
  ///
  /// The radius and tint alpha scale by `amount`; the saturation moves from 1 towards its
  /// full value. `amount` is clamped to 0...1.
  package func scaled(by amount: Double) -> BlurStyleTint {
    let amount = min(max(amount, 0), 1)
    return BlurStyleTint(
      blurRadius: blurRadius * amount, saturation: 1 + (saturation - 1) * amount,
      tintColor: tintColor, tintAlpha: tintAlpha * amount)
  }

  /// The blur's standard deviation in pixels at `scale` pixels per point.
  package func sigma(scale: Double) -> Double {
    blurRadius * Self.sigmaPerRadius * scale
  }

  /// Applies the style at `amount` inside `rect`, creating a fresh blur's scratch buffers.
  ///
  /// See `apply(to:width:height:stride:rect:scale:amount:blur:)`.
  package func apply(
    to pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int,
    rect: (x0: Int, y0: Int, x1: Int, y1: Int), scale: Double, amount: Double
  ) {
    var blur = BackdropBlur(sigma: 0)
    apply(
      to: pixels, width: width, height: height, stride: stride, rect: rect, scale: scale,
      amount: amount, blur: &blur)
  }

  /// Blurs, saturates and tints the pixels inside `rect` with the style at `amount`.
  ///
  /// An `amount` of 0 (or less) leaves the pixels untouched; 1 is the full style.
  ///
  /// - Parameters:
  ///   - pixels: The first pixel of the image; rows are `stride` pixels apart.
  ///   - width: The image width in pixels.
  ///   - height: The image height in pixels.
  ///   - stride: The distance between rows in pixels.
  ///   - rect: The half-open rectangle to change, in pixels; clamped to the image.
  ///   - scale: Pixels per point, which converts `blurRadius` to pixels.
  ///   - amount: How far the effect has animated in, in 0...1.
  ///   - blur: A blur whose scratch buffers are reused; its sigma is replaced.
  package func apply(
    to pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int,
    rect: (x0: Int, y0: Int, x1: Int, y1: Int), scale: Double, amount: Double,
    blur: inout BackdropBlur
  ) {
    guard amount > 0 else { return }
    let style = scaled(by: amount)
    blur.sigma = style.sigma(scale: scale)
    blur.apply(to: pixels, width: width, height: height, stride: stride, rect: rect)
    style.adjustColors(in: pixels, width: width, height: height, stride: stride, rect: rect)
  }

  /// Saturates and tints the pixels inside `rect` (steps 2 and 3, without the blur).
  package func adjustColors(
    in pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int,
    rect: (x0: Int, y0: Int, x1: Int, y1: Int)
  ) {
    let x0 = max(0, rect.x0)
    let x1 = min(width, rect.x1)
    guard x0 < x1 else { return }
    let luma = SIMD4<Float>(0.2126, 0.7152, 0.0722, 0)
    let factor = Float(saturation)
    let alpha = Float(min(max(tintAlpha, 0), 1))
    let color = tintColor.clamped(lowerBound: .zero, upperBound: .one)
    let tint = SIMD4<Float>(Float(color.x), Float(color.y), Float(color.z), 1) * (alpha * 255)
    let keep = 1 - alpha
    for y in max(0, rect.y0)..<max(max(0, rect.y0), min(height, rect.y1)) {
      let row = pixels + y * stride
      for x in x0..<x1 {
        let value = BackdropPixel.unpack(row[x])
        let grey = (value * luma).sum()
        let boosted = SIMD4(repeating: grey) + (value - SIMD4(repeating: grey)) * factor
        let saturated = SIMD4(
          BackdropPixel.clamp(boosted.x, to: value.w),
          BackdropPixel.clamp(boosted.y, to: value.w),
          BackdropPixel.clamp(boosted.z, to: value.w),
          value.w)
        row[x] = BackdropPixel.pack(tint + saturated * keep)
      }
    }
  }
}
