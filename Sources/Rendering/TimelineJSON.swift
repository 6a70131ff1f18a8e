import JSON
import TransitionEngine

/// The versioned JSON form of a timeline: every frame's presentation tree, the lifecycle events and
/// the diagnostics.
///
/// The same timeline always gives the same bytes.
package enum TimelineJSON {
  /// The format name in the document.
  package static let format = "animhost-timeline"
  /// The format version; bumped when a field changes meaning or is removed.
  package static let version = 1
  /// How much text is gathered before `write(_:source:to:)` hands it to the sink.
  static let chunkSize = 1 << 16

  /// What produced the timeline, written into the document.
  package struct Source: Sendable {
    /// The plugin's id.
    package var pluginID: String
    /// The plugin's version.
    package var pluginVersion: String

    /// A source from the plugin's id and version.
    package init(pluginID: String, pluginVersion: String) {
      self.pluginID = pluginID
      self.pluginVersion = pluginVersion
    }
  }

  /// The document for a timeline, ending with a newline.
  package static func encode(_ timeline: Timeline, source: Source) -> String {
    var text = ""
    write(timeline, source: source) { text += $0 }
    return text
  }

  /// Writes the document to a sink in pieces of about `chunkSize` bytes.
  package static func write(_ timeline: Timeline, source: Source, to sink: any ByteSink) throws {
    try write(timeline, source: source) { try sink.write(Array($0.utf8)) }
  }

  /// Writes the document, handing each piece of text to `output`.
  private static func write(
    _ timeline: Timeline, source: Source, output: (String) throws -> Void
  ) rethrows {
    var w = JSONWriter()
    w.beginObject()
    w.field("format", format)
    w.field("version", version)
    w.field("animator", timeline.animatorID)
    w.key("plugin")
    w.beginObject()
    w.field("id", source.pluginID)
    w.field("version", source.pluginVersion)
    w.endObject()
    w.field("scene", timeline.scene)
    w.key("size")
    w.beginObject()
    w.field("width", timeline.size.width)
    w.field("height", timeline.size.height)
    w.endObject()
    w.field("fps", timeline.fps)
    w.field("seed", timeline.seed)
    w.key("transitions")
    w.beginArray(.linePerElement)
    for segment in timeline.segments {
      try write(segment, to: &w, output: output)
    }
    w.endArray()
    w.endObject()
    w.endDocument()
    try output(w.flush())
  }

  /// One transition: its summary, events, diagnostics and frames.
  private static func write(
    _ s: TransitionSegment, to w: inout JSONWriter, output: (String) throws -> Void
  ) rethrows {
    w.beginObject()
    w.field("direction", s.directionName)
    if s.kind != .present { w.field("kind", s.kind.rawValue) }
    w.field("style", s.style.name)
    w.field("animator", s.animator)
    w.field("duration", s.duration)
    w.field("completedAt", s.completedAt)
    w.field("didComplete", s.didComplete)
    if let before = s.before {
      w.key("before")
      write(before, z: 0, to: &w)
    }
    w.key("events")
    w.beginArray(.linePerElement)
    for event in s.events {
      w.beginObject()
      w.field("time", event.time)
      w.field("name", event.name)
      w.field("subject", event.subject)
      w.field("detail", event.detail)
      w.endObject()
    }
    w.endArray()
    w.key("diagnostics")
    w.beginArray(.linePerElement)
    for d in s.diagnostics {
      w.beginObject()
      w.field("time", d.time)
      w.field("level", d.level.rawValue)
      w.field("code", d.code)
      w.field("message", d.message)
      w.endObject()
    }
    w.endArray()
    w.key("frames")
    w.beginArray(.linePerElement)
    for frame in s.frames {
      w.beginObject()
      w.field("index", frame.index)
      w.field("time", frame.time)
      w.key("tree")
      write(frame.root, z: 0, to: &w)
      w.endObject()
      if w.text.utf8.count >= chunkSize { try output(w.flush()) }
    }
    w.endArray()
    w.endObject()
  }

  /// A frame node and its subtree.
  ///
  /// `z` is its index among its siblings. Recurses once per level; the engine keeps trees within
  /// `EngineLimits.viewDepth` levels.
  private static func write(_ node: FrameNode, z: Int, to w: inout JSONWriter) {
    w.beginObject()
    w.field("id", node.id)
    if let name = node.name { w.field("name", name) }
    w.field("kind", node.kind)
    w.field("z", z)
    w.key("frame")
    w.numbers([node.frame.x, node.frame.y, node.frame.width, node.frame.height])
    w.field("alpha", node.alpha)
    w.field("hidden", node.isHidden)
    w.field("color", node.color.hex)
    if let text = node.text {
      w.field("text", text)
      w.field("textColor", node.textColor.hex)
      w.field("fontSize", node.fontSize)
      w.field("textAlignment", ["left", "center", "right"][min(max(node.textAlignment, 0), 2)])
      if node.fontWeight != 0 { w.field("fontWeight", node.fontWeight) }
      if node.numberOfLines != 1 { w.field("numberOfLines", node.numberOfLines) }
    }
    if let source = node.snapshotOf { w.field("snapshotOf", source) }
    // A snapshot's copied views; also on a copy of a snapshot (a snapshot made of a container
    // that holds one), which carries the content without being a snapshot itself.
    if node.snapshotOf != nil || !node.content.isEmpty {
      w.key("content")
      writeNodes(node.content, to: &w)
    }
    writeLayer(node, to: &w) { child, z, writer in write(child, z: z, to: &writer) }
    w.key("children")
    writeNodes(node.children, to: &w)
    w.endObject()
  }

  /// An array of sibling nodes, each with its index as `z`.
  private static func writeNodes(_ nodes: [FrameNode], to w: inout JSONWriter) {
    w.beginArray()
    for (index, child) in nodes.enumerated() {
      write(child, z: index, to: &w)
    }
    w.endArray()
  }
}
