// libc's vectorized memcmp for the row comparison, the hot loop of frame differencing; no
// other C call here (the rest of the system goes through HostSystem).
#if canImport(Glibc)
  import func Glibc.memcmp
#endif

/// A rectangle of pixels: the part of a frame that changed.
package struct PixelRect: Equatable, Sendable {
  /// The left column.
  package var x: Int
  /// The top row.
  package var y: Int
  /// The width in pixels.
  package var width: Int
  /// The height in pixels.
  package var height: Int

  /// A rectangle from its origin and size.
  package init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The bounding box of the pixels that differ between two images of the same size, or nil
  /// when they are identical.
  package static func changed(from previous: RGBAImage, to current: RGBAImage) -> PixelRect? {
    precondition(
      previous.width == current.width && previous.height == current.height,
      "PixelRect: sizes differ")
    let width = current.width
    let height = current.height
    guard width > 0, height > 0 else { return nil }
    return previous.pixels.withUnsafeBytes { oldRaw in
      current.pixels.withUnsafeBytes { newRaw in
        guard let oldBase = oldRaw.baseAddress, let newBase = newRaw.baseAddress else { return nil }
        let old = oldRaw.bindMemory(to: UInt32.self)
        let new = newRaw.bindMemory(to: UInt32.self)
        let rowBytes = width * 4
        func rowDiffers(_ y: Int) -> Bool {
          memcmp(oldBase + y * rowBytes, newBase + y * rowBytes, rowBytes) != 0
        }
        var top = 0
        while top < height, !rowDiffers(top) { top += 1 }
        if top == height { return nil }
        var bottom = height - 1
        while bottom > top, !rowDiffers(bottom) { bottom -= 1 }
        var left = width
        var right = -1
        for y in top...bottom {
          let base = y * width
          var x = 0
          while x < left, old[base + x] == new[base + x] { x += 1 }
          if x < left { left = x }
          if left == width { continue }
          var r = width - 1
          while r > right, old[base + r] == new[base + r] { r -= 1 }
          if r > right { right = r }
        }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
      }
    }
  }

  /// The smallest rectangle holding both.
  package func union(_ other: PixelRect) -> PixelRect {
    let (left, top) = (min(x, other.x), min(y, other.y))
    let right = max(x + width, other.x + other.width)
    let bottom = max(y + height, other.y + other.height)
    return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Whether every pixel of `image` in this rectangle is visible (alpha at least 128, as a GIF
  /// shows it).
  package func isVisible(in image: RGBAImage) -> Bool {
    image.pixels.withUnsafeBytes { raw in
      let pixels = raw.bindMemory(to: UInt32.self)
      for row in y..<(y + height) {
        for i in (row * image.width + x)..<(row * image.width + x + width)
        where pixels[i] >> 24 < 128 {
          return false
        }
      }
      return true
    }
  }
}
