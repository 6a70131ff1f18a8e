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

  /// The temporary file sits beside the destination, named with the prefix.
  @Test func temporaryFileUsesThePrefixBesideTheDestination() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let file = try AtomicFile(path: dir.file("cache.txt"), temporaryPrefix: ".registry-")
    defer { file.discard() }
    #expect(FileSystem.directory(of: file.temporaryPath) == dir.path)
    #expect(try dir.names().count == 1)
    #expect(try dir.names().first?.hasPrefix(".registry-") == true)
  }

  /// Without a mode the file keeps mkstemp's 0600; with one, the mode less the umask.
  @Test(arguments: [
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

  /// While guarded, the exit signals are handled and SIGXFSZ is ignored; the commit puts the
  /// previous actions back.
  @Test func guardedFileHandlesSignalsUntilCommitted() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let before = Signal.hangUp.disposition
    let file = try AtomicFile(path: dir.file("out"), removedOnInterrupt: true)
    #expect(Signal.hangUp.disposition == .handled)
    #expect(Signal.fileSizeLimit.disposition == .ignore)
    try file.commit()
    #expect(Signal.hangUp.disposition == before)
    #expect(Signal.fileSizeLimit.disposition == .standard)
    #expect(try dir.names() == ["out"])
  }
}
