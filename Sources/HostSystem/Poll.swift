#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// Waits for descriptors to become ready.
package enum Poll {
  /// What a descriptor is ready for.
  package struct Events: OptionSet, Sendable {
    /// The C bits.
    package let rawValue: Int16

    /// Events from C bits.
    package init(rawValue: Int16) { self.rawValue = rawValue }

    /// There is data to read (`POLLIN`).
    package static let input = Events(rawValue: Int16(POLLIN))
    /// A write would not block (`POLLOUT`).
    package static let output = Events(rawValue: Int16(POLLOUT))
    /// The other end hung up (`POLLHUP`); reported without being asked for.
    package static let hangUp = Events(rawValue: Int16(POLLHUP))
    /// An error condition (`POLLERR`); reported without being asked for.
    package static let error = Events(rawValue: Int16(POLLERR))
  }

  /// Waits until a descriptor is ready or the monotonic deadline (`MonotonicClock.now()` seconds)
  /// passes.
  ///
  /// Nil waits without a deadline. Interrupted waits go on with the time left. The corresponding C
  /// function is `poll(2)`.
  ///
  /// - Returns: each descriptor's ready events, in order; all empty when the deadline passed.
  package static func wait(
    for requests: [(FileDescriptor, Events)], until deadline: Double?
  ) throws(SystemError) -> [Events] {
    var fds = requests.map { pollfd(fd: $0.0.rawValue, events: $0.1.rawValue, revents: 0) }
    while true {
      var timeout: Int32 = -1
      if let deadline {
        let remaining = max(0, deadline - MonotonicClock.now())
        timeout = Int32(min((remaining * 1000).rounded(.up), Double(Int32.max)))
      }
      let ready = valueOrErrno(retryOnInterrupt: false) { system_poll(&fds, fds.count, timeout) }
      switch ready {
      case .success(0):
        if timeout == 0 || deadline.map({ MonotonicClock.now() >= $0 }) ?? false {
          return requests.map { _ in [] }
        }
      case .success:
        return fds.map { Events(rawValue: $0.revents) }
      case .failure(.interrupted):
        continue
      case .failure(let code):
        throw SystemError(code, operation: "poll", subject: "\(requests.map(\.0))")
      }
    }
  }
}
