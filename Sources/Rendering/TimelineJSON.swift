import TransitionEngine

/// The versioned JSON form of a timeline: every frame's presentation tree, the lifecycle events
/// and the diagnostics. The same timeline always gives the same bytes.
package enum TimelineJSON {
  /// The format name in the document.
  package static let format = "animhost-timeline"
  /// The format version; bumped when a field changes meaning or is removed.
  package static let version = 1

  /// What produced the timeline, written into the document.
  package struct Source: Sendable {
    package var pluginID: String
    package var pluginVersion: String

    package init(pluginID: String, pluginVersion: String) {
      self.pluginID = pluginID
      self.pluginVersion = pluginVersion
    }
  }

  /// The document for a timeline, ending with a newline.
  package static func encode(_ timeline: Timeline, source: Source) -> String {
    var w = JSONWriter()
    w.raw("{")
    w.key("format", first: true)
    w.string(format)
    w.key("version")
    w.number(Double(version))
    w.key("animator")
    w.string(timeline.animatorID)
    w.key("plugin")
    w.raw("{")
    w.key("id", first: true)
    w.string(source.pluginID)
    w.key("version")
    w.string(source.pluginVersion)
    w.raw("}")
    w.key("scene")
    w.string(timeline.scene)
    w.key("size")
    w.raw("{")
    w.key("width", first: true)
    w.number(timeline.size.width)
    w.key("height")
    w.number(timeline.size.height)
    w.raw("}")
    w.key("fps")
    w.number(Double(timeline.fps))
    w.key("seed")
    w.raw(String(timeline.seed))
    w.key("transitions")
    w.raw("[")
    for (index, segment) in timeline.segments.enumerated() {
      if index > 0 { w.raw(",") }
      write(segment, to: &w)
    }
    w.raw("]}\n")
    return w.text
  }

  private static func write(_ s: TransitionSegment, to w: inout JSONWriter) {
    w.raw("\n{")
    w.key("direction", first: true)
    w.string(s.direction.rawValue)
    w.key("style")
    w.string(s.style.name)
    w.key("animator")
    w.string(s.animator)
    w.key("duration")
    w.number(s.duration)
    w.key("completedAt")
    w.number(s.completedAt)
    w.key("didComplete")
    w.bool(s.didComplete)
    if let before = s.before {
      w.key("before")
      write(before, z: 0, to: &w)
    }
    w.key("events")
    w.raw("[")
    for (index, event) in s.events.enumerated() {
      w.raw(index > 0 ? ",\n" : "\n")
      w.raw("{")
      w.key("time", first: true)
      w.number(event.time)
      w.key("name")
      w.string(event.name)
      w.key("subject")
      w.string(event.subject)
      w.key("detail")
      w.string(event.detail)
      w.raw("}")
    }
    w.raw("]")
    w.key("diagnostics")
    w.raw("[")
    for (index, d) in s.diagnostics.enumerated() {
      w.raw(index > 0 ? ",\n" : "\n")
      w.raw("{")
      w.key("time", first: true)
      w.number(d.time)
      w.key("level")
      w.string(d.level.rawValue)
      w.key("code")
      w.string(d.code)
      w.key("message")
      w.string(d.message)
      w.raw("}")
    }
    w.raw("]")
    w.key("frames")
    w.raw("[")
    for (index, frame) in s.frames.enumerated() {
      w.raw(index > 0 ? ",\n" : "\n")
      w.raw("{")
      w.key("index", first: true)
      w.number(Double(frame.index))
      w.key("time")
      w.number(frame.time)
      w.key("tree")
      write(frame.root, z: 0, to: &w)
      w.raw("}")
    }
    w.raw("]}")
  }

  /// Writes a node and its subtree, recursing once per level; the engine keeps trees within
  /// `EngineLimits.viewDepth` levels.
  private static func write(_ node: FrameNode, z: Int, to w: inout JSONWriter) {
    w.raw("{")
    w.key("id", first: true)
    w.number(Double(node.id))
    if let name = node.name {
      w.key("name")
      w.string(name)
    }
    w.key("kind")
    w.string(node.kind)
    w.key("z")
    w.number(Double(z))
    w.key("frame")
    w.raw("[")
    w.number(node.frame.x)
    w.raw(",")
    w.number(node.frame.y)
    w.raw(",")
    w.number(node.frame.width)
    w.raw(",")
    w.number(node.frame.height)
    w.raw("]")
    w.key("alpha")
    w.number(node.alpha)
    w.key("hidden")
    w.bool(node.isHidden)
    w.key("color")
    w.string(node.color.hex)
    if let text = node.text {
      w.key("text")
      w.string(text)
      w.key("textColor")
      w.string(node.textColor.hex)
      w.key("fontSize")
      w.number(node.fontSize)
      w.key("textAlignment")
      w.string(["left", "center", "right"][min(max(node.textAlignment, 0), 2)])
    }
    if let source = node.snapshotOf {
      w.key("snapshotOf")
      w.number(Double(source))
      w.key("content")
      w.raw("[")
      for (index, child) in node.content.enumerated() {
        if index > 0 { w.raw(",") }
        write(child, z: index, to: &w)
      }
      w.raw("]")
    }
    writeLayer(node, to: &w) { child, z, writer in write(child, z: z, to: &writer) }
    w.key("children")
    w.raw("[")
    for (index, child) in node.children.enumerated() {
      if index > 0 { w.raw(",") }
      write(child, z: index, to: &w)
    }
    w.raw("]}")
  }
}
