import TransitionEngine

/// A background that paints a band of whole rows or columns opaque at one edge of the canvas,
/// and the rest of the canvas, where the drawing before it is kept.
///
/// A card sliding up over the screen, or a page pushed in from the side, covers a band that
/// touches the canvas's edge; nothing drawn before it shows there, so it is drawn only in
/// `uncovered` (a plain clip rectangle) until the covering node is reached. The card's frames
/// drew each pixel about three times before (window, presenting view, card).
struct BandOccluder: Equatable {
  /// The way from the root to the node (child indices in z order).
  var way: [Int]
  /// The id of the node whose background covers the band; the clip opens again there.
  var id: Int
  /// The canvas outside the band: the clip for everything drawn before that node.
  var uncovered: RasterRect
}

extension RasterCanvas {
  /// The last background in drawing order that covers a band at the canvas's edge, when
  /// drawing would reach it after starting at `occluder` (the background covering the whole
  /// canvas; nil: the root) and everything drawn before it only writes pixels (nothing reads
  /// pixels back, which could carry the band's missing drawing outside it); nil when there is
  /// none or `drawsAroundBands` is off.
  ///
  /// It is found as `occluder` finds a background covering the whole canvas: on a way of
  /// nodes that draw straight onto the canvas, with no clip on the way.
  func bandOccluder(_ root: FrameNode, _ device: Homography, after occluder: [Int]?)
    -> BandOccluder?
  {
    let h = Self.localToParent(root).then(device)
    guard drawsAroundBands, Self.drawsStraight(root, h),
      let last = lastStraight(
        below: root, h,
        where: { node, h in
          uncoveredRect(node, h).map { (id: node.id, uncovered: $0) }
        }),
      // Drawing order is the ways' order, a node before its subtree.
      occluder.map { $0.lexicographicallyPrecedes(last.way) } ?? true,
      Self.onlyWritesBefore(last.way[...], in: root, id: last.found.id)
    else { return nil }
    return BandOccluder(way: last.way, id: last.found.id, uncovered: last.found.uncovered)
  }

  /// The canvas outside the band of whole rows (or columns) that a node's opaque background
  /// covers at the canvas's edge, when it covers one and leaves some canvas uncovered.
  private func uncoveredRect(_ node: FrameNode, _ h: Homography) -> RasterRect? {
    guard node.color.alpha >= 1, node.visualEffect == nil, h.isAxisAligned else { return nil }
    let (x0, y0, x1, y1) = Self.deviceRect(
      Rect(origin: node.boundsOrigin, size: node.frame.size), h)
    guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
    // Rounded corners leave the rows (columns) within the radius of an edge partly uncovered,
    // unless they lie outside the canvas. A row (column) is taken when it is covered but for
    // less than a thousandth of a pixel: its coverage rounds to 255 (up to 1/510 short does).
    let r = max(node.cornerRadius * abs(h.m11 / h.m33), node.cornerRadius * abs(h.m22 / h.m33))
    let (w, hh) = (Double(width), Double(height))
    var best: RasterRect?
    func consider(_ rect: RasterRect) {
      guard !rect.isEmpty, rect.width * rect.height < width * height else { return }
      if let b = best, b.width * b.height <= rect.width * rect.height { return }
      best = rect
    }
    let rowsInset = x0 <= -r && x1 >= w + r ? 0 : r
    if x0 <= 0, x1 >= w {
      let top = Int((y0 + rowsInset - 0.001).rounded(.up))
      let bottom = Int((y1 - rowsInset + 0.001).rounded(.down))
      if top <= 0, bottom > 0 { consider(RasterRect(x0: 0, y0: bottom, x1: width, y1: height)) }
      if bottom >= height, top < height { consider(RasterRect(x0: 0, y0: 0, x1: width, y1: top)) }
    }
    let columnsInset = y0 <= -r && y1 >= hh + r ? 0 : r
    if y0 <= 0, y1 >= hh {
      let left = Int((x0 + columnsInset - 0.001).rounded(.up))
      let right = Int((x1 - columnsInset + 0.001).rounded(.down))
      if left <= 0, right > 0 { consider(RasterRect(x0: right, y0: 0, x1: width, y1: height)) }
      if right >= width, left < width { consider(RasterRect(x0: 0, y0: 0, x1: left, y1: height)) }
    }
    return best
  }

  /// Whether everything drawn before the node at the end of the way (each node's own drawing
  /// and its children before the way's next) only writes pixels, with no shadow, backdrop,
  /// snapshot, warp or curl that read back what was drawn, and has ids other than `id` (the
  /// clip opens at the first node drawn with it).
  private static func onlyWritesBefore(_ way: ArraySlice<Int>, in node: FrameNode, id: Int)
    -> Bool
  {
    guard let first = way.first else { return true }
    guard writesOnly(node, deep: false, id: id) else { return false }
    let children = zOrdered(node.children)
    return children[..<first].allSatisfy { writesOnly($0, deep: true, id: id) }
      && onlyWritesBefore(way.dropFirst(), in: children[first], id: id)
  }

  /// Whether a node (and, when `deep`, its subtree and mask) only writes pixels and has ids
  /// other than `id`.
  private static func writesOnly(_ node: FrameNode, deep: Bool, id: Int) -> Bool {
    guard node.id != id, node.shadowOpacity <= 0 || node.shadowColor.alpha <= 0,
      node.visualEffect == nil, node.content.isEmpty, node.warp == nil, node.curl == nil
    else { return false }
    guard deep else { return true }
    return node.children.allSatisfy { writesOnly($0, deep: true, id: id) }
      && node.mask.allSatisfy { writesOnly($0, deep: true, id: id) }
  }
}
