import HostSystem
import Testing

@Suite struct DirectoryListingTests {
  @Test func entriesWithTheirKinds() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("x", as: "file.so")
    try FileSystem.makeDirectory(dir.file("sub"), permissions: 0o755)
    try makeSymbolicLink(dir.file("link.so"), to: dir.file("file.so"))
    let entries = try DirectoryListing.entries(of: dir.path).sorted { $0.name < $1.name }
    #expect(entries.map(\.name) == ["file.so", "link.so", "sub"])
    // File systems may not report kinds (nil), but never a wrong one.
    let kinds: [FileStatus.Kind] = [.regular, .symbolicLink, .directory]
    for (entry, kind) in zip(entries, kinds) { #expect(entry.kind == nil || entry.kind == kind) }
  }

  @Test func missingDirectoryThrows() throws {
    let error = #expect(throws: SystemError.self) {
      try DirectoryListing.entries(of: "/nonexistent-hostsystem-dir")
    }
    #expect(error?.code == .noSuchFileOrDirectory)
    #expect(
      error?.message
        == "cannot open directory '/nonexistent-hostsystem-dir': No such file or directory")
  }
}

@Suite struct SystemErrorTests {
  @Test(arguments: [
    (Errno.noSuchFileOrDirectory, "No such file or directory"),
    (.permissionDenied, "Permission denied"),
    (.fileExists, "File exists"),
  ])
  func errnoReadsAsStrerror(code: Errno, text: String) {
    #expect(code.description == text)
  }

  @Test func messageNamesTheOperationAndSubject() {
    let error = SystemError(.permissionDenied, operation: "open", subject: "/etc/shadow")
    #expect(error.description == "cannot open '/etc/shadow': Permission denied")
    #expect(error.subject == "/etc/shadow")
  }
}
