/// The frames of one transition as the clock steps: the next frame's index and time, the
/// deadline, and what was recorded.
struct FrameLoop {
  /// The world.
  let engine: Engine
  /// The clock time the transition's segment began.
  let start: Double
  /// Seconds between frames.
  let step: Double
  /// The clock time by which the transition must have completed.
  var deadline: Double
  /// The index of the next frame.
  var index = 0
  /// The frames so far.
  var frames: [Frame] = []

  init(engine: Engine, start: Double, fps: Int, deadline: Double) {
    self.engine = engine
    self.start = start
    step = 1 / Double(fps)
    self.deadline = deadline
  }

  /// The clock time of the next frame.
  var time: Double { start + Double(index) * step }

  /// Records the window as it is now as the next frame.
  mutating func snap() throws(EngineError) {
    frames.append(Frame(index: index, time: engine.now - start, root: try Self.tree(engine)))
    index += 1
  }

  /// The window's presentation tree now, counted against the limits on recorded layers and
  /// particles.
  static func tree(_ engine: Engine) throws(EngineError) -> FrameNode {
    var tally = FrameRecorder.Tally()
    let root = FrameRecorder.record(engine.window, time: engine.now, tally: &tally)
    engine.countRecorded(layers: tally.layers, particles: tally.particles)
    try engine.checkLimits()
    return root
  }
}
