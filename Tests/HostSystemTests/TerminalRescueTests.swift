import Glibc
import HostSystem
import Testing

/// A host that dies of a fatal signal while it has the terminal still writes the restore
/// sequence first, and the signal still ends it as before.
@Suite struct TerminalRescueTests {
  @Test(arguments: [SIGABRT, SIGSEGV, SIGILL])
  func aFatalSignalWritesTheRestoreSequenceAndStillEndsTheProcess(_ signal: Int32) async throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("terminal")
    await #expect(processExitsWith: .signal(signal)) { [path = path as String, signal] in
      let output = try FileDescriptor.open(
        path, .writeOnly, options: [.create, .truncate],
        permissions: FilePermissions(rawValue: 0o600))
      TerminalRescue.arm(output: output, restore: Array("restored".utf8), mode: nil, input: nil)
      // abort() as the runtime would call it on a trap: it raises SIGABRT with the default action.
      if signal == SIGABRT { abort() }
      _ = raise(signal)
    }
    #expect(try FileSystem.readFile(at: path) == Array("restored".utf8))
  }

  @Test func disarmedItWritesNothing() async throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = dir.file("terminal")
    await #expect(processExitsWith: .signal(SIGABRT)) { [path = path as String] in
      let output = try FileDescriptor.open(
        path, .writeOnly, options: [.create, .truncate],
        permissions: FilePermissions(rawValue: 0o600))
      TerminalRescue.arm(output: output, restore: Array("restored".utf8), mode: nil, input: nil)
      TerminalRescue.disarm()
      abort()
    }
    #expect(try FileSystem.readFile(at: path).isEmpty)
  }
}
