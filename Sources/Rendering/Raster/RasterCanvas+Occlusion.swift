import TransitionEngine

extension RasterCanvas {
  /// The way from the root to the last node, in drawing order, whose background paints every
  /// pixel of the canvas opaque (child indices in z order; empty for the root itself); nil
  /// when no node does.
  ///
  /// That background overwrites every pixel, so nothing drawn before it shows: the image
  /// need not be cleared, and the drawing before it is skipped (`drawOccluded`). The nodes on
  /// the way draw straight onto the canvas (no offscreen layer, clip or crossfade), so nothing
  /// stands between their drawing and the pixels.
  func occluder(_ root: FrameNode, _ device: Homography) -> [Int]? {
    let h = Self.localToParent(root).then(device)
    guard Self.drawsStraight(root, h) else { return nil }
    return lastStraight(below: root, h) { coversCanvas($0, $1) ? () : nil }?.way
  }

  /// The way to the last node in drawing order, within a node that draws straight, that
  /// `match` takes, with what it said: on the way every node draws straight onto the target
  /// and none clips or mixes its children (a mask, backdrop or cross-fade).
  func lastStraight<Found>(
    below node: FrameNode, _ h: Homography,
    where match: (FrameNode, Homography) -> Found?
  ) -> (way: [Int], found: Found)? {
    if !node.masksToBounds, node.visualEffect == nil,
      node.crossfade == nil || node.children.count < 2
    {
      let sublayer = Self.sublayerTransform(of: node)
      let children = Self.zOrdered(node.children)
      for index in children.indices.reversed() {
        let child = children[index]
        let childH = Self.localToParent(child, sublayer: sublayer).then(h)
        if Self.drawsStraight(child, childH),
          let last = lastStraight(below: child, childH, where: match)
        {
          return ([index] + last.way, last.found)
        }
      }
    }
    return match(node, h).map { ([], $0) }
  }

  /// Whether a node is drawn, and straight onto the target: shown, opaque as a group, no
  /// shadow, mask, curl or warp, and not facing away.
  static func drawsStraight(_ node: FrameNode, _ h: Homography) -> Bool {
    !node.isHidden && node.alpha >= 1 && node.alpha.isFinite && node.mask.isEmpty
      && node.shadowOpacity <= 0 && node.curl == nil && node.warp == nil && h.isFinite
      && (node.isDoubleSided || !facesAway(node, h))
  }

  /// Whether a node that draws straight paints every pixel of the canvas opaque before
  /// anything else of its own: a square-cornered opaque background over the whole canvas.
  private func coversCanvas(_ node: FrameNode, _ h: Homography) -> Bool {
    guard node.color.alpha >= 1, node.cornerRadius <= 0, node.visualEffect == nil,
      h.isAxisAligned
    else { return false }
    let (x0, y0, x1, y1) = Self.deviceRect(
      Rect(origin: node.boundsOrigin, size: node.frame.size), h)
    return x0 <= 0 && y0 <= 0 && x1 >= Double(width) && y1 >= Double(height)
  }

  /// Draws the tree from the covering background on the way (`occluder`): each node on the
  /// way draws only its children from the next one on, then its border.
  func drawOccluded(_ node: FrameNode, _ h: Homography, way: ArraySlice<Int>) {
    guard let first = way.first else {
      drawUncurled(node, h)
      return
    }
    let sublayer = Self.sublayerTransform(of: node)
    let children = Self.zOrdered(node.children)
    let next = children[first]
    drawOccluded(next, Self.localToParent(next, sublayer: sublayer).then(h), way: way.dropFirst())
    for child in children[(first + 1)...] { draw(child, in: h, sublayer: sublayer) }
    if node.borderWidth > 0, node.borderColor.alpha > 0 {
      drawBorder(
        Rect(origin: node.boundsOrigin, size: node.frame.size), radius: node.cornerRadius,
        width: node.borderWidth, h, color: Self.pack(node.borderColor, 1))
    }
  }
}
