import TransitionEngine

/// Draws a frame's presentation tree into pixels.
package struct FrameRasterizer {
  /// The frame's size in points.
  package let pointSize: Size
  /// Pixels per point.
  package let scale: Double

  package init(pointSize: Size, scale: Double) {
    self.pointSize = pointSize
    self.scale = scale
  }

  /// The output size in pixels.
  package var pixelWidth: Int { Int((pointSize.width * scale).rounded()) }
  package var pixelHeight: Int { Int((pointSize.height * scale).rounded()) }

  /// Draws the tree rooted at a window node.
  package func render(_ root: FrameNode) -> RGBAImage {
    var image = RGBAImage(width: pixelWidth, height: pixelHeight)
    fill(root, origin: .zero, into: &image)
    return image
  }

  private func fill(_ node: FrameNode, origin: Point, into image: inout RGBAImage) {
    guard !node.isHidden, node.alpha > 0 else { return }
    let x0 = origin.x + node.frame.x
    let y0 = origin.y + node.frame.y
    let c = node.color
    if c.alpha > 0 {
      let a = c.alpha * node.alpha
      let px = SIMD4<Double>(c.red * a, c.green * a, c.blue * a, a) * 255
      let minX = max(0, Int((x0 * scale).rounded())), maxX = min(image.width, Int(((x0 + node.frame.width) * scale).rounded()))
      let minY = max(0, Int((y0 * scale).rounded())), maxY = min(image.height, Int(((y0 + node.frame.height) * scale).rounded()))
      if minX < maxX, minY < maxY {
        for y in minY..<maxY {
          for x in minX..<maxX {
            let i = (y * image.width + x) * 4
            let inv = 1 - a
            for ch in 0..<4 {
              image.pixels[i + ch] = UInt8(min(255, px[ch] + Double(image.pixels[i + ch]) * inv))
            }
          }
        }
      }
    }
    for child in node.children {
      fill(child, origin: Point(x: x0 - node.boundsOrigin.x, y: y0 - node.boundsOrigin.y), into: &image)
    }
  }
}
