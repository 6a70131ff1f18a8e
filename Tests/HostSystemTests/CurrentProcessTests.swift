import HostSystem
import Testing

@Suite struct CurrentProcessTests {
  @Test func executableAndDirectories() throws {
    let executable = try #require(CurrentProcess.executablePath)
    #expect(executable.hasPrefix("/"))
    #expect(FileSystem.isExecutable(executable))
    #expect(CurrentProcess.executableDirectory == FileSystem.directory(of: executable))
    let current = try #require(CurrentProcess.currentDirectory())
    #expect(try FileSystem.status(of: current).kind == .directory)
  }

  @Test func identifiers() throws {
    #expect(CurrentProcess.id > 0)
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    #expect(try FileSystem.status(of: dir.path).owner == CurrentProcess.userID)
  }

  /// The mask read from /proc is the one open(2) applies: a file created 0666 gets 0666 less it.
  @Test func fileCreationMaskMatchesWhatOpenApplies() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let file = try FileDescriptor.open(
      dir.file("f"), .writeOnly, options: [.create, .exclusive], permissions: 0o666)
    try file.close()
    let expected = FilePermissions(rawValue: 0o666 & ~CurrentProcess.fileCreationMask.rawValue)
    #expect(try FileSystem.status(of: dir.file("f")).permissions == expected)
  }
}

@Suite struct ProcessEnvironmentTests {
  @Test func setReadAndRemove() {
    let name = "HOSTSYSTEM_TEST_\(CurrentProcess.id)"
    #expect(ProcessEnvironment.value(name) == nil)
    ProcessEnvironment.set(name, to: "a=b")
    #expect(ProcessEnvironment.value(name) == "a=b")
    #expect(ProcessEnvironment.variables[name] == "a=b")
    #expect(ProcessEnvironment.entries.contains("\(name)=a=b"))
    ProcessEnvironment.remove(name)
    #expect(ProcessEnvironment.value(name) == nil)
  }
}

@Suite struct LocalDateTests {
  @Test func todayIsAValidDate() {
    let today = LocalDate.today()
    #expect(today.year >= 2024)
    #expect((1...12).contains(today.month))
    #expect((1...31).contains(today.day))
  }
}

@Suite struct DetachedThreadTests {
  /// The thread runs: it writes to a pipe this thread reads.
  @Test func runsTheBody() throws {
    let pipe = try FileDescriptor.pipe()
    defer { try? pipe.readEnd.close() }
    let writer = pipe.writeEnd
    #expect(
      DetachedThread.start {
        try? writer.writeAll([7])
        try? writer.close()
      })
    #expect(try pipe.readEnd.readToEnd() == [7])
  }
}

@Suite struct LockTests {
  @Test func returnsTheBodysValueAndRethrows() {
    let lock = Lock()
    #expect(lock.withLock { 42 } == 42)
    #expect(throws: SystemError.self) {
      try lock.withLock { throw SystemError(.ioError, subject: "x", message: "x") }
    }
    #expect(lock.withLock { "again" } == "again")
  }
}
