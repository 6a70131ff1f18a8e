import AnimHostTestSupport
import Foundation
import Testing

/// Every write to standard output is checked: a full disk is exit 74 with one line, a reader
/// that went away ends animhost quietly by SIGPIPE (issue 22, item 3).
@Suite struct StandardOutputTests {
  /// How one run ended.
  private struct Ending {
    var reason: Process.TerminationReason
    var status: Int32
    var stderr: String
  }

  /// Runs animhost with standard output on `output`, already opened by the caller.
  private func run(_ arguments: [String], output: FileHandle) throws -> Ending {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: BuiltProducts.executable)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["ANIMHOST_PLUGIN_PATH"] = nil
    environment["XDG_CACHE_HOME"] = try TestDirectory("cache").path
    process.environment = environment
    let err = Pipe()
    process.standardOutput = output
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Ending(
      reason: process.terminationReason, status: process.terminationStatus,
      stderr: String(decoding: errData, as: UTF8.self))
  }

  static let commands: [[String]] = [
    ["list"], ["list", "--json"], ["info", "grow"], ["render", "grow", "-o", "-"], ["--help"],
  ]

  @Test("a full disk on standard output is exit 74 with one line", arguments: commands)
  func fullDisk(arguments: [String]) throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"), "no /dev/full here")
    let ending = try run(arguments, output: full)
    #expect(ending.reason == .exit)
    #expect(ending.status == 74, "\(ending.stderr)")
    #expect(
      ending.stderr
        == "animhost: error: cannot write to standard output: No space left on device; the "
        + "output is incomplete, so free some space or send it elsewhere\n")
  }

  @Test(
    "a reader that went away ends animhost by SIGPIPE, with nothing on stderr",
    arguments: commands)
  func closedPipe(arguments: [String]) throws {
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let ending = try run(arguments, output: pipe.fileHandleForWriting)
    #expect(ending.reason == .uncaughtSignal)
    #expect(ending.status == SIGPIPE)
    #expect(ending.stderr == "")
  }

  @Test("output that reaches its reader still exits 0")
  func healthyPipe() throws {
    let result = try AnimHostProcess.run(["list", "--json"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("{") || result.stdout.hasPrefix("["))
  }
}
