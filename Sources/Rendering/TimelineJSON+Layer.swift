import JSON
import TransitionEngine

/// The layer fields of a frame node, each written only when it differs from Core Animation's
/// default, so plain views stay short.
extension TimelineJSON {
  /// Writes the layer fields of a node; `child` writes a nested node (the mask).
  static func writeLayer(
    _ node: FrameNode, to w: inout JSONWriter, child: (FrameNode, Int, inout JSONWriter) -> Void
  ) {
    if node.boundsOrigin != .zero {
      w.key("boundsOrigin")
      w.numbers([node.boundsOrigin.x, node.boundsOrigin.y])
    }
    if node.anchorPoint != Point(x: 0.5, y: 0.5) {
      w.key("anchorPoint")
      w.numbers([node.anchorPoint.x, node.anchorPoint.y])
    }
    if !node.transform.isIdentity {
      w.key("transform")
      w.numbers((0..<16).map { node.transform.m[$0] })
    }
    if node.zPosition != 0 { w.field("zPosition", node.zPosition) }
    if node.cornerRadius != 0 { w.field("cornerRadius", node.cornerRadius) }
    if node.masksToBounds { w.field("masksToBounds", true) }
    if node.borderWidth != 0 {
      w.key("border")
      w.beginObject()
      w.field("width", node.borderWidth)
      w.field("color", node.borderColor.hex)
      w.endObject()
    }
    if node.shadowOpacity != 0 {
      w.key("shadow")
      w.beginObject()
      w.field("color", node.shadowColor.hex)
      w.field("opacity", node.shadowOpacity)
      w.field("radius", node.shadowRadius)
      w.key("offset")
      w.numbers([node.shadowOffset.width, node.shadowOffset.height])
      w.endObject()
    }
    if let mask = node.mask.first {
      w.key("mask")
      child(mask, 0, &w)
    }
    if let shape = node.shape { write(shape, to: &w) }
    if let particles = node.particles { write(particles, to: &w) }
    writeDepthAndEffects(node, to: &w)
  }

  /// The `shape` member of a shape layer.
  private static func write(_ shape: ShapeFrame, to w: inout JSONWriter) {
    w.key("shape")
    w.beginObject()
    w.field("path", svgPath(shape.style.path))
    w.field("fillColor", shape.fillColor.hex)
    w.field("strokeColor", shape.strokeColor.hex)
    w.field("lineWidth", shape.lineWidth)
    w.field("strokeStart", shape.strokeStart)
    w.field("strokeEnd", shape.strokeEnd)
    w.field("fillRule", shape.style.fillRule == .evenOdd ? "evenOdd" : "nonZero")
    if !shape.lineDashPattern.isEmpty {
      w.key("lineDashPattern")
      w.numbers(shape.lineDashPattern)
      w.field("lineDashPhase", shape.lineDashPhase)
    }
    w.endObject()
  }

  /// The `particles` member of an emitter layer: cell shapes and live particles.
  private static func write(_ particles: ParticleFrame, to w: inout JSONWriter) {
    w.key("particles")
    w.beginObject()
    w.key("cellPaths")
    w.strings(particles.cellPaths.map(svgPath))
    w.key("live")
    w.beginArray()
    for p in particles.particles {
      w.beginObject()
      w.field("cell", p.cell)
      w.key("position")
      w.numbers([p.x, p.y])
      w.field("scale", p.scale)
      w.field("rotation", p.rotation)
      w.field("color", p.color.hex)
      w.endObject()
    }
    w.endArray()
    w.endObject()
  }

  /// A path in SVG path syntax (M, L, Q, C, Z), which people and browsers can read.
  static func svgPath(_ path: Path) -> String {
    func p(_ point: Point) -> String {
      JSONWriter.format(point.x) + " " + JSONWriter.format(point.y)
    }
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
