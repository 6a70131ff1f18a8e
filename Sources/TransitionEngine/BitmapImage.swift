/// A UIImage made of pixels: a picture from a scene's PNG file, one the project draws for a
/// built-in scene, or a solid colour.
///
/// Pixels are premultiplied RGBA8 packed little-endian in a `UInt32` each (red in the low
/// byte), row-major. Images are immutable and shared by every frame that shows them.
package final class BitmapImage: Equatable, Sendable {
  /// The image's name in outputs: its file name or what drew it.
  package let name: String
  /// Width and height in pixels, which are also its size in points (scale 1).
  package let width: Int
  package let height: Int
  /// width × height premultiplied RGBA8 pixels.
  package let pixels: [UInt32]

  /// An image of these pixels; their count must be width × height.
  package init(name: String, width: Int, height: Int, pixels: [UInt32]) {
    precondition(width > 0 && height > 0 && pixels.count == width * height, "bad bitmap")
    self.name = name
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// An image of one colour (UIGraphicsImageRenderer filling its bounds).
  package convenience init(name: String, color: Color, width: Int, height: Int) {
    let a = min(max(color.alpha, 0), 1)
    func byte(_ v: Double) -> UInt32 { UInt32((min(max(v, 0), 1) * a * 255).rounded()) }
    let packed =
      byte(color.red) | byte(color.green) << 8 | byte(color.blue) << 16
      | UInt32((a * 255).rounded()) << 24
    self.init(
      name: name, width: width, height: height,
      pixels: [UInt32](repeating: packed, count: width * height))
  }

  /// The size in points.
  package var size: Size { Size(width: Double(width), height: Double(height)) }

  /// Whether two images hold the same name and pixels.
  package static func == (a: BitmapImage, b: BitmapImage) -> Bool {
    a === b
      || (a.name == b.name && a.width == b.width && a.height == b.height && a.pixels == b.pixels)
  }
}

extension Engine {
  /// A UIImage of pixels, as a detached image view of its size that draws them.
  /// - Returns: nil when the views limit is reached.
  package func makeImage(bitmap: BitmapImage) -> ViewNode? {
    guard admitViews(1) else { return nil }
    let image = makeView(frame: Rect(origin: .zero, size: bitmap.size), name: bitmap.name)
    image.isImage = true
    image.bitmap = bitmap
    return image
  }
}
