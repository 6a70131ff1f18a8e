import JSON
import TransitionEngine

/// The 3D, shadow-path, gradient, image, curl, warp and snapshot-region fields of a frame node, each written
/// only when it differs from Core Animation's default.
extension TimelineJSON {
  /// Writes the fields of a node added with the rest of Core Animation's layers.
  static func writeDepthAndEffects(_ node: FrameNode, to w: inout JSONWriter) {
    if !node.sublayerTransform.isIdentity {
      w.key("sublayerTransform")
      w.numbers((0..<16).map { node.sublayerTransform.m[$0] })
    }
    if node.anchorPointZ != 0 { w.field("anchorPointZ", node.anchorPointZ) }
    if !node.isDoubleSided { w.field("isDoubleSided", false) }
    if let shadowPath = node.shadowPath { w.field("shadowPath", svgPath(shadowPath)) }
    if let gradient = node.gradient { write(gradient, to: &w) }
    if let crossfade = node.crossfade { w.field("crossfade", crossfade) }
    if let effect = node.visualEffect {
      w.key("visualEffect")
      w.beginObject()
      w.field("kind", effect.effect.kind == .blur ? "blur" : "vibrancy")
      w.field("style", effect.effect.style)
      w.field("amount", effect.amount)
      w.endObject()
    }
    if let bitmap = node.bitmap {
      w.key("bitmap")
      w.beginObject()
      w.field("name", bitmap.name)
      w.field("width", bitmap.width)
      w.field("height", bitmap.height)
      w.endObject()
    }
    if let curl = node.curl {
      w.key("curl")
      w.beginObject()
      w.field("progress", curl.progress)
      w.field("angle", curl.angle)
      w.field("radius", curl.radius)
      w.endObject()
    }
    if let warp = node.warp {
      w.key("warp")
      w.beginObject()
      w.field("kind", warp.kind.rawValue)
      w.field("progress", warp.progress)
      w.endObject()
    }
    if let region = node.snapshotRegion {
      w.key("snapshotRegion")
      w.beginObject()
      w.key("rect")
      w.numbers([region.rect.x, region.rect.y, region.rect.width, region.rect.height])
      w.key("capInsets")
      w.numbers([
        region.capInsets[0], region.capInsets[1], region.capInsets[2], region.capInsets[3],
      ])
      w.endObject()
    }
  }

  /// The `gradient` member of a gradient layer.
  private static func write(_ gradient: GradientFrame, to w: inout JSONWriter) {
    w.key("gradient")
    w.beginObject()
    let kinds: [GradientFrame.Kind: String] = [.axial: "axial", .radial: "radial", .conic: "conic"]
    w.field("type", kinds[gradient.kind] ?? "axial")
    w.key("colors")
    w.strings(gradient.colors.map(\.hex))
    if let locations = gradient.locations {
      w.key("locations")
      w.numbers(locations)
    }
    w.key("startPoint")
    w.numbers([gradient.startPoint.x, gradient.startPoint.y])
    w.key("endPoint")
    w.numbers([gradient.endPoint.x, gradient.endPoint.y])
    w.endObject()
  }
}
