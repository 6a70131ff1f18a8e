import Messages
import PluginHost
import Rendering
import TransitionEngine

/// Writes a timeline to a file in one of the output formats, atomically: frames are rasterized
/// and streamed to the encoder one at a time into a temporary file renamed into place at the end.
package enum RenderOutput {
  /// How to render the pixels of image formats.
  package struct Options: Sendable {
    /// Pixels per point.
    package var scale: Double
    /// The still frame for `.png`.
    package var at: FrameChoice
    /// Whether to draw a progress bar on stderr (when it is a terminal).
    package var showsProgress: Bool
    /// How many threads rasterize frames (`ANIMHOST_RENDER_THREADS`, default one per processor).
    package var workers = FrameSequence.defaultWorkers

    package init(scale: Double, at: FrameChoice = .percent(50), showsProgress: Bool = false) {
      self.scale = scale
      self.at = at
      self.showsProgress = showsProgress
    }
  }

  /// The largest output side in pixels.
  static let maxPixels = 16384

  /// The rasterizer for a timeline at a scale; throws when the picture would be empty or huge.
  package static func rasterizer(for timeline: Timeline, scale: Double) throws(CLIError)
    -> FrameRasterizer
  {
    let rasterizer = FrameRasterizer(pointSize: timeline.size, scale: scale)
    let w = rasterizer.pixelWidth, h = rasterizer.pixelHeight
    guard (1...maxPixels).contains(w), (1...maxPixels).contains(h) else {
      throw .usage(
        "the output would be \(w)x\(h) pixels; "
          + "use a --size and --scale that give 1 to \(maxPixels) pixels a side",
        subject: "\(w)x\(h)")
    }
    return rasterizer
  }

  /// Writes the timeline to `path` in `format`.
  package static func write(
    _ timeline: Timeline, format: OutputFormat, to path: String, options: Options,
    source: TimelineJSON.Source
  ) throws(CLIError) {
    let sequence = FrameSequence(timeline)
    let rasterizer = try format.isImage ? rasterizer(for: timeline, scale: options.scale) : nil
    let stillIndex =
      try format == .png ? options.at.index(count: max(sequence.count, 1), fps: timeline.fps) : 0
    if format.isImage, sequence.count == 0 {
      throw CLIError(
        .software, subject: path,
        "cannot write '\(escapedForTerminal(path))': the run recorded no frames")
    }
    var sink: AtomicFileSink?
    var progress: ProgressBar?
    defer { progress?.clear() }
    do {
      let file = try AtomicFileSink(path: path)
      sink = file
      if options.showsProgress, format.isImage, format != .png {
        progress = ProgressBar.standardError(
          label: "rendering \(escapedForTerminal(path))", total: sequence.count)
      }
      let step: (Int) -> Void = { [progress] done in progress?.update(done) }
      switch (format, rasterizer) {
      case (.json, _):
        try TimelineJSON.write(timeline, source: source, to: file)
      case let (.png, rasterizer?):
        try file.write(PNGEncoder.encode(rasterizer.render(sequence[stillIndex].root)))
      case let (.gif, rasterizer?):
        let workers = FrameSequence.workers(options.workers, for: rasterizer)
        let encoder = try GIFEncoder(
          width: rasterizer.pixelWidth, height: rasterizer.pixelHeight, sink: file,
          workers: workers)
        try sequence.encode(
          with: rasterizer, into: encoder, workers: workers, progress: step)
      case let (.apng, rasterizer?):
        let workers = FrameSequence.workers(options.workers, for: rasterizer)
        let encoder = try APNGEncoder(
          width: rasterizer.pixelWidth, height: rasterizer.pixelHeight, frameCount: sequence.count,
          sink: file, workers: workers)
        try sequence.encode(
          with: rasterizer, into: encoder, workers: workers, progress: step)
      case let (.html, rasterizer?):
        let workers = FrameSequence.workers(options.workers, for: rasterizer)
        let encoder = try HTMLPlayerEncoder(
          timeline: timeline, width: rasterizer.pixelWidth, height: rasterizer.pixelHeight,
          sink: file, workers: workers)
        try sequence.encode(
          with: rasterizer, into: encoder, workers: workers, progress: step)
      default:
        preconditionFailure("RenderOutput: image format without a rasterizer")
      }
      try file.commit()
    } catch let error as AtomicFileSink.WriteError {
      sink?.discard()
      throw CLIError(.cannotCreate, subject: path, error.message)
    } catch {
      sink?.discard()
      throw CLIError(
        .software, subject: path, "cannot encode '\(escapedForTerminal(path))': \(error)")
    }
  }
}
