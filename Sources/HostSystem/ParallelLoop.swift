/// Runs a loop's iterations on several threads and waits for all of them: what the host uses
/// in place of Dispatch's `concurrentPerform`, which it does not link.
package enum ParallelLoop {
  /// Calls `body` with every index in `0..<count`, on up to `workers` threads (the caller's
  /// among them), and returns when every call has returned.
  ///
  /// Iterations are taken in order; with one worker, or when no thread can start, they run
  /// here one after another.
  package static func run(
    count: Int, workers: Int = CurrentProcess.processorCount,
    _ body: @escaping @Sendable (Int) -> Void
  ) {
    let state = LoopState(count: count)
    for _ in 0..<max(0, min(workers, count) - 1) {
      state.lock.withLock { state.running += 1 }
      if !DetachedThread.start({ state.work(body) }) {
        state.lock.withLock { state.running -= 1 }
      }
    }
    state.lock.withLock { state.running += 1 }
    state.work(body)
    state.lock.withLock { state.lock.wait { state.running == 0 } }
  }

  /// The loop's shared counter and the threads still in it.
  private final class LoopState: @unchecked Sendable {
    let lock = ConditionLock()
    let count: Int
    var next = 0
    var running = 0

    init(count: Int) { self.count = count }

    /// Takes indices until none are left, then leaves.
    func work(_ body: (Int) -> Void) {
      while let index = take() { body(index) }
      lock.withLock {
        running -= 1
        lock.broadcast()
      }
    }

    /// The next index, or nil when every one is taken.
    private func take() -> Int? {
      lock.withLock {
        guard next < count else { return nil }
        next += 1
        return next - 1
      }
    }
  }
}
