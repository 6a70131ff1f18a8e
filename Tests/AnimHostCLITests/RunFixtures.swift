import AnimHostTestSupport
import Foundation

/// C fixture animators that load and scan cleanly, then misbehave while they animate: they crash,
/// hang or exit inside a plugin call.
///
/// Since plugins run in a child process, each ends that child only, and the host reports it.
enum RunFixtures {
  /// What a fixture does wrong, and where.
  enum Misbehaviour: String, CaseIterable, Sendable {
    case abort, segfault, trap, loop, exit, loopInCompletion, abortInDuration
    case openSocket, startProgram, createFile, spin, allocate

    /// The animator id of the fixture.
    var id: String { "run-" + rawValue.lowercased() }

    /// The plugin call it misbehaves in, as the error line names it.
    var call: String {
      switch self {
      case .loopInCompletion: "a completion block"
      case .abortInDuration: "transitionDuration(using:)"
      default: "animateTransition(using:)"
      }
    }

    /// The C statement that misbehaves.
    var statement: String {
      switch self {
      case .abort, .abortInDuration: "abort();"
      case .segfault: CFixtures.segfault
      case .trap: "__builtin_trap();"
      case .loop, .loopInCompletion: CFixtures.spinForever
      case .exit: "exit(0);"
      case .openSocket: "if (socket(AF_INET, SOCK_STREAM, 0) >= 0) return;"
      case .startProgram: "execl(\"/bin/true\", \"true\", (char *)0);"
      case .spin: "for (volatile unsigned long spin = 1; spin; spin++) {}"
      case .allocate:
        "for (;;) { char *block = malloc(64 << 20); if (!block) abort(); "
          + "memset(block, 1, 64 << 20); }"
      case .createFile:
        "if (open(\"\(RunFixtures.forbiddenFile)\", O_WRONLY | O_CREAT, 0600) >= 0) return;"
      }
    }
  }

  /// The file `createFile` tries to create.
  static let forbiddenFile = "/tmp/animhost-sandbox-probe"

  /// Compiles the fixture into `libRun.so` in a new directory and returns the directory.
  static func build(_ misbehaviour: Misbehaviour) throws -> TestDirectory {
    let directory = try TestDirectory("run-fixture")
    let headers = ["stdlib.h", "string.h", "unistd.h", "fcntl.h", "sys/socket.h", "netinet/in.h"]
    let inAnimate = misbehaviour != .loopInCompletion && misbehaviour != .abortInDuration
    var source = CFixtures.fade(
      id: misbehaviour.id, animating: inAnimate ? misbehaviour.statement : "", includes: headers)
    switch misbehaviour {
    case .loopInCompletion:
      let anchor = "const char *mode = \"complete\";"
      source = source.replacingOccurrences(of: anchor, with: anchor + "\n" + misbehaviour.statement)
    case .abortInDuration:
      source = source.replacingOccurrences(
        of: "{ return 0.25; }", with: "{ \(misbehaviour.statement) return 0.25; }")
    default:
      break
    }
    _ = try FixtureCompiler.build(source, named: "libRun.so", in: directory)
    return directory
  }
}
