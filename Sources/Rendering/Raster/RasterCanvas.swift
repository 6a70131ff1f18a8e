import TransitionEngine

/// The pixels drawing may touch: a rectangle and, inside it, an optional coverage plane.
struct RasterClip {
  var rect: RasterRect
  var plane: AlphaPlane?
  /// A rounded clip whose plane is not made yet (then `plane` is nil).
  var pending: PendingClip? = nil
}

/// A reusable software renderer of frame trees: keeps its scratch buffers and offscreen
/// layers between frames, so rendering many frames of one size allocates once.
///
/// Not for use from several threads at once; make one per thread.
package final class RasterCanvas {
  /// The frame's size and scale.
  package let rasterizer: FrameRasterizer
  let width: Int
  let height: Int
  /// Where drawing goes now: the output or an offscreen layer.
  var target: PixelSurface
  var clip: RasterClip
  /// The covering band being drawn under (`bandOccluder`): the clip is its uncovered rest
  /// until the node with its id is reached.
  var pendingBand: BandOccluder?
  /// Whether covering bands are drawn around (`bandOccluder`); off only to compare.
  package var drawsAroundBands = true
  /// The whole canvas, as a clip rectangle.
  var canvasRect: RasterRect { RasterRect(x0: 0, y0: 0, x1: width, y1: height) }
  let accumulator = CoverageAccumulator()
  private var freeSurfaces: [PixelSurface] = []
  private var freePlanes: [AlphaPlane] = []
  /// Scratch for shadow blurs.
  var blurScratch: [Float] = []
  /// The backdrop blur of visual effect views, with its scratch buffers.
  var backdropBlur = BackdropBlur(sigma: 1)
  /// Whether the offscreen layers and scratch stay allocated from one frame to the next.
  ///
  /// Frames up to `keptScratchLimit` bytes keep them, which saves allocating them again;
  /// larger ones (`--scale 4`) let them go after each frame, so they are not held while the
  /// encoder works on the frame.
  package let keepsScratch: Bool
  /// The largest frame, in bytes, whose canvas keeps its scratch between frames: 8 MiB.
  package static let keptScratchLimit = 8 << 20

  /// A canvas for frames of the rasterizer's size.
  package init(_ rasterizer: FrameRasterizer) {
    self.rasterizer = rasterizer
    width = rasterizer.pixelWidth
    height = rasterizer.pixelHeight
    target = PixelSurface(width: 0, height: 0)
    clip = RasterClip(rect: RasterRect(x0: 0, y0: 0, x1: width, y1: height), plane: nil)
    keepsScratch = width * height * 4 <= Self.keptScratchLimit
  }

  /// Draws the tree rooted at a window node into a new image.
  ///
  /// When a background paints every pixel opaque (see `occluder`), the image's memory is not
  /// zeroed before.
  package func render(_ root: FrameNode) -> RGBAImage {
    let device = Homography.scale(rasterizer.scale, rasterizer.scale)
    guard let way = occluder(root, device) else {
      var image = RGBAImage(width: width, height: height)
      render(root, into: &image, isClear: true)
      return image
    }
    let count = width * height * 4
    let band = bandOccluder(root, device, after: way)
    let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      if let base = buffer.baseAddress {
        let words = UnsafeMutableRawPointer(base).bindMemory(
          to: UInt32.self, capacity: width * height)
        draw(root, device, way: way, band: band, into: words)
      }
      initialized = count
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
  }

  /// Draws the tree rooted at a window node over a cleared image of the canvas's size.
  ///
  /// `isClear` says the image is already transparent (a new image), which saves clearing it.
  package func render(_ root: FrameNode, into image: inout RGBAImage, isClear: Bool = false) {
    var isClear = isClear
    if image.width != width || image.height != height {
      image = RGBAImage(width: width, height: height)
      isClear = true
    }
    let (w, h) = (width, height)
    let device = Homography.scale(rasterizer.scale, rasterizer.scale)
    let way = occluder(root, device)
    let band = bandOccluder(root, device, after: way)
    image.pixels.withUnsafeMutableBytes { raw in
      guard let base = raw.baseAddress?.bindMemory(to: UInt32.self, capacity: w * h) else { return }
      if way == nil, !isClear {
        // Under a covering band only the rest need be cleared.
        let rows = band?.uncovered ?? RasterRect(x0: 0, y0: 0, x1: w, y1: h)
        if rows.width == w {
          (base + rows.y0 * w).update(repeating: 0, count: rows.height * w)
        } else {
          for y in 0..<h { (base + y * w + rows.x0).update(repeating: 0, count: rows.width) }
        }
      }
      draw(root, device, way: way, band: band, into: base)
    }
  }

  /// Draws the tree over the canvas-sized pixels at `base`: transparent, or any when the
  /// way to a covering background is given (the drawing starts there), or any inside a
  /// covering band (drawn outside it until its node).
  private func draw(
    _ root: FrameNode, _ device: Homography, way: [Int]?, band: BandOccluder? = nil,
    into base: UnsafeMutablePointer<UInt32>
  ) {
    target = PixelSurface(width: width, height: height, borrowing: base)
    target.dirty = .empty
    clip = RasterClip(rect: band?.uncovered ?? canvasRect, plane: nil)
    pendingBand = band
    defer { pendingBand = nil }
    if let way {
      drawOccluded(root, Self.localToParent(root).then(device), way: way[...])
    } else {
      draw(root, in: device)
    }
    target = PixelSurface(width: 0, height: 0)
    if !keepsScratch { releaseScratch() }
  }

  // MARK: - Pools

  /// A transparent offscreen surface.
  func acquireSurface() -> PixelSurface {
    freeSurfaces.popLast() ?? PixelSurface(width: width, height: height)
  }

  /// Returns a surface to the pool, cleared.
  func release(_ s: PixelSurface) {
    s.clear()
    freeSurfaces.append(s)
  }

  /// Lets go of the offscreen layers, coverage planes and blur buffers kept for later frames.
  func releaseScratch() {
    freeSurfaces.removeAll()
    freePlanes.removeAll()
    blurScratch = []
    backdropBlur = BackdropBlur(sigma: 1)
  }

  /// A zero coverage plane.
  func acquirePlane() -> AlphaPlane {
    freePlanes.popLast() ?? AlphaPlane(width: width, height: height)
  }

  /// Returns a plane to the pool, cleared.
  func release(_ p: AlphaPlane) {
    p.clear()
    freePlanes.append(p)
  }

  // MARK: - Filling

  /// The flattening tolerance in local units for geometry near these local points.
  static func tolerance(_ h: Homography, near corners: [SIMD2<Double>]) -> Double {
    0.2 / max(h.maxStretch(over: corners), 1e-9)
  }

  /// Fills flattened local polygons mapped through `h`.
  func fill(_ lines: Polylines, _ h: Homography, color: UInt32, rule: FillRule = .nonZero) {
    guard color != 0, !lines.isEmpty else { return }
    let contours = DeviceContours(lines, h)
    let region = contours.bounds.intersection(clip.rect)
    guard !region.isEmpty else { return }
    let sink = SolidSink(
      pixels: target.pixels, width: width, color: color, mask: clipMask(for: region))
    accumulator.rasterize(contours, in: region, rule, into: sink)
    target.dirty = target.dirty.union(region)
  }

  /// Fills a path in local coordinates mapped through `h`.
  func fill(_ path: Path, _ h: Homography, color: UInt32, rule: FillRule = .nonZero) {
    guard color != 0, !path.isEmpty else { return }
    let b = path.controlBounds
    let tol = Self.tolerance(h, near: Self.corners(of: b))
    fill(Polylines(path, tolerance: tol), h, color: color, rule: rule)
  }

  /// Fills a rectangle with circular corners; axis-aligned plain rectangles fill as spans.
  func fill(_ rect: Rect, radius: Double, _ h: Homography, color: UInt32) {
    guard color != 0, rect.width > 0, rect.height > 0 else { return }
    if radius <= 0, h.isAxisAligned {
      fillAxisAligned(rect, h, color: color)
    } else {
      fill(Path.roundedRect(rect, radius: radius), h, color: color)
    }
  }

  /// The four corners of a rectangle.
  static func corners(of r: Rect) -> [SIMD2<Double>] {
    [
      SIMD2(r.x, r.y), SIMD2(r.x + r.width, r.y), SIMD2(r.x, r.y + r.height),
      SIMD2(r.x + r.width, r.y + r.height),
    ]
  }

  /// The device rectangle of a local rectangle under a scale-and-translate map.
  static func deviceRect(_ r: Rect, _ h: Homography) -> (Double, Double, Double, Double) {
    let ax = (r.x * h.m11 + h.m31) / h.m33, bx = ((r.x + r.width) * h.m11 + h.m31) / h.m33
    let ay = (r.y * h.m22 + h.m32) / h.m33, by = ((r.y + r.height) * h.m22 + h.m32) / h.m33
    return (min(ax, bx), min(ay, by), max(ax, bx), max(ay, by))
  }

  /// Fills an axis-aligned rectangle row by row: partial coverage only on its edge pixels.
  private func fillAxisAligned(_ rect: Rect, _ h: Homography, color: UInt32) {
    let (fx0, fy0, fx1, fy1) = Self.deviceRect(rect, h)
    guard fx0.isFinite, fy0.isFinite, fx1.isFinite, fy1.isFinite else { return }
    let region = RasterRect(covering: fx0, fy0, fx1, fy1).intersection(clip.rect)
    guard !region.isEmpty else { return }
    func overlap(_ i: Int, _ lo: Double, _ hi: Double) -> Double {
      max(0, min(Double(i + 1), hi) - max(Double(i), lo))
    }
    let sink = SolidSink(
      pixels: target.pixels, width: width, color: color, mask: clipMask(for: region))
    let left = overlap(region.x0, fx0, fx1), right = overlap(region.x1 - 1, fx0, fx1)
    for y in region.y0..<region.y1 {
      let cy = overlap(y, fy0, fy1)
      if region.width == 1 {
        sink.emit(y, region.x0, region.x1, left * cy)
        continue
      }
      sink.emit(y, region.x0, region.x0 + 1, left * cy)
      if region.width > 2 { sink.emit(y, region.x0 + 1, region.x1 - 1, cy) }
      sink.emit(y, region.x1 - 1, region.x1, right * cy)
    }
    target.dirty = target.dirty.union(region)
  }
}

extension SolidSink {
  /// A run with a fractional coverage.
  @inline(__always) func emit(_ y: Int, _ x0: Int, _ x1: Int, _ coverage: Double) {
    let c = UInt32(min(max(coverage, 0), 1) * 255 + 0.5)
    if c != 0 { run(y: y, x0: x0, x1: x1, coverage: c) }
  }
}
