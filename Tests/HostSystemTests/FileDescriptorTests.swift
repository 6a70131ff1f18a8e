import HostSystem
import Testing

@Suite struct FileDescriptorTests {
  /// Everything written to one end of a pipe is read from the other, in sizes above a pipe's
  /// 64 KiB buffer too.
  @Test(arguments: [0, 1, 5000, 200_000])
  func writeAllThenReadToEnd(count: Int) throws {
    let pipe = try FileDescriptor.pipe()
    let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    let writer = pipe.writeEnd
    DetachedThread.start {
      try? writer.writeAll(bytes)
      try? writer.close()
    }
    let read = try pipe.readEnd.closeAfter { () throws(SystemError) in
      try pipe.readEnd.readToEnd()
    }
    #expect(read == bytes)
  }

  /// A file read with a size hint gives its bytes whether the hint is right, short, long or
  /// absent, and never more than the limit.
  @Test(arguments: [
    (10_000, 10_000, Int.max, 10_000), (10_000, 100, Int.max, 10_000),
    (10_000, 90_000, Int.max, 10_000), (10_000, 0, Int.max, 10_000),
    (10_000, 10_000, 4000, 4000), (10_000, 3000, 4000, 4000), (0, 0, Int.max, 0),
  ])
  func readToEndWithASizeHint(size: Int, expectedSize: Int, limit: Int, got: Int) throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 13) }
    try AtomicFile.write(bytes, to: dir.file("f"))
    let reader = try FileDescriptor.open(dir.file("f"), .readOnly)
    defer { try? reader.close() }
    #expect(try reader.readToEnd(limit: limit, expectedSize: expectedSize) == Array(bytes[..<got]))
  }

  @Test func writeAllText() throws {
    let pipe = try FileDescriptor.pipe()
    try pipe.writeEnd.writeAll("héllo\n")
    try pipe.writeEnd.close()
    defer { try? pipe.readEnd.close() }
    #expect(try pipe.readEnd.readToEnd() == Array("héllo\n".utf8))
  }

  @Test(arguments: [(Int64(0), 4, "0123"), (6, 10, "6789"), (20, 4, "")])
  func readAtAnOffset(offset: Int64, count: Int, expected: String) throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let file = try FileDescriptor.open(try dir.write("0123456789", as: "f"), .readOnly)
    defer { try? file.close() }
    #expect(try file.read(fromAbsoluteOffset: offset, count: count) == Array(expected.utf8))
    // pread leaves the position alone.
    #expect(try file.read(upToCount: 2) == Array("01".utf8))
  }

  @Test func nonBlockingReadOfAnEmptyPipeSaysWouldBlock() throws {
    let pipe = try FileDescriptor.pipe(nonBlocking: true)
    defer {
      try? pipe.readEnd.close()
      try? pipe.writeEnd.close()
    }
    let error = #expect(throws: SystemError.self) { try pipe.readEnd.read(upToCount: 8) }
    #expect(error?.code == .wouldBlock)
  }

  @Test func createExclusiveRefusesAnExistingFile() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = try dir.write("x", as: "f")
    let error = #expect(throws: SystemError.self) {
      try FileDescriptor.open(path, .writeOnly, options: [.create, .exclusive], permissions: 0o600)
    }
    #expect(error?.code == .fileExists)
    #expect(error?.message == "cannot open '\(path)': File exists")
  }

  @Test func duplicateGetsANumberAtLeastTheMinimum() throws {
    let pipe = try FileDescriptor.pipe()
    defer {
      try? pipe.readEnd.close()
      try? pipe.writeEnd.close()
    }
    let copy = try pipe.writeEnd.duplicate(atLeast: 20)
    #expect(copy.rawValue >= 20)
    try copy.writeAll([42])
    try copy.close()
    #expect(try pipe.readEnd.read(upToCount: 1) == [42])
  }
}
