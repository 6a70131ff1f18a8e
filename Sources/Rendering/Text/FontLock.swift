#if canImport(Glibc)
  import Glibc
#endif

/// A plain mutual-exclusion lock for state whose values are not `Sendable` (a FreeType face):
/// Synchronization's `Mutex` would have to send them out of its closure.
final class FontLock {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// An unlocked lock.
  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "pthread_mutex_init failed: \(status)")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` while holding the lock.
  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}
