import HostSystem
import JSON
import TransitionEngine

/// Writes a self-contained HTML player for a timeline: one file, no external URLs, with play,
/// pause, scrubbing, speed, loop, the frame time, lifecycle events and diagnostics.
///
/// Frames are streamed in as base64 PNGs (at whatever scale the images come in; the CLI uses
/// 1 by default) and drawn on a canvas. A frame whose PNG equals an earlier one is stored once
/// and referenced by index, so the held frames at the end of each transition cost nothing.
/// Frames are encoded on `workers` threads and written in order (the same file for any count).
package final class HTMLPlayerEncoder: AnimationEncoder {
  private let sink: any ByteSink
  private let width: Int
  private let height: Int
  /// The index into the stored images of each frame so far.
  private var frameImages: [Int] = []
  /// Each stored PNG and its index, to find repeats.
  private var stored: [[UInt8]: Int] = [:]
  /// Frames being encoded as PNG on the render threads, taken in order.
  private let jobs: OrderedJobs<[UInt8]>

  /// Starts the document for a timeline whose frames are `width × height` pixels.
  package init(
    timeline: Timeline, width: Int, height: Int, sink: any ByteSink, workers: Int = 1
  ) throws {
    jobs = OrderedJobs(workers: workers)
    precondition(width > 0 && height > 0, "HTMLPlayerEncoder: empty frame size")
    self.sink = sink
    self.width = width
    self.height = height
    let title = HTMLPlayerAssets.escaped("animhost: \(timeline.animatorID) (\(timeline.scene))")
    var head = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    head += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    head += "<meta name=\"generator\" content=\"animhost\">\n<title>\(title)</title>\n"
    head += "<style>\(HTMLPlayerAssets.style)</style>\n</head>\n<body>\n<h1>\(title)</h1>\n"
    head += HTMLPlayerAssets.body(
      width: width, height: height, cssWidth: Self.cssNumber(timeline.size.width),
      lastFrame: max(0, FrameSequence(timeline).count - 1))
    head +=
      "<script>const META = \(Self.metadata(timeline).replacingAll("<", with: "\\u003c"));</script>\n"
    head += "<script>const IMAGES = [\n"
    try sink.write(Array(head.utf8))
  }

  /// Adds a frame; its duration is the timeline's 1/fps, so `duration` is not stored.
  package func append(_ image: RGBAImage, duration: Double) throws {
    precondition(
      image.width == width && image.height == height, "HTMLPlayerEncoder: frame size changed")
    if jobs.isFull { try take() }
    jobs.submit { try PNGEncoder.encode(image) }
    while jobs.hasFinished { try take() }
  }

  deinit {
    jobs.stop()
  }

  /// Writes the oldest encoded frame, or points at an identical one already written.
  private func take() throws {
    let png = try jobs.collect()
    if let index = stored[png] {
      frameImages.append(index)
      return
    }
    let index = stored.count
    stored[png] = index
    frameImages.append(index)
    try sink.write([UInt8(ascii: "\"")] + Base64.encode(png) + Array("\",\n".utf8))
  }

  /// Writes the frame table and the player script.
  package func finish() throws {
    while !jobs.isEmpty { try take() }
    var tail =
      "];\nconst FRAMES = [" + frameImages.map(String.init).joined(separator: ",") + "];</script>\n"
    tail += "<script>\(HTMLPlayerAssets.script)</script>\n</body>\n</html>\n"
    try sink.write(Array(tail.utf8))
    stored = [:]
  }

  /// The timeline's description for the player: segments, frame times, events and diagnostics.
  static func metadata(_ timeline: Timeline) -> String {
    let sequence = FrameSequence(timeline)
    var w = JSONWriter()
    w.beginObject()
    w.field("animator", timeline.animatorID)
    w.field("fps", timeline.fps)
    w.field("frames", sequence.count)
    w.key("segments")
    w.beginArray()
    for (index, s) in timeline.segments.enumerated() {
      w.beginObject()
      w.field("direction", s.direction.rawValue)
      w.field("start", sequence.segmentStarts[index])
      w.field("count", s.frames.count)
      w.field("didComplete", s.didComplete)
      w.endObject()
    }
    w.endArray()
    w.key("times")
    w.numbers(timeline.segments.flatMap { $0.frames.map(\.time) })
    w.key("events")
    w.beginArray()
    for (index, s) in timeline.segments.enumerated() {
      let offset = sequence.startTime(of: sequence.segmentStarts[index])
      for event in s.events {
        w.beginObject()
        w.field("t", offset + event.time)
        w.field("direction", s.direction.rawValue)
        w.field("time", event.time)
        let detail = event.detail.isEmpty ? "" : " (\(event.detail))"
        w.field("text", event.name + " " + event.subject + detail)
        w.endObject()
      }
    }
    w.endArray()
    w.key("diagnostics")
    w.beginArray()
    for s in timeline.segments {
      for d in s.diagnostics {
        w.beginObject()
        w.field("direction", s.direction.rawValue)
        w.field("time", d.time)
        w.field("level", d.level.rawValue)
        w.field("code", d.code)
        w.field("message", d.message)
        w.endObject()
      }
    }
    w.endArray()
    w.endObject()
    return w.text
  }

  private static func cssNumber(_ value: Double) -> String { JSONWriter.format(value) }
}
