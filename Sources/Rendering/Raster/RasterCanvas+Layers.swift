import TransitionEngine

extension RasterCanvas {
  /// Draws a node and its subtree; `parent` maps the parent's bounds space to device pixels.
  ///
  /// Recurses once per level (subviews, masks, snapshot contents); the engine keeps trees
  /// within `EngineLimits.viewDepth` levels, so the stack stays small.
  ///
  /// `sublayer` is the parent's sublayerTransform about its anchor point, in the parent's
  /// bounds space: it reaches the node's own 3D transform before the node is flattened.
  func draw(_ node: FrameNode, in parent: Homography, sublayer: Transform3D? = nil) {
    guard !node.isHidden, node.alpha > 0, node.alpha.isFinite else { return }
    if let band = pendingBand, node.id == band.id {
      // The band's background is next: from here on the whole canvas is drawn.
      clip.rect = canvasRect
      pendingBand = nil
    }
    let h = Self.localToParent(node, sublayer: sublayer).then(parent)
    guard h.isFinite else { return }
    if !node.isDoubleSided, Self.facesAway(node, h) { return }
    if node.curl != nil {
      drawCurled(node, h)
      return
    }
    if node.warp != nil {
      drawWarped(node, h)
      return
    }
    drawUncurled(node, h)
  }

  /// Draws a node through `h`, with its shadow, mask and group opacity.
  func drawUncurled(_ node: FrameNode, _ h: Homography) {
    let hasShadow = node.shadowOpacity > 0 && node.shadowColor.alpha > 0
    let needsLayer = hasShadow || !node.mask.isEmpty || (node.alpha < 1 && Self.drawCount(node) > 1)
    guard needsLayer else {
      drawContents(node, h, opacity: min(node.alpha, 1))
      return
    }
    if hasShadow, let shadowPath = node.shadowPath {
      drawPathShadow(shadowPath, node, h)
    }
    let saved = beginLayer()
    drawContents(node, h, opacity: 1)
    if let maskNode = node.mask.first {
      let maskSaved = beginLayer()
      draw(maskNode, in: h)
      let mask = endLayer(maskSaved)
      applyMask(mask, to: target)
      release(mask)
    }
    let layer = endLayer(saved)
    let opacity = min(node.alpha, 1)
    var tiles: LayerTiles?
    if hasShadow, node.shadowPath == nil {
      let c = node.shadowColor
      let s = rasterizer.scale
      tiles = drawShadow(
        of: layer,
        color: PixelMath.pack(
          c.red, c.green, c.blue, c.alpha, opacity: node.shadowOpacity * opacity),
        dx: node.shadowOffset.width * s, dy: node.shadowOffset.height * s,
        sigma: node.shadowRadius / 2 * s,
        hiddenUnderOpaque: opacity >= 1)
    }
    composite(layer, opacity: UInt32((opacity * 255).rounded()), tiles: tiles)
    release(layer)
  }

  /// The map from a node's bounds space to its parent's: the anchor point goes to the
  /// position, with the transform applied about it.
  static func localToParent(_ n: FrameNode, sublayer: Transform3D? = nil) -> Homography {
    let size = n.frame.size
    let ax = n.boundsOrigin.x + n.anchorPoint.x * size.width,
      ay = n.boundsOrigin.y + n.anchorPoint.y * size.height
    let px = n.frame.x + n.anchorPoint.x * size.width,
      py = n.frame.y + n.anchorPoint.y * size.height
    guard sublayer != nil || n.anchorPointZ != 0 else {
      if n.transform.isIdentity { return .translation(px - ax, py - ay) }
      return Homography.translation(-ax, -ay).then(Homography(n.transform)).then(
        .translation(px, py))
    }
    // In 3D: about the anchor (ax, ay, anchorPointZ), to the position at zPosition, then the
    // parent's sublayer transform, flattened last.
    var t = Transform3D.translation(-ax, -ay, -n.anchorPointZ).concatenating(n.transform)
      .concatenating(.translation(px, py, n.zPosition))
    if let sublayer { t = t.concatenating(sublayer) }
    return Homography(t)
  }

