import TransitionEngine

extension RasterCanvas {
  /// UIVisualEffectView's blur: what has been drawn behind the view's rounded bounds so far is
  /// blurred, saturated and tinted in the style (at the effect's amount), and shown there.
  ///
  /// The backdrop is what the current target holds: the frame, or, inside an offscreen group
  /// (a mask, or the opacity of an effect view with subviews, which UIKit also warns about),
  /// only what the group drew (**chosen**).
  func drawBackdropBlur(
    _ effect: VisualEffectFrame, bounds: Rect, radius: Double, _ h: Homography, opacity: Double
  ) {
    guard effect.amount > 0, bounds.width > 0, bounds.height > 0 else { return }
    let tint = BlurStyleTint(named: effect.effect.style) ?? BlurStyleTint(style: .regular)
    let saved = beginLayer()
    fill(bounds, radius: radius, h, color: 0xFFFF_FFFF)
    let layer = endLayer(saved)
    let region = layer.dirty.intersection(clip.rect)
    guard !region.isEmpty else {
      release(layer)
      return
    }
    // Blur a copy of the backdrop around the region (3σ of margin reads what lies beyond).
    let margin = Int((tint.sigma(scale: rasterizer.scale) * effect.amount * 3).rounded(.up)) + 1
    let area = RasterRect(
      x0: max(region.x0 - margin, 0), y0: max(region.y0 - margin, 0),
      x1: min(region.x1 + margin, width), y1: min(region.y1 + margin, height))
    var copy = [UInt32](repeating: 0, count: area.width * area.height)
    copy.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for y in area.y0..<area.y1 {
        (base + (y - area.y0) * area.width).update(
          from: target.pixels + y * width + area.x0, count: area.width)
      }
      let inner = (
        x0: region.x0 - area.x0, y0: region.y0 - area.y0, x1: region.x1 - area.x0,
        y1: region.y1 - area.y0
      )
      tint.apply(
        to: base, width: area.width, height: area.height, stride: area.width, rect: inner,
        scale: rasterizer.scale, amount: effect.amount, blur: &backdropBlur)
      for y in region.y0..<region.y1 {
        let row = layer.pixels + y * width
        let blurred = base + (y - area.y0) * area.width - area.x0
        for x in region.x0..<region.x1 where row[x] != 0 {
          row[x] = PixelMath.scale(blurred[x], row[x] >> 24)
        }
      }
    }
    composite(layer, opacity: UInt32((min(max(opacity, 0), 1) * 255).rounded()))
    release(layer)
  }

  /// UIVibrancyEffect: the view's subviews, drawn offscreen, blended with what lies behind
  /// them (multiplied over light styles, screened over dark ones), as content in a vibrancy
  /// effect view's contentView shows.
  func drawVibrant(_ effect: VisualEffectFrame, _ body: () -> Void) {
    guard effect.amount > 0 else {
      body()
      return
    }
    let dark = (BlurStyleTint(named: effect.effect.style) ?? BlurStyleTint(style: .regular)).isDark
    let saved = beginLayer()
    body()
    let layer = endLayer(saved)
    let region = layer.dirty.intersection(clip.rect)
    if !region.isEmpty {
      BackdropVibrancy.composite(
        content: layer.pixels, over: target.pixels, width: width, height: height, stride: width,
        rect: (region.x0, region.y0, region.x1, region.y1), dark: dark)
      target.dirty = target.dirty.union(region)
    }
    for y in layer.dirty.y0..<layer.dirty.y1 {
      (layer.pixels + y * width + layer.dirty.x0).update(repeating: 0, count: layer.dirty.width)
    }
    layer.dirty = .empty
    release(layer)
  }
}
