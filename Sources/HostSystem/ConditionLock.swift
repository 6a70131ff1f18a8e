#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// A lock with a condition to wait on, for threads that hand work to each other (the frame
/// pipeline): wait inside `withLock` until the state changes, `broadcast` after changing it.
package final class ConditionLock: @unchecked Sendable {
  /// The pthread mutex, at a fixed address as pthreads require.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  /// The pthread condition, at a fixed address.
  private let condition: UnsafeMutablePointer<pthread_cond_t>

  /// An unlocked lock.
  package init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    condition = .allocate(capacity: 1)
    condition.initialize(to: pthread_cond_t())
    let status = system_pthread_mutex_init(mutex)
    let conditionStatus = system_pthread_cond_init(condition)
    precondition(status == 0 && conditionStatus == 0, "pthread init failed")
  }

  deinit {
    _ = system_pthread_cond_destroy(condition)
    _ = system_pthread_mutex_destroy(mutex)
    condition.deallocate()
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

  /// Waits, with the lock held, until `ready` is true; the lock is released while waiting.
  ///
  /// Call only inside `withLock`. The corresponding C function is `pthread_cond_wait(3)`.
  package func wait(until ready: () -> Bool) {
    while !ready() { _ = system_pthread_cond_wait(condition, mutex) }
  }

  /// Wakes every waiter to look at the state again.
  ///
  /// The corresponding C function is `pthread_cond_broadcast(3)`.
  package func broadcast() { _ = system_pthread_cond_broadcast(condition) }
}
