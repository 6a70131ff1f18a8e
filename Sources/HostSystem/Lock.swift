#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// A plain mutual-exclusion lock, for state whose values are not `Sendable` (a FreeType face)
/// and so cannot live in Synchronization's `Mutex`.
package final class Lock: @unchecked Sendable {
  /// The pthread mutex, at a fixed address as pthreads require.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// An unlocked lock.
  package init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = system_pthread_mutex_init(mutex)
    precondition(status == 0, "pthread_mutex_init failed: \(status)")
  }

  deinit {
    _ = system_pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` while holding the lock.
  ///
  /// The corresponding C functions are `pthread_mutex_lock(3)` and `pthread_mutex_unlock(3)`.
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    _ = system_pthread_mutex_lock(mutex)
    defer { _ = system_pthread_mutex_unlock(mutex) }
    return try body()
  }
}
