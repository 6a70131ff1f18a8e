import AnimHostCLI
import Foundation
import HostSystem
import PluginBridge
import PluginHost
import Rendering
import TransitionEngine

/// The GIF rows of the peer comparison: ours, ffmpeg's two-pass GIF and Pillow's on the same
/// frames, each with its size, time and quality against the fed frames (`GIFQuality`).
///
/// `animhost-bench gif [ID…]` prints only these rows.
enum GIFBench {
  /// The frames of one animator's run, rendered once, and the raw file the peers read.
  struct Frames {
    var id: String
    var images: [RGBAImage]
    var width: Int
    var height: Int
    var frameDuration: Double
    var fps: Int
    /// The frames as straight RGBA, back to back.
    var raw: String
  }

  /// Prints the GIF rows for each animator.
  static func run(registry: PluginRegistry, ids: [String], work: String, peers: Bool = true) {
    for id in ids {
      let frames = render(id, registry: registry, work: work)
      var table = BenchTable()
      table.add(
        "\(id): \(frames.images.count) frames, \(frames.width)x\(frames.height), 60 fps", "time",
        "size / quality")
      add(&table, frames, work: work, peers: peers)
      print(table.render())
    }
  }

  /// Runs an animator and renders its frames at scale 2, writing the raw file.
  static func render(_ id: String, registry: PluginRegistry, work: String) -> Frames {
    render(id, PeerBench.timeline(id, registry: registry), work: work).frames
  }

  /// Renders a timeline's frames at scale 2 and writes the raw file.
  static func render(_ id: String, _ timeline: Timeline, work: String) -> (
    frames: Frames, sequence: FrameSequence, canvas: RasterCanvas
  ) {
    let sequence = FrameSequence(timeline)
    let rasterizer = FrameRasterizer(pointSize: .phone, scale: 2)
    let (width, height) = (rasterizer.pixelWidth, rasterizer.pixelHeight)
    let canvas = RasterCanvas(rasterizer)
    let images = (0..<sequence.count).map { canvas.render(sequence[$0].root) }
    let raw = "\(work)/\(id).rgba"
    guard writeRaw(images, to: raw) else { fail("cannot write \(raw)") }
    let frames = Frames(
      id: id, images: images, width: width, height: height,
      frameDuration: sequence.frameDuration, fps: timeline.fps, raw: raw)
    return (frames, sequence, canvas)
  }

  /// Adds the three GIF rows (only ours without `peers`) and their quality rows.
  static func add(_ table: inout BenchTable, _ frames: Frames, work: String, peers: Bool = true) {
    let (width, height) = (frames.width, frames.height)
    let oursPath = "\(work)/\(frames.id)-ours.gif"
    let gif = PeerBench.encode(frames.images, duration: frames.frameDuration, writingTo: oursPath) {
      try GIFEncoder(width: width, height: height, sink: $0)
    }
    table.add("GIF, ours (encode only)", PeerBench.seconds(gif.seconds), Figure.bytes(gif.bytes))
    addQuality(&table, oursPath, frames)
    guard peers else { return }
    let ffPath = "\(work)/\(frames.id)-ffmpeg.gif"
    let ffmpeg = FFmpegPeer.gif(raw: frames.raw, width: width, height: height, output: ffPath)
    PeerBench.add(&table, "GIF, ffmpeg palettegen+paletteuse", ffmpeg, ours: gif)
    if case .success = ffmpeg { addQuality(&table, ffPath, frames) }
    if let shown = shownOnly(frames, work: work), shown.images.count < frames.images.count {
      // Like for like: at 60 fps ffmpeg writes delays of 1 cs, which browsers hold for 10 cs.
      let path = "\(work)/\(frames.id)-ffmpeg-shown.gif"
      let result = FFmpegPeer.gif(
        raw: shown.raw, width: width, height: height, fps: 50, output: path)
      PeerBench.add(
        &table, "GIF, ffmpeg, the \(shown.images.count) frames ours shows", result, ours: gif)
      if case .success = result { addQuality(&table, path, shown) }
    }
    let pillowPath = "\(work)/\(frames.id)-pillow.gif"
    let pillow = PillowPeer.encodeGIF(
      rawFile: frames.raw, frames: frames.images.count, width: width, height: height,
      fps: frames.fps, output: pillowPath)
    PeerBench.add(
      &table, "GIF, Pillow", pillow.mapError { FFmpegPeer.Failure($0.reason) }, ours: gif)
    if case .success = pillow { addQuality(&table, pillowPath, frames) }
  }

  /// The frames our GIF shows (`GIFEncoder.shownFrames`: none under 2 cs), in a raw file of
  /// their own; nil when it cannot be written.
  static func shownOnly(_ frames: Frames, work: String) -> Frames? {
    guard
      let encoder = try? GIFEncoder(width: frames.width, height: frames.height, sink: MemorySink())
    else { return nil }
    let shown = encoder.shownFrames(count: frames.images.count, duration: frames.frameDuration)
    let images = zip(frames.images, shown).filter(\.1).map(\.0)
    let raw = "\(work)/\(frames.id)-shown.rgba"
    guard writeRaw(images, to: raw) else { return nil }
    var result = frames
    result.images = images
    result.raw = raw
    return result
  }

  /// Writes images as straight RGBA, back to back, as the peers read them; false on failure.
  private static func writeRaw(_ images: [RGBAImage], to path: String) -> Bool {
    var data = Data(capacity: images.reduce(0) { $0 + $1.pixels.count })
    for image in images { data.append(contentsOf: image.straightAlphaPixels()) }
    return FileManager.default.createFile(atPath: path, contents: data)
  }

  /// The quality row under a GIF's row.
  private static func addQuality(_ table: inout BenchTable, _ gif: String, _ frames: Frames) {
    switch GIFQuality.measure(
      gif: gif, raw: frames.raw, count: frames.images.count, width: frames.width,
      height: frames.height)
    {
    case let .success(figures): table.add("  quality", "", figures.summary)
    case let .failure(failure): table.add("  quality", "skipped", failure.reason)
    }
  }
}
