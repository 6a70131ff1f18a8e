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

  /// Rasterizes each frame in turn and feeds it to the encoder, then finishes it.
  ///
  /// Only one frame's pixels exist at a time. `progress` gets the number of frames done after each.
  package func encode(
    with rasterizer: FrameRasterizer, into encoder: any AnimationEncoder,
    progress: (Int) -> Void = { _ in }
  ) throws {
    var done = 0
    for segment in timeline.segments {
      for frame in segment.frames {
        try encoder.append(rasterizer.render(frame.root), duration: frameDuration)
        done += 1
        progress(done)
      }
    }
    try encoder.finish()
  }
}
