import HostSystem
import Testing

@Suite struct PollTests {
  /// A deadline in the past returns at once with nothing ready.
  @Test func passedDeadlineReturnsNothingReady() throws {
    let pipe = try FileDescriptor.pipe()
    defer {
      try? pipe.readEnd.close()
      try? pipe.writeEnd.close()
    }
    let ready = try Poll.wait(for: [(pipe.readEnd, .input)], until: MonotonicClock.now() - 1)
    #expect(ready == [[]])
  }

  /// Of two pipes, the one with data is ready for input.
  @Test func reportsTheReadyDescriptor() throws {
    let first = try FileDescriptor.pipe()
    let second = try FileDescriptor.pipe()
    defer {
      for end in [first.readEnd, first.writeEnd, second.readEnd, second.writeEnd] {
        try? end.close()
      }
    }
    try second.writeEnd.writeAll([1])
    let ready = try Poll.wait(for: [(first.readEnd, .input), (second.readEnd, .input)], until: nil)
    #expect(ready == [[], .input])
  }

  /// A closed write end shows as a hang-up on the read end.
  @Test func closedWriterIsAHangUp() throws {
    let pipe = try FileDescriptor.pipe()
    defer { try? pipe.readEnd.close() }
    try pipe.writeEnd.close()
    let ready = try Poll.wait(for: [(pipe.readEnd, .input)], until: nil)
    #expect(ready.first?.contains(.hangUp) == true)
  }
}
