import HostSystem

/// Runs jobs on worker threads and hands their results back in the order they were submitted,
/// with at most `limit` (one more than the workers) unfinished, so an encoder can compress the next frames while it writes
/// the earlier ones and memory stays flat.
///
/// With no worker threads (one worker asked for, or none could start) each job runs when it
/// is submitted; the results, and their order, are the same either way.
final class OrderedJobs<Output>: @unchecked Sendable {
  /// A job's result: what it made or what it threw.
  private typealias Outcome = Result<Output, any Error>

  /// Guards everything below.
  private let state = ConditionLock()
  /// Jobs not yet taken by a worker, with their submission numbers.
  private var queue: [(Int, () throws -> Output)] = []
  /// Finished jobs waiting to be collected, by submission number.
  private var done: [Int: Outcome] = [:]
  /// The next submission number.
  private var submitted = 0
  /// The next submission number to collect.
  private var collected = 0
  /// Worker threads running.
  private var running = 0
  /// Set by `stop`: workers leave once the queue is empty.
  private var stopping = false
  /// How many jobs may be submitted and not yet collected.
  let limit: Int

  /// Jobs run on up to `workers` threads (none for one worker).
  init(workers: Int) {
    limit = max(workers, 1) + 1
    guard workers > 1 else { return }
    for _ in 0..<workers {
      state.withLock { running += 1 }
      if !DetachedThread.start({ [self] in work() }) { state.withLock { running -= 1 } }
    }
  }

  /// Whether `submit` would have to wait for the oldest job before taking another.
  var isFull: Bool { state.withLock { submitted - collected >= limit } }

  /// Whether a result is waiting to be collected (at once, for jobs run inline).
  var hasFinished: Bool { state.withLock { done[collected] != nil } }

  /// Whether every submitted job has been collected.
  var isEmpty: Bool { state.withLock { submitted == collected } }

  /// Adds a job; it runs at once when there are no workers.
  func submit(_ job: @escaping () throws -> Output) {
    let inline = state.withLock {
      precondition(submitted - collected < limit, "OrderedJobs: collect before submitting more")
      submitted += 1
      return running == 0
    }
    let number = submitted - 1
    if inline {
      let outcome = Outcome { try job() }
      state.withLock { done[number] = outcome }
      return
    }
    state.withLock {
      queue.append((number, job))
      state.broadcast()
    }
  }

  /// The oldest job's result, waiting for it to finish; rethrows what it threw.
  func collect() throws -> Output {
    let outcome = state.withLock {
      precondition(collected < submitted, "OrderedJobs: nothing submitted to collect")
      let number = collected
      state.wait { done[number] != nil }
      collected += 1
      return done.removeValue(forKey: number)
    }
    guard let outcome else { preconditionFailure("OrderedJobs: a result vanished") }
    return try outcome.get()
  }

  /// Lets the workers finish what is queued and leave; waits for them.
  ///
  /// The owner must call it: the workers keep the jobs alive until then.
  func stop() {
    state.withLock {
      stopping = true
      state.broadcast()
      state.wait { running == 0 }
    }
  }

  /// One worker: take the oldest queued job, run it, file its result.
  private func work() {
    while let (number, job) = take() {
      let outcome = Outcome { try job() }
      state.withLock {
        done[number] = outcome
        state.broadcast()
      }
    }
    state.withLock {
      running -= 1
      state.broadcast()
    }
  }

  /// The next queued job, or nil once stopping with nothing queued.
  private func take() -> (Int, () throws -> Output)? {
    state.withLock {
      state.wait { !queue.isEmpty || stopping }
      return queue.isEmpty ? nil : queue.removeFirst()
    }
  }
}
