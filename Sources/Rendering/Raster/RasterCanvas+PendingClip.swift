import TransitionEngine

/// A clip to a rounded rectangle whose coverage plane is made only when drawing needs it.
///
/// Inside a rounded rectangle, away from its corners and a pixel from its sides, every
/// pixel's coverage is 255, and drawing through a coverage of 255 gives the same pixels as
/// drawing with no clip plane (`mul8(c, 255) == c`). Drawing that stays within `inside` (a
/// screen's button, a card's label) so needs no plane at all; the first drawing that reaches
/// further makes the plane, exactly as `pushClip` made it before.
struct PendingClip {
  /// The clip's outline in device pixels.
  let contours: DeviceContours
  /// The pixels the plane covers: the outline's bounds within the enclosing clip.
  let region: RasterRect
  /// Two rectangles of pixels whose coverage is 255: the rows between the corners, and the
  /// columns between them.
  let inside: (RasterRect, RasterRect)

  /// Whether every pixel of a (non-empty) region is fully inside the clip.
  func covers(_ r: RasterRect) -> Bool {
    inside.0.contains(r) || inside.1.contains(r)
  }

  /// The rectangles of pixels fully inside a rounded rectangle in local coordinates, mapped
  /// by a scale-and-translate map; nil for other maps or an empty or far-off rectangle.
  ///
  /// They keep a pixel clear of the sides and of the corners' rows and columns, which holds
  /// off the map's rounding and the corners' flattening.
  static func insideRects(_ rect: Rect, radius: Double, _ h: Homography) -> (
    RasterRect, RasterRect
  )? {
    guard h.isAxisAligned, rect.width > 0, rect.height > 0 else { return nil }
    let (x0, y0, x1, y1) = RasterCanvas.deviceRect(rect, h)
    guard [x0, y0, x1, y1].allSatisfy({ $0.isFinite && abs($0) < 1e7 }) else { return nil }
    let r = min(max(radius, 0), min(rect.width, rect.height) / 2)
    let rx = r * abs(h.m11 / h.m33), ry = r * abs(h.m22 / h.m33)
    guard rx.isFinite, ry.isFinite else { return nil }
    func pixels(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> RasterRect {
      let inner = RasterRect(
        x0: Int(a.rounded(.up)) + 1, y0: Int(b.rounded(.up)) + 1,
        x1: Int(c.rounded(.down)) - 1, y1: Int(d.rounded(.down)) - 1)
      return inner.isEmpty ? .empty : inner
    }
    return (pixels(x0, y0 + ry, x1, y1 - ry), pixels(x0 + rx, y0, x1 - rx, y1))
  }
}

extension RasterRect {
  /// Whether a non-empty rectangle lies within this one.
  func contains(_ r: RasterRect) -> Bool {
    !isEmpty && r.x0 >= x0 && r.y0 >= y0 && r.x1 <= x1 && r.y1 <= y1
  }
}

extension RasterCanvas {
  /// The clip's coverage for drawing into `region`: nil when none applies there (no plane,
  /// or the region is all inside a pending clip), else the plane, made now if pending.
  func clipMask(for region: RasterRect) -> UnsafeMutablePointer<UInt8>? {
    if let pending = clip.pending {
      if pending.covers(region) { return nil }
      makePendingPlane()
    }
    return clip.plane?.values
  }

  /// The clip's coverage plane, made now if pending; nil when the clip is a rectangle.
  func clipPlane() -> AlphaPlane? {
    if clip.pending != nil { makePendingPlane() }
    return clip.plane
  }

  /// Rasterizes the pending clip's plane (no enclosing plane applies inside its region).
  private func makePendingPlane() {
    guard let pending = clip.pending else { return }
    clip.pending = nil
    let plane = acquirePlane()
    accumulator.rasterize(
      pending.contours, in: pending.region, .nonZero,
      into: PlaneSink(values: plane.values, width: width, mask: nil))
    plane.dirty = pending.region
    clip.plane = plane
  }
}
