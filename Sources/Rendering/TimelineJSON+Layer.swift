import TransitionEngine

/// The layer fields of a frame node, each written only when it differs from Core Animation's
/// default, so plain views stay short.
extension TimelineJSON {
  static func writeLayer(_ node: FrameNode, to w: inout JSONWriter, child: (FrameNode, Int, inout JSONWriter) -> Void) {
    if node.boundsOrigin != .zero {
      w.key("boundsOrigin")
      numbers([node.boundsOrigin.x, node.boundsOrigin.y], to: &w)
    }
    if node.anchorPoint != Point(x: 0.5, y: 0.5) {
      w.key("anchorPoint")
      numbers([node.anchorPoint.x, node.anchorPoint.y], to: &w)
    }
    if !node.transform.isIdentity {
      w.key("transform")
      numbers((0..<16).map { node.transform.m[$0] }, to: &w)
    }
    if node.zPosition != 0 {
      w.key("zPosition")
      w.number(node.zPosition)
    }
    if node.cornerRadius != 0 {
      w.key("cornerRadius")
      w.number(node.cornerRadius)
    }
    if node.masksToBounds {
      w.key("masksToBounds")
      w.bool(true)
    }
    if node.borderWidth != 0 {
      w.key("border")
      w.raw("{")
      w.key("width", first: true)
      w.number(node.borderWidth)
      w.key("color")
      w.string(node.borderColor.hex)
      w.raw("}")
    }
    if node.shadowOpacity != 0 {
      w.key("shadow")
      w.raw("{")
      w.key("color", first: true)
      w.string(node.shadowColor.hex)
      w.key("opacity")
      w.number(node.shadowOpacity)
      w.key("radius")
      w.number(node.shadowRadius)
      w.key("offset")
      numbers([node.shadowOffset.width, node.shadowOffset.height], to: &w)
      w.raw("}")
    }
    if let mask = node.mask.first {
      w.key("mask")
      child(mask, 0, &w)
    }
    if let shape = node.shape { write(shape, to: &w) }
    if let particles = node.particles { write(particles, to: &w) }
  }

  private static func write(_ shape: ShapeFrame, to w: inout JSONWriter) {
    w.key("shape")
    w.raw("{")
    w.key("path", first: true)
    w.string(svgPath(shape.style.path))
    w.key("fillColor")
    w.string(shape.fillColor.hex)
    w.key("strokeColor")
    w.string(shape.strokeColor.hex)
    w.key("lineWidth")
    w.number(shape.lineWidth)
    w.key("strokeStart")
    w.number(shape.strokeStart)
    w.key("strokeEnd")
    w.number(shape.strokeEnd)
    w.key("fillRule")
    w.string(shape.style.fillRule == .evenOdd ? "evenOdd" : "nonZero")
    w.raw("}")
  }

  private static func write(_ particles: ParticleFrame, to w: inout JSONWriter) {
    w.key("particles")
    w.raw("{")
    w.key("cellPaths", first: true)
    w.raw("[")
    for (index, path) in particles.cellPaths.enumerated() {
      if index > 0 { w.raw(",") }
      w.string(svgPath(path))
    }
    w.raw("]")
    w.key("live")
    w.raw("[")
    for (index, p) in particles.particles.enumerated() {
      if index > 0 { w.raw(",") }
      w.raw("{")
      w.key("cell", first: true)
      w.number(Double(p.cell))
      w.key("position")
      numbers([p.x, p.y], to: &w)
      w.key("scale")
      w.number(p.scale)
      w.key("rotation")
      w.number(p.rotation)
      w.key("color")
      w.string(p.color.hex)
      w.raw("}")
    }
    w.raw("]}")
  }

  private static func numbers(_ values: [Double], to w: inout JSONWriter) {
    w.raw("[")
    for (index, value) in values.enumerated() {
      if index > 0 { w.raw(",") }
      w.number(value)
    }
    w.raw("]")
  }

  /// A path in SVG path syntax (M, L, Q, C, Z), which people and browsers can read.
  static func svgPath(_ path: Path) -> String {
    func p(_ point: Point) -> String { JSONWriter.format(point.x) + " " + JSONWriter.format(point.y) }
    return path.elements.map { element in
      switch element {
      case let .move(a): "M" + p(a)
      case let .line(a): "L" + p(a)
      case let .quad(c, a): "Q" + p(c) + " " + p(a)
      case let .cubic(c1, c2, a): "C" + p(c1) + " " + p(c2) + " " + p(a)
      case .close: "Z"
      }
    }.joined(separator: " ")
  }
}
