import AnimHostCLI
import Foundation
import HostSystem
import PluginBridge
import PluginHost
import Rendering
import TransitionEngine

/// The peers on the same frames, each skipped with a message when it is not installed.
///
/// ffmpeg's two-pass GIF and its APNG and Pillow's GIF are fed every frame as raw RGBA, beside
/// our encoders fed the same frames from memory; cairo draws frames of the JSON timeline beside
/// our rasterizer.
enum PeerBench {
  /// The animators measured against the peers unless others are named.
  static let representative = ["grow", "card", "snow"]

  /// Measures each animator against the peers and prints one table per animator.
  static func run(registry: PluginRegistry, ids: [String], work: String) {
    for id in ids {
      print(compare(id, timeline(id, registry: registry), work: work))
    }
  }

  /// An animator's timeline at the benchmark's settings and its default parameters.
  static func timeline(_ id: String, registry: PluginRegistry) -> Timeline {
    guard let animator = try? registry.load(named: id),
      let request = RenderBench.request(for: animator)
    else { fail("no animator '\(id)' to compare with the peers") }
    let parameters = (try? ParameterResolver.resolve([], for: animator)) ?? []
    guard
      let timeline = try? PluginTransition.run(animator, parameters: parameters, request: request)
    else { fail("animator '\(id)' failed to run") }
    return timeline
  }

  /// The table for one animator.
  static func compare(_ id: String, _ timeline: Timeline, work: String) -> String {
    let (frames, sequence, canvas) = GIFBench.render(id, timeline, work: work)
    let (images, width, height, duration) = (
      frames.images, frames.width, frames.height, frames.frameDuration
    )
    var table = BenchTable()
    table.add(
      "\(id): \(images.count) frames, \(width)x\(height), 60 fps", "time", "size / note")
    GIFBench.add(&table, frames, work: work)
    let workers = FrameSequence.defaultWorkers
    let apng = encode(images, duration: duration) {
      try APNGEncoder(
        width: width, height: height, frameCount: images.count, sink: $0, workers: workers)
    }
    table.add(
      "APNG, ours (encode only, \(workers) threads)", seconds(apng.seconds),
      Figure.bytes(apng.bytes))
    let ffmpegAPNG = FFmpegPeer.apng(
      raw: frames.raw, width: width, height: height, output: "\(work)/ff.apng")
    add(&table, "APNG, ffmpeg", ffmpegAPNG, ours: apng)
    addCairo(&table, sequence, canvas: canvas, timeline: timeline, work: work)
    return table.render()
  }

  /// Our encoder fed the images from memory, as `render` feeds it (frames it drops are passed).
  static func encode(
    _ images: [RGBAImage], duration: Double, writingTo path: String? = nil,
    _ make: (MemorySink) throws -> any AnimationEncoder
  ) -> (seconds: Double, bytes: Int) {
    let sink = MemorySink()
    do {
      let seconds = try BenchClock.time {
        let encoder = try make(sink)
        let shown = encoder.shownFrames(count: images.count, duration: duration)
        for (index, image) in images.enumerated() {
          if shown[index] {
            try encoder.append(image, duration: duration)
          } else {
            try encoder.pass(duration: duration)
          }
        }
        try encoder.finish()
      }
      if let path, !FileManager.default.createFile(atPath: path, contents: Data(sink.bytes)) {
        fail("cannot write \(path)")
      }
      return (seconds, sink.bytes.count)
    } catch {
      fail("our encoder failed: \(error)")
    }
  }

  /// A peer's row and, when it ran, ours against it.
  static func add(
    _ table: inout BenchTable, _ name: String,
    _ result: Result<(seconds: Double, bytes: Int), FFmpegPeer.Failure>,
    ours: (seconds: Double, bytes: Int)
  ) {
    switch result {
    case let .success(peer):
      table.add(
        name, seconds(peer.seconds),
        Figure.bytes(peer.bytes) + "  (ours: \(Figure.fixed(ours.seconds / peer.seconds, 2))x "
          + "the time, \(Figure.fixed(Double(ours.bytes) / Double(max(peer.bytes, 1)), 2))x "
          + "the size)")
    case let .failure(failure):
      table.add(name, "skipped", failure.reason)
    }
  }

  /// Cairo against our rasterizer on five frames spread over the run.
  static func addCairo(
    _ table: inout BenchTable, _ sequence: FrameSequence, canvas: RasterCanvas,
    timeline: Timeline, work: String
  ) {
    let picks = [0, 1, 2, 3, 4].map { min(sequence.count - 1, $0 * sequence.count / 5 + 2) }
    var ours: [Double] = []
    for index in picks {
      ours.append(
        BenchClock.best(of: 3) { _ = canvas.render(sequence[index].root) })
    }
    let mean = ours.reduce(0, +) / Double(ours.count)
    table.add(
      "raster, ours (\(picks.count) frames, 1 thread)", seconds(mean) + "/frame",
      "worst \(seconds(ours.max() ?? 0))")
    switch CairoPeer.rasterTime(
      of: timeline, writtenTo: "\(work)/timeline.json", frames: picks, scale: 2)
    {
    case let .success(cairo):
      table.add(
        "raster, cairo (pycairo, same frames)", seconds(cairo.mean) + "/frame",
        "worst \(seconds(cairo.worst)); ours \(Figure.fixed(mean / cairo.mean, 2))x the time")
    case let .failure(failure):
      table.add("raster, cairo", "skipped", failure.reason)
    }
  }

  /// Seconds as milliseconds below 10 s.
  static func seconds(_ value: Double) -> String {
    value < 10 ? Figure.fixed(value * 1000, 1) + " ms" : Figure.fixed(value, 2) + " s"
  }
}

/// ffmpeg as a peer, fed raw RGBA frames (at 60 fps unless told); wall time of the whole command.
enum FFmpegPeer {
  /// Why the peer could not run.
  struct Failure: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
  }

  /// The two-pass GIF (palettegen + paletteuse), looping forever, of frames read at `fps`.
  static func gif(raw: String, width: Int, height: Int, fps: Int = 60, output: String) -> Result<
    (seconds: Double, bytes: Int), Failure
  > {
    run(
      input(raw, width, height, fps: fps)
        + [
          "-filter_complex", "[0:v]split[a][b];[a]palettegen[p];[b][p]paletteuse", "-loop", "0",
          output,
        ], output: output)
  }

  /// The APNG encoder, looping forever.
  static func apng(raw: String, width: Int, height: Int, output: String) -> Result<
    (seconds: Double, bytes: Int), Failure
  > {
    run(input(raw, width, height) + ["-plays", "0", "-f", "apng", output], output: output)
  }

  /// The arguments reading the raw frames.
  private static func input(_ raw: String, _ width: Int, _ height: Int, fps: Int = 60) -> [String] {
    [
      "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)",
      "-r", "\(fps)", "-i", raw,
    ]
  }

  /// Runs ffmpeg and times it.
  private static func run(_ arguments: [String], output: String) -> Result<
    (seconds: Double, bytes: Int), Failure
  > {
    var result: ChildProcess.BenchRun?
    let seconds = BenchClock.time { result = ChildProcess.runToEnd("ffmpeg", arguments) }
    guard let result else {
      return .failure(Failure("ffmpeg is not installed (apt-get install ffmpeg)"))
    }
    guard result.status == 0 else {
      return .failure(Failure("ffmpeg failed (exit \(result.status))"))
    }
    return .success((seconds, fileSize(output)))
  }
}