  /// A node's sublayerTransform about its anchor point, in its bounds space; nil for the
  /// identity.
  static func sublayerTransform(of n: FrameNode) -> Transform3D? {
    guard !n.sublayerTransform.isIdentity else { return nil }
    let ax = n.boundsOrigin.x + n.anchorPoint.x * n.frame.size.width,
      ay = n.boundsOrigin.y + n.anchorPoint.y * n.frame.size.height
    return Transform3D.translation(-ax, -ay).concatenating(n.sublayerTransform)
      .concatenating(.translation(ax, ay))
  }

  /// Whether a node, drawn through `h`, shows its back: its image is mirrored (or behind the
  /// eye) at the middle of its bounds.
  static func facesAway(_ n: FrameNode, _ h: Homography) -> Bool {
    let cx = n.boundsOrigin.x + n.frame.width / 2, cy = n.boundsOrigin.y + n.frame.height / 2
    let p = h.homogeneous(cx, cy)
    guard p.z > 0 else { return true }
    let w = p.z
    let dxdx = (h.m11 * w - p.x * h.m13), dydx = (h.m12 * w - p.y * h.m13)
    let dxdy = (h.m21 * w - p.x * h.m23), dydy = (h.m22 * w - p.y * h.m23)
    return dxdx * dydy - dxdy * dydx < 0
  }

  /// How many things a node draws (two meaning "possibly overlapping"), to tell whether its
  /// opacity can be folded into its one drawing instead of needing an offscreen layer.
  static func drawCount(_ n: FrameNode) -> Int {
    var k = 0
    if n.color.alpha > 0 { k += 1 }
    if let g = n.gradient, !g.colors.isEmpty { k += 1 }
    if n.bitmap != nil { k += 1 }
    if let effect = n.visualEffect { k += effect.effect.kind == .blur ? 1 : 2 }
    if let t = n.text, !t.isEmpty, n.textColor.alpha > 0 { k += 1 }
    if !n.content.isEmpty || !n.children.isEmpty { k += 2 }
    if let s = n.shape {
      if s.fillColor.alpha > 0 { k += 1 }
      if s.strokeColor.alpha > 0, s.lineWidth > 0 { k += 1 }
    }
    if let p = n.particles { k += min(p.particles.count, 2) }
    if n.borderWidth > 0, n.borderColor.alpha > 0 { k += 1 }
    return k
  }

  /// A colour packed for drawing at an opacity.
  static func pack(_ c: Color, _ opacity: Double) -> UInt32 {
    PixelMath.pack(c.red, c.green, c.blue, c.alpha, opacity: opacity)
  }

  /// Background, content, sublayers and border of a node, in Core Animation's order.
  private func drawContents(_ node: FrameNode, _ h: Homography, opacity: Double) {
    let bounds = Rect(origin: node.boundsOrigin, size: node.frame.size)
    let radius = node.cornerRadius
    if let effect = node.visualEffect, effect.effect.kind == .blur {
      drawBackdropBlur(effect, bounds: bounds, radius: radius, h, opacity: opacity)
    }
    if node.color.alpha > 0 {
      fill(bounds, radius: radius, h, color: Self.pack(node.color, opacity))
    }
    if let gradient = node.gradient {
      drawGradient(gradient, bounds: bounds, radius: radius, h, opacity: opacity)
    }
    if let bitmap = node.bitmap {
      drawBitmap(bitmap, bounds: bounds, radius: radius, h, opacity: opacity)
    }
    let clipped = node.masksToBounds
    let savedClip = clipped ? pushClip(bounds, radius: radius, h) : clip
    if !clip.rect.isEmpty {
      if let text = node.text, !text.isEmpty, node.textColor.alpha > 0 {
        let layout = node.fontWeight >= 0.3 ? LabelTextLayout.bold : LabelTextLayout.shared
        let glyphs = layout.path(
          text: text, fontSize: node.fontSize, alignment: node.textAlignment,
          bounds: node.frame.size, lines: node.numberOfLines)
        fill(
          glyphs, Homography.translation(bounds.x, bounds.y).then(h),
          color: Self.pack(node.textColor, opacity))
      }
      if let content = node.content.first {
        if let region = node.snapshotRegion {
          drawSnapshot(content, region: region, bounds: bounds, h)
        } else {
          drawSnapshot(content, bounds: bounds, h)
        }
      }
      if let shape = node.shape { drawShape(shape, h, opacity: opacity) }
      if let particles = node.particles { drawParticles(particles, h, opacity: opacity) }
      let sublayer = Self.sublayerTransform(of: node)
      if let fraction = node.crossfade, node.children.count >= 2 {
        crossfade(node.children[0], node.children[1], fraction, h, sublayer)
      } else if let effect = node.visualEffect, effect.effect.kind == .vibrancy {
        drawVibrant(effect) {
          for child in Self.zOrdered(node.children) { draw(child, in: h, sublayer: sublayer) }
        }
      } else {
        for child in Self.zOrdered(node.children) { draw(child, in: h, sublayer: sublayer) }
      }
    }
    if clipped { popClip(savedClip) }
    if node.borderWidth > 0, node.borderColor.alpha > 0 {
      drawBorder(
        bounds, radius: radius, width: node.borderWidth, h,
        color: Self.pack(node.borderColor, opacity))
    }
  }

