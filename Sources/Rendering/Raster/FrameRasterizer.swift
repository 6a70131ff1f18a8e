import TransitionEngine

/// Draws a frame's presentation tree into pixels, as Core Animation composites layers.
///
/// See `RasterCanvas` for the reusable renderer behind it.
package struct FrameRasterizer: Sendable {
  /// The frame's size in points.
  package let pointSize: Size
  /// Pixels per point.
  package let scale: Double

  /// A rasterizer for frames of a size in points at a scale.
  package init(pointSize: Size, scale: Double) {
    self.pointSize = pointSize
    self.scale = scale
  }

  /// The output width in pixels.
  package var pixelWidth: Int { Int((pointSize.width * scale).rounded()) }
  /// The output height in pixels.
  package var pixelHeight: Int { Int((pointSize.height * scale).rounded()) }

  /// Draws the tree rooted at a window node into a new image.
  package func render(_ root: FrameNode) -> RGBAImage {
    RasterCanvas(self).render(root)
  }

  /// Draws the tree into an existing image (resized if needed), reusing its memory.
  package func render(_ root: FrameNode, into image: inout RGBAImage) {
    RasterCanvas(self).render(root, into: &image)
  }
}
