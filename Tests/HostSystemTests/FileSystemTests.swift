import HostSystem
import Testing

@Suite struct FileSystemTests {
  @Test func readingAMissingFileThrowsNoSuchFile() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("absent.json")
    let error = #expect(throws: SystemError.self) { try FileSystem.readFile(at: path) }
    #expect(error?.code == .noSuchFileOrDirectory)
    #expect(error?.subject == path)
    #expect(error?.message == "cannot open '\(path)': No such file or directory")
  }

  @Test(arguments: [(Int.max, "0123456789"), (4, "0123"), (0, "")])
  func readFileStopsAtTheLimit(limit: Int, expected: String) throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = try dir.write("0123456789", as: "digits")
    #expect(try FileSystem.readFile(at: path, limit: limit) == Array(expected.utf8))
  }

  /// `.noFollow` refuses a symbolic link; without it the link is followed.
  @Test func noFollowRefusesALink() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let target = try dir.write("data", as: "target")
    let link = dir.file("link")
    try makeSymbolicLink(link, to: target)
    #expect(try FileSystem.readFile(at: link) == Array("data".utf8))
    let error = #expect(throws: SystemError.self) {
      try FileSystem.readFile(at: link, options: .noFollow)
    }
    #expect(error?.code == .tooManySymbolicLinks)
    #expect(try FileSystem.destination(ofLink: link) == target)
    #expect(try FileSystem.linkStatus(of: link).kind == .symbolicLink)
    #expect(try FileSystem.status(of: link).kind == .regular)
    #expect(try FileSystem.canonicalPath(link) == FileSystem.canonicalPath(target))
  }

  @Test func statusOfFilesAndDirectories() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = try dir.write("12345", as: "f")
    try FileSystem.setPermissions(0o640, of: path)
    let file = try FileSystem.status(of: path)
    #expect(file.kind == .regular)
    #expect(file.size == 5)
    #expect(file.permissions == 0o640)
    #expect(file.owner == CurrentProcess.userID)
    #expect(try FileSystem.status(of: dir.path).kind == .directory)
    #expect(try FileSystem.status(of: "/dev/null").kind == .other)
    let opened = try FileDescriptor.open(path, .readOnly)
    defer { try? opened.close() }
    #expect(try opened.status() == file)
  }

  @Test(arguments: [
    ("/usr/lib/x.so", "/usr/lib"), ("/x.so", "/"), ("x.so", "."), ("a/b/c", "a/b"),
  ])
  func directoryOfAPath(path: String, directory: String) {
    #expect(FileSystem.directory(of: path) == directory)
  }

  @Test func renameRemoveAndExists() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let first = try dir.write("x", as: "first")
    #expect(FileSystem.exists(first))
    try FileSystem.rename(first, to: dir.file("second"))
    #expect(!FileSystem.exists(first))
    try FileSystem.removeFile(dir.file("second"))
    #expect(try dir.names().isEmpty)
    let error = #expect(throws: SystemError.self) { try FileSystem.removeFile(first) }
    #expect(error?.code == .noSuchFileOrDirectory)
  }

  @Test func makeDirectoryFailsWhenItExists() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try FileSystem.makeDirectory(dir.file("d"), permissions: 0o700)
    let error = #expect(throws: SystemError.self) {
      try FileSystem.makeDirectory(dir.file("d"), permissions: 0o700)
    }
    #expect(error?.code == .fileExists)
  }

  @Test func makeDirectoriesMakesTheMissingParentsAndKeepsTheRest() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try FileSystem.makeDirectory(dir.file("a"), permissions: 0o700)
    try FileSystem.makeDirectories(dir.file("a/b/c"), permissions: 0o755)
    #expect(try FileSystem.status(of: dir.file("a/b/c")).kind == .directory)
    #expect(try FileSystem.status(of: dir.file("a")).permissions == 0o700, "a was there")
    try FileSystem.makeDirectories(dir.file("a/b/c"), permissions: 0o755)
    try dir.write("x", as: "file")
    let error = #expect(throws: SystemError.self) {
      try FileSystem.makeDirectories(dir.file("file/d"), permissions: 0o755)
    }
    #expect(error?.code == .fileExists)
    #expect(error?.subject == dir.file("file"))
  }
}
