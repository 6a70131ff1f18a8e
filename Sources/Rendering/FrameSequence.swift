import HostSystem
import TransitionEngine

/// A timeline's frames as one run: every segment's frames back to back, each shown for 1/fps.
package struct FrameSequence {
  /// The timeline the frames come from.
  package let timeline: Timeline
  /// The index of each segment's first frame in the run.
  package let segmentStarts: [Int]
  /// The number of frames in the run.
  package let count: Int

  /// The frames of a timeline.
  package init(_ timeline: Timeline) {
    self.timeline = timeline
    var starts: [Int] = []
    var total = 0
    for segment in timeline.segments {
      starts.append(total)
      total += segment.frames.count
    }
    segmentStarts = starts
    count = total
  }

  /// How long each frame stays on screen, in seconds.
  package var frameDuration: Double { 1 / Double(max(timeline.fps, 1)) }

  /// The length of the run in seconds: every frame's duration.
  package var duration: Double { Double(count) * frameDuration }

  /// The segment and frame at a run index.
  package func location(of index: Int) -> (segment: Int, frame: Int) {
    precondition(index >= 0 && index < count, "FrameSequence: index out of range")
    let segment = (segmentStarts.lastIndex { $0 <= index }) ?? 0
    return (segment, index - segmentStarts[segment])
  }

  /// The frame at a run index.
  package subscript(index: Int) -> Frame {
    let (segment, frame) = location(of: index)
    return timeline.segments[segment].frames[frame]
  }

  /// The seconds since the run began at which a frame shows.
  package func startTime(of index: Int) -> Double { Double(index) * frameDuration }

  /// How many threads rasterize frames by default: one per online processor, at most 16.
  package static var defaultWorkers: Int { min(CurrentProcess.processorCount, 16) }

  /// The memory threads may take for frames in flight: 64 MiB.
  package static let memoryBudget = 64 << 20

  /// How many of the `requested` threads work on frames of the rasterizer's size.
  ///
  /// Each holds about three frames at once (the image it draws, its offscreen layers, the
  /// image waiting to be encoded), and together they stay within `memoryBudget`; at least one.
  /// At 780×1688 that is 4 (so every core of a small machine); at `--scale 4`, one.
  package static func workers(_ requested: Int, for rasterizer: FrameRasterizer) -> Int {
    let frameBytes = rasterizer.pixelWidth * rasterizer.pixelHeight * 4
    return min(max(requested, 1), max(1, memoryBudget / max(3 * frameBytes, 1)))
  }

  /// Rasterizes the frames and feeds them to the encoder in order, then finishes it.
  ///
  /// Frames the encoder will not show (`AnimationEncoder.shownFrames`) are not drawn. With
  /// more than one worker, frames are drawn on that many threads (`FramePipeline`), at most one
  /// more than the workers ahead of the encoder; the output is the same for every worker count.
  /// `progress` gets the number of frames done after each.
  package func encode(
    with rasterizer: FrameRasterizer, into encoder: any AnimationEncoder,
    workers: Int = FrameSequence.defaultWorkers, progress: (Int) -> Void = { _ in }
  ) throws {
    let roots = timeline.segments.flatMap { $0.frames.map(\.root) }
    let shown = encoder.shownFrames(count: roots.count, duration: frameDuration)
    let drawn = roots.indices.filter { shown[$0] }.map { roots[$0] }
    let pipeline = FramePipeline(roots: drawn, rasterizer: rasterizer, workers: workers)
    let started = workers > 1 && drawn.count > 1 ? pipeline.start(workers: workers) : 0
    defer { if started > 0 { pipeline.stop() } }
    let canvas = started > 0 ? nil : RasterCanvas(rasterizer)
    for (done, root) in roots.enumerated() {
      if shown[done] {
        try encoder.append(canvas?.render(root) ?? pipeline.next(), duration: frameDuration)
      } else {
        try encoder.pass(duration: frameDuration)
      }
      progress(done + 1)
    }
    try encoder.finish()
  }
}
