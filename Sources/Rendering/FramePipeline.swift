import HostSystem
import TransitionEngine

/// Rasterizes a run of frames on several threads and hands the images back in order, with at
/// most `window` of them rendered ahead of the one being encoded, so memory stays flat.
///
/// Every frame of a computed timeline is independent and `FrameRasterizer` is a pure function
/// of its frame, so the images, and the encoded file, are the same whatever the worker count.
final class FramePipeline: @unchecked Sendable {
  /// The frames' roots, in run order.
  private let roots: [FrameNode]
  /// The rasterizer every worker shares.
  private let rasterizer: FrameRasterizer
  /// How many images may be rendered ahead of the consumer.
  private let window: Int
  /// Guards everything below.
  private let state = ConditionLock()
  /// The next frame a worker takes.
  private var nextToRender = 0
  /// The next frame the consumer takes.
  private var nextToConsume = 0
  /// Rendered images waiting for the consumer, by run index.
  private var ready: [Int: RGBAImage] = [:]
  /// Workers still running.
  private var running = 0
  /// Set when the consumer stops early (an encoder error): workers stop taking frames.
  private var stopped = false

  /// A pipeline over the frames; nothing runs until `start`.
  init(roots: [FrameNode], rasterizer: FrameRasterizer, workers: Int) {
    self.roots = roots
    self.rasterizer = rasterizer
    window = max(workers, 1) + 1
  }

  /// Starts up to `workers` threads; returns how many started (0 means: render serially).
  func start(workers: Int) -> Int {
    var started = 0
    for _ in 0..<workers {
      state.withLock { running += 1 }
      if DetachedThread.start({ [self] in work() }) {
        started += 1
      } else {
        state.withLock { running -= 1 }
      }
    }
    return started
  }

  /// The image of the next frame in run order, waiting for a worker to finish it.
  func next() -> RGBAImage {
    state.withLock {
      let index = nextToConsume
      state.wait { ready[index] != nil }
      nextToConsume += 1
      state.broadcast()
      guard let image = ready.removeValue(forKey: index) else {
        preconditionFailure("FramePipeline: frame \(index) vanished")
      }
      return image
    }
  }

  /// Stops the workers after the frames they are drawing, and waits for them.
  func stop() {
    state.withLock {
      stopped = true
      state.broadcast()
      state.wait { running == 0 }
    }
  }

  /// One worker: take the next frame within the window, draw it, hand it over.
  private func work() {
    // One canvas per worker keeps its offscreen layers and scratch from frame to frame.
    let canvas = RasterCanvas(rasterizer)
    while let index = claim() {
      let image = canvas.render(roots[index])
      state.withLock {
        ready[index] = image
        state.broadcast()
      }
    }
    state.withLock {
      running -= 1
      state.broadcast()
    }
  }

  /// The next frame to draw, or nil when there is none or the pipeline stopped.
  private func claim() -> Int? {
    state.withLock {
      state.wait { stopped || nextToRender >= roots.count || nextToRender < nextToConsume + window }
      guard !stopped, nextToRender < roots.count else { return nil }
      nextToRender += 1
      return nextToRender - 1
    }
  }
}