  /// Children sorted by zPosition, keeping the subviews order among equals.
  static func zOrdered(_ children: [FrameNode]) -> [FrameNode] {
    guard let z = children.first?.zPosition, children.contains(where: { $0.zPosition != z }) else {
      return children
    }
    return children.enumerated()
      .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
      .map(\.element)
  }

  /// A snapshot's frozen content, scaled from its own size to the snapshot's bounds.
  private func drawSnapshot(_ content: FrameNode, bounds: Rect, _ h: Homography) {
    let size = content.frame.size
    guard size.width > 0, size.height > 0 else { return }
    let kx = bounds.width / size.width, ky = bounds.height / size.height
    let space = Homography.translation(-content.frame.x, -content.frame.y)
      .then(.scale(kx, ky)).then(.translation(bounds.x, bounds.y)).then(h)
    draw(content, in: space)
  }

  /// A shape layer's path: fill, then the trimmed stroke.
  private func drawShape(_ shape: ShapeFrame, _ h: Homography, opacity: Double) {
    let path = shape.style.path
    guard !path.isEmpty else { return }
    let tol = Self.tolerance(h, near: Self.corners(of: path.controlBounds))
    let lines = Polylines(path, tolerance: tol)
    if shape.fillColor.alpha > 0 {
      fill(
        lines, h, color: Self.pack(shape.fillColor, opacity),
        rule: shape.style.fillRule == .evenOdd ? .evenOdd : .nonZero)
    }
    if shape.strokeColor.alpha > 0, shape.lineWidth > 0 {
      let outline = StrokeOutline(
        halfWidth: shape.lineWidth / 2, cap: shape.style.lineCap, join: shape.style.lineJoin,
        tolerance: tol)
      let dashes = lines.dashed(
        shape.lineDashPattern, phase: shape.lineDashPhase, from: shape.strokeStart,
        to: shape.strokeEnd)
      let polygons =
        dashes.map { outline.polygons(of: $0, from: 0, to: 1) }
        ?? outline.polygons(of: lines, from: shape.strokeStart, to: shape.strokeEnd)
      fill(polygons, h, color: Self.pack(shape.strokeColor, opacity))
    }
  }

  /// Each particle: its cell's path scaled, rotated and moved to the particle, in its colour.
  private func drawParticles(_ frame: ParticleFrame, _ h: Homography, opacity: Double) {
    for p in frame.particles
    where p.cell >= 0 && p.cell < frame.cellPaths.count && p.color.alpha > 0 {
      let place = Homography.scale(p.scale, p.scale).then(.rotation(p.rotation)).then(
        .translation(p.x, p.y)
      ).then(h)
      fill(frame.cellPaths[p.cell], place, color: Self.pack(p.color, opacity))
    }
  }

  /// A border of the given width inside the rounded bounds.
  func drawBorder(
    _ bounds: Rect, radius: Double, width: Double, _ h: Homography, color: UInt32
  ) {
    let w = min(width, bounds.width / 2, bounds.height / 2)
    var path = Path.roundedRect(bounds, radius: radius)
    let inner = Rect(
      x: bounds.x + w, y: bounds.y + w, width: bounds.width - 2 * w, height: bounds.height - 2 * w)
    if inner.width > 0, inner.height > 0 {
      path.append(Path.roundedRect(inner, radius: max(0, radius - w)))
    }
    fill(path, h, color: color, rule: .evenOdd)
  }
}
