import HostSystem
import Testing

@Suite struct ChildProcessTests {
  /// Runs `sh -c SCRIPT` to the end.
  private func shell(
    _ script: String, environment: [String]? = nil, _ actions: [ChildProcess.FileAction] = []
  ) throws -> ChildProcess.Termination {
    let child = try ChildProcess.spawn(
      "/bin/sh", arguments: ["sh", "-c", script], environment: environment, fileActions: actions)
    return try child.wait()
  }

  @Test(arguments: [
    ("exit 0", ChildProcess.ExitStatus.exited(0)), ("exit 3", .exited(3)),
    ("kill -TERM $$", .signaled(.terminate)), ("kill -SEGV $$", .signaled(.segmentationFault)),
  ])
  func exitStatus(script: String, expected: ChildProcess.ExitStatus) throws {
    #expect(try shell(script).status == expected)
  }

  @Test(arguments: [
    (ChildProcess.ExitStatus.exited(2), Int32(2), "exit status 2"),
    (.signaled(.interrupt), 130, "SIGINT"), (.signaled(.user1), 138, "signal 10"),
    (.signaled(.segmentationFault), 139, "SIGSEGV"),
  ])
  func statusReadsAsAShellWould(status: ChildProcess.ExitStatus, shell: Int32, text: String) {
    #expect(status.shellStatus == shell)
    #expect(status.description == text)
  }

  /// A pipe handed over as fd 3 carries what the child writes there.
  @Test func duplicatedDescriptorReachesTheChild() throws {
    let pipe = try FileDescriptor.pipe()
    defer { try? pipe.readEnd.close() }
    let child = try ChildProcess.spawn(
      "/bin/sh", arguments: ["sh", "-c", "echo fd3 >&3"],
      fileActions: [.open(1, path: "/dev/null", .writeOnly, []), .duplicate(pipe.writeEnd, as: 3)])
    try pipe.writeEnd.close()
    #expect(try pipe.readEnd.readToEnd() == Array("fd3\n".utf8))
    #expect(try child.wait().status == .exited(0))
  }

  /// Standard output opened onto a new file, the environment passed as given.
  @Test func createdFileAndEnvironment() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let output = dir.file("out")
    let done = try shell(
      "echo \"$GREETING\"", environment: ["GREETING=hello"],
      [.create(1, path: output, .writeOnly, .truncate, 0o600)])
    #expect(done.status == .exited(0))
    #expect(try FileSystem.readFile(at: output) == Array("hello\n".utf8))
    #expect(try FileSystem.status(of: output).permissions == FilePermissions(0o600).lessUmask())
  }

  /// A running child is not reaped by `poll`; once killed, `wait` reports the signal.
  @Test func pollKillAndWait() throws {
    let input = try FileDescriptor.pipe()
    defer { try? input.writeEnd.close() }
    let child = try ChildProcess.spawn(
      "/bin/sh", arguments: ["sh", "-c", "read line"],
      fileActions: [.duplicate(input.readEnd, as: 0)])
    try input.readEnd.close()
    #expect(try child.poll() == nil)
    try child.send(.kill)
    let ended = try child.wait()
    #expect(ended.status == .signaled(.kill))
    #expect(ended.peakResidentBytes > 0)
  }

  @Test func searchingPathFindsAProgramByName() throws {
    let child = try ChildProcess.spawn(
      "sh", arguments: ["sh", "-c", "exit 7"], searchingPath: true)
    #expect(try child.wait().status == .exited(7))
  }

  @Test func missingExecutableThrows() throws {
    let error = #expect(throws: SystemError.self) {
      try ChildProcess.spawn("/nonexistent/program", arguments: ["program"])
    }
    #expect(error?.code == .noSuchFileOrDirectory)
    #expect(error?.subject == "/nonexistent/program")
  }
}
