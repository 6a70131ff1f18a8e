import TransitionEngine

/// The binary form in which the run child sends a computed timeline to the host.
///
/// Layout: the magic `AHTL`, a format version byte, the run's header (animator, scene, size,
/// fps, seed), the images its frames show (each once), then each segment with its frames,
/// events and diagnostics. Encoding is exact, so
/// `decode(encode(t)) == t` for every timeline the engine makes, and outputs rendered from a
/// decoded timeline are byte-identical to those rendered in process.
package enum TimelineWire {
  /// The first four bytes of every encoded timeline.
  package static let magic: [UInt8] = Array("AHTL".utf8)
  /// The format version this host writes and reads.
  package static let version: UInt8 = 3

  /// The timeline's bytes.
  package static func encode(_ timeline: Timeline) -> [UInt8] {
    var writer = WireWriter()
    // A frame of a busy scene is a few kilobytes: start with room for them all.
    writer.reserve(timeline.segments.reduce(0) { $0 + $1.frames.count } * 4096)
    writer.append(magic)
    writer.byte(version)
    writer.string(timeline.animatorID)
    writer.string(timeline.scene)
    writer.size(timeline.size)
    writer.signed(timeline.fps)
    writer.unsigned(timeline.seed)
    writer.bitmapTable(timeline)
    writer.count(timeline.segments.count)
    for segment in timeline.segments { writer.segment(segment) }
    return writer.bytes
  }

  /// The timeline in the bytes.
  /// - Throws: PluginRunError when the bytes are not a complete timeline of this version.
  package static func decode(_ bytes: [UInt8], subject: String) throws(PluginRunError) -> Timeline {
    var reader = WireReader(bytes, subject: subject)
    for expected in magic {
      guard try reader.byte() == expected else { throw reader.malformed("not a timeline") }
    }
    let found = try reader.byte()
    guard found == version else {
      throw PluginRunError(
        .unsupportedVersion, subject: subject,
        "\(subject): timeline format \(found), this host reads \(version)")
    }
    let animatorID = try reader.string()
    let scene = try reader.string()
    let size = try reader.size()
    let fps = try reader.signed()
    let seed = try reader.unsigned()
    try reader.bitmapTable()
    let count = try reader.count(minimumSize: 16)
    var segments: [TransitionSegment] = []
    for _ in 0..<count { segments.append(try reader.segment()) }
    guard reader.isAtEnd else { throw reader.malformed("\(reader.remaining) bytes after the end") }
    return Timeline(
      animatorID: animatorID, scene: scene, size: size, fps: fps, seed: seed, segments: segments)
  }
}

extension WireWriter {
  /// Appends one transition's record.
  package mutating func segment(_ segment: TransitionSegment) {
    string(segment.direction.rawValue)
    signed(segment.style.rawValue)
    string(segment.animator)
    double(segment.duration)
    double(segment.completedAt)
    bool(segment.didComplete)
    count(segment.frames.count)
    for frame in segment.frames { self.frame(frame) }
    bool(segment.before != nil)
    if let before = segment.before { node(before) }
    count(segment.events.count)
    for event in segment.events {
      double(event.time)
      string(event.name)
      string(event.subject)
      string(event.detail)
    }
    count(segment.diagnostics.count)
    for diagnostic in segment.diagnostics {
      double(diagnostic.time)
      string(diagnostic.level.rawValue)
      string(diagnostic.code)
      string(diagnostic.message)
    }
    string(segment.kind.rawValue)
  }

  /// Appends one frame.
  package mutating func frame(_ frame: Frame) {
    count(frame.index)
    double(frame.time)
    node(frame.root)
  }
}

extension WireReader {
  /// Reads one transition's record.
  package mutating func segment() throws(PluginRunError) -> TransitionSegment {
    let directionName = try string()
    guard let direction = TransitionDirection(rawValue: directionName) else {
      throw malformed("invalid direction '\(directionName)'")
    }
    let style = try choice(PresentationStyle.self, "presentation style")
    let animator = try string()
    let duration = try double()
    let completedAt = try double()
    let didComplete = try bool()
    let frameCount = try count(minimumSize: 10)
    var frames: [Frame] = []
    frames.reserveCapacity(frameCount)
    for _ in 0..<frameCount { frames.append(try frame()) }
    let before = try bool() ? try node() : nil
    let eventCount = try count(minimumSize: 11)
    var events: [TimelineEvent] = []
    for _ in 0..<eventCount {
      events.append(
        TimelineEvent(
          time: try double(), name: try string(), subject: try string(), detail: try string()))
    }
    let diagnosticCount = try count(minimumSize: 11)
    var diagnostics: [Diagnostic] = []
    for _ in 0..<diagnosticCount {
      let time = try double()
      let levelName = try string()
      guard let level = Diagnostic.Level(rawValue: levelName) else {
        throw malformed("invalid diagnostic level '\(levelName)'")
      }
      diagnostics.append(
        Diagnostic(time: time, level: level, code: try string(), message: try string()))
    }
    var segment = TransitionSegment(
      direction: direction, style: style, animator: animator, duration: duration,
      completedAt: completedAt, didComplete: didComplete, frames: frames, before: before,
      events: events, diagnostics: diagnostics)
    let kindName = try string()
    guard let kind = TransitionKind(rawValue: kindName) else {
      throw malformed("invalid transition kind '\(kindName)'")
    }
    segment.kind = kind
    return segment
  }

  /// Reads one frame.
  package mutating func frame() throws(PluginRunError) -> Frame {
    Frame(index: try count(minimumSize: 0), time: try double(), root: try node())
  }
}
