import Glibc
import HostSystem
import Testing

@Suite struct AtomicFileTests {
  @Test func writesTheWholeFileAndLeavesNoTemporary() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try AtomicFile.write(Array("hello".utf8), to: dir.file("out.json"))
    #expect(try FileSystem.readFile(at: dir.file("out.json")) == Array("hello".utf8))
    #expect(try dir.names() == ["out.json"])
  }

  @Test func failureNamesThePathAndLeavesNothing() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let target = dir.file("missing/out.json")
    let error = #expect(throws: SystemError.self) { try AtomicFile.write([1, 2], to: target) }
    #expect(error?.code == .noSuchFileOrDirectory)
    #expect(error?.subject == target)
    #expect(error?.message == "cannot write '\(target)': No such file or directory")
    #expect(try dir.names().isEmpty)
  }

  @Test func replacingKeepsTheOldFileUntilTheNewOneIsComplete() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try AtomicFile.write(Array("old".utf8), to: dir.file("x"))
    let file = try AtomicFile(path: dir.file("x"))
    try file.write(Array("new".utf8))
    #expect(try FileSystem.readFile(at: dir.file("x")) == Array("old".utf8))
    try file.commit()
    #expect(try FileSystem.readFile(at: dir.file("x")) == Array("new".utf8))
  }

  /// The file being written has no name at all (O_TMPFILE); its temporary name, used only
  /// for the commit's link-and-rename, sits beside the destination with the prefix.
  @Test func noNameExistsUntilTheCommit() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let file = try AtomicFile(path: dir.file("cache.txt"), temporaryPrefix: ".registry-")
    defer { file.discard() }
    try file.write([1, 2, 3])
    #expect(file.isAnonymous, "this file system cannot make O_TMPFILE files")
    #expect(FileSystem.directory(of: file.temporaryPath) == dir.path)
    #expect(file.temporaryPath.hasPrefix(dir.file(".registry-")))
    #expect(try dir.names().isEmpty)
    try file.commit()
    #expect(try dir.names() == ["cache.txt"])
  }

  /// Replacing a file keeps its mode, whatever mode a new file would get.
  @Test(arguments: [0o600, 0o640, 0o755] as [UInt32])
  func replacingKeepsTheMode(mode: UInt32) throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("old", as: "kept")
    try FileSystem.setPermissions(FilePermissions(rawValue: mode), of: dir.file("kept"))
    try AtomicFile.write([1], to: dir.file("kept"), permissions: 0o644)
    #expect(try FileSystem.status(of: dir.file("kept")).mode & 0o7777 == mode)
    #expect(try FileSystem.readFile(at: dir.file("kept")) == [1])
  }

  /// Without a mode the file keeps mkstemp's 0600; with one, the mode less the umask.
  @Test(
    arguments: [
      (nil, FilePermissions(0o600)), (FilePermissions(0o644), nil), (FilePermissions(0o755), nil),
    ] as [(FilePermissions?, FilePermissions?)])
  func permissions(requested: FilePermissions?, expected: FilePermissions?) throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try AtomicFile.write([1], to: dir.file("f"), permissions: requested)
    let mode = try FileSystem.status(of: dir.file("f")).permissions
    #expect(mode == expected ?? requested?.lessUmask())
  }

  @Test func discardLeavesTheDestinationAsItWas() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("kept", as: "x")
    let file = try AtomicFile(path: dir.file("x"))
    try file.write(Array("lost".utf8))
    file.discard()
    file.discard()
    #expect(try dir.names() == ["x"])
    #expect(try FileSystem.readFile(at: dir.file("x")) == Array("kept".utf8))
  }

  /// A rename that fails (the destination is a directory) removes the temporary file.
  @Test func failedCommitRemovesTheTemporaryFile() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try FileSystem.makeDirectory(dir.file("taken"), permissions: 0o755)
    try dir.write("x", as: "taken/inside")
    let file = try AtomicFile(path: dir.file("taken"))
    try file.write([1, 2, 3])
    let error = #expect(throws: SystemError.self) { try file.commit() }
    #expect(error?.subject == dir.file("taken"))
    #expect(try dir.names() == ["taken"])
  }

  /// While files are guarded the exit signals are handled and SIGXFSZ is ignored; the last
  /// commit or discard puts the previous actions back. (In a child process: signal actions
  /// are process-wide, and other suites write guarded files at the same time.)
  @Test func guardedFilesHandleSignalsUntilTheLastIsDone() async throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    await #expect(processExitsWith: .success) { [path = dir.path as String] in
      let before = Signal.hangUp.disposition
      let first = try AtomicFile(path: path + "/first", removedOnInterrupt: true)
      let second = try AtomicFile(path: path + "/second", removedOnInterrupt: true)
      precondition(Signal.hangUp.disposition == .handled, "SIGHUP is not handled")
      precondition(Signal.fileSizeLimit.disposition == .ignore, "SIGXFSZ is not ignored")
      try first.commit()
      precondition(Signal.hangUp.disposition == .handled, "SIGHUP released too early")
      second.discard()
      precondition(Signal.hangUp.disposition == before, "SIGHUP not restored")
      precondition(Signal.fileSizeLimit.disposition == .standard, "SIGXFSZ not restored")
    }
    #expect(try dir.names() == ["first"])
  }

  /// SIGINT while guarded files exist removes them and exits with 130 (128 + SIGINT).
  @Test func interruptRemovesGuardedFilesAndExits130() async throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    await #expect(processExitsWith: .exitCode(130)) { [path = dir.path as String] in
      let first = try AtomicFile(path: path + "/first", removedOnInterrupt: true)
      let second = try AtomicFile(path: path + "/second", removedOnInterrupt: true)
      try first.write([1, 2, 3])
      try second.write([4])
      Signal.interrupt.raise()
      // The handler exits; waiting on nothing gives it 10 s to run.
      _ = try Poll.wait(for: [], until: MonotonicClock.now() + 10)
      CurrentProcess.exit(1)
    }
    #expect(try dir.names().isEmpty)
  }

  /// Where the file system cannot make anonymous files, the named fallback is removed by every
  /// terminating signal a handler can catch, with exit 128 + the signal.
  @Test(arguments: [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGHUP])
  func theNamedFallbackIsRemovedByEveryCatchableSignal(signal: Int32) async throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    await #expect(processExitsWith: .exitCode(128 + signal)) {
      [path = dir.path as String, signal = signal as Int32] in
      let file = try AtomicFile(
        path: path + "/out", removedOnInterrupt: true, allowsAnonymous: false)
      precondition(!file.isAnonymous && FileSystem.exists(file.temporaryPath), "not named")
      try file.write([1, 2, 3])
      Signal(rawValue: signal).raise()
      // The handler exits; waiting on nothing gives it 10 s to run.
      _ = try Poll.wait(for: [], until: MonotonicClock.now() + 10)
      CurrentProcess.exit(1)
    }
    #expect(try dir.names().isEmpty)
  }

  /// The named fallback commits like the anonymous file: the destination appears whole.
  @Test func theNamedFallbackCommits() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let file = try AtomicFile(path: dir.file("out"), allowsAnonymous: false)
    try file.write([4, 5])
    #expect(!file.isAnonymous)
    #expect(try dir.names().count == 1)
    try file.commit(permissions: 0o644)
    #expect(try dir.names() == ["out"])
    #expect(try FileSystem.readFile(at: dir.file("out")) == [4, 5])
  }
}
