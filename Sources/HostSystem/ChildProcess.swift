#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// A child process started with `posix_spawn`, to wait for or to signal.
package struct ChildProcess: Hashable, Sendable {
  /// The process id.
  package let id: Int32

  /// Held while a child is started and while a descriptor is made that cannot be made
  /// close-on-exec in one call (`FileDescriptor.pipe`), so no child inherits one by accident.
  package static let spawnLock = Lock()

  /// What the child's descriptors are set to before it runs, in order.
  package enum FileAction: Sendable {
    /// Opens a path onto a descriptor number.
    case open(Int32, path: String, FileDescriptor.AccessMode, FileDescriptor.OpenOptions)
    /// Opens a path onto a descriptor number, creating it with these permissions.
    case create(
      Int32, path: String, FileDescriptor.AccessMode, FileDescriptor.OpenOptions,
      FilePermissions)
    /// Makes a descriptor of ours available under a number (dup2); it is not close-on-exec there.
    case duplicate(FileDescriptor, as: Int32)
    /// Closes a descriptor number.
    case close(Int32)
  }

  /// How a child ended.
  package enum ExitStatus: Equatable, Sendable, CustomStringConvertible {
    /// It exited with this status.
    case exited(Int32)
    /// A signal killed it.
    case signaled(Signal)

    /// The status from `wait`'s word.
    init(waitStatus status: Int32) {
      self =
        status & 0x7F == 0
        ? .exited((status >> 8) & 0xFF) : .signaled(Signal(rawValue: status & 0x7F))
    }

    /// The status a shell reports: the exit status, or 128 + the signal.
    package var shellStatus: Int32 {
      switch self {
      case .exited(let status): status
      case .signaled(let signal): 128 + signal.rawValue
      }
    }

    /// As `exit status 3` or `SIGSEGV`.
    package var description: String {
      switch self {
      case .exited(let status): "exit status \(status)"
      case .signaled(let signal): signal.description
      }
    }
  }

  /// How a child ended and what it cost.
  package struct Termination: Equatable, Sendable {
    /// How it ended.
    package var status: ExitStatus
    /// Its peak resident memory in bytes (`ru_maxrss`).
    package var peakResidentBytes: Int
  }

  /// Starts a program.
  ///
  /// The corresponding C function is `posix_spawn(3)` (`posix_spawnp(3)`, which looks the name up
  /// in PATH, when `searchingPath`).
  ///
  /// The child starts with no signal blocked, as a shell starts programs, also when this runs
  /// on a Dispatch worker (which blocks every signal); handlers become default actions at exec.
  ///
  /// - Parameters:
  ///   - executable: the program's path (or name, when `searchingPath`).
  ///   - arguments: the whole argument vector, its first element included.
  ///   - environment: `NAME=value` entries; nil passes this process's environment.
  ///   - fileActions: what the child's descriptors are set to, in order.
  ///   - searchingPath: whether a bare name is looked up in PATH.
  /// - Returns: the running child.
  /// - Throws: SystemError with the executable as its subject.
  package static func spawn(
    _ executable: String, arguments: [String], environment: [String]? = nil,
    fileActions: [FileAction] = [], searchingPath: Bool = false
  ) throws(SystemError) -> ChildProcess {
    var actions = posix_spawn_file_actions_t()
    _ = system_posix_spawn_file_actions_init(&actions)
    defer { _ = system_posix_spawn_file_actions_destroy(&actions) }
    for action in fileActions {
      let added: Int32
      switch action {
      case .open(let fd, let path, let mode, let options):
        added = system_posix_spawn_file_actions_addopen(
          &actions, fd, path, mode.flag | options.rawValue, 0)
      case .create(let fd, let path, let mode, let options, let permissions):
        let flags = mode.flag | options.rawValue | O_CREAT
        added = system_posix_spawn_file_actions_addopen(&actions, fd, path, flags, permissions.mode)
      case .duplicate(let source, let target):
        added = system_posix_spawn_file_actions_adddup2(&actions, source.rawValue, target)
      case .close(let fd):
        added = system_posix_spawn_file_actions_addclose(&actions, fd)
      }
      try statusOrErrno { added }.get("prepare", executable)
    }
    var attributes = posix_spawnattr_t()
    _ = system_posix_spawnattr_init(&attributes)
    defer { _ = system_posix_spawnattr_destroy(&attributes) }
    try statusOrErrno { system_posix_spawnattr_unblock_signals(&attributes) }.get(
      "prepare", executable)
    let argv = arguments.map { system_strdup($0) } + [nil]
    defer { for pointer in argv { system_free(pointer) } }
    var pid: pid_t = 0
    let status: Int32
    if let environment {
      let envp = environment.map { system_strdup($0) } + [nil]
      defer { for pointer in envp { system_free(pointer) } }
      status = spawnLock.withLock {
        system_posix_spawn(
          &pid, executable, &actions, &attributes, argv, envp, searchPath: searchingPath)
      }
    } else {
      status = spawnLock.withLock {
        system_posix_spawn(
          &pid, executable, &actions, &attributes, argv, system_environ(),
          searchPath: searchingPath)
      }
    }
    try statusOrErrno { status }.get("run", executable)
    return ChildProcess(id: pid)
  }

  /// Waits for the child to end and reaps it.
  ///
  /// EINTR is retried. The corresponding C function is `wait4(2)`.
  package func wait() throws(SystemError) -> Termination {
    var status: Int32 = 0
    var usage = rusage()
    _ = try valueOrErrno { system_wait4(id, &status, 0, &usage) }.get("wait for", "process \(id)")
    return Termination(
      status: ExitStatus(waitStatus: status), peakResidentBytes: Int(usage.ru_maxrss) * 1024)
  }

  /// The child's ending if it has ended (and reaps it), or nil while it runs.
  ///
  /// The corresponding C function is `wait4(2)` with `WNOHANG`.
  package func poll() throws(SystemError) -> Termination? {
    var status: Int32 = 0
    var usage = rusage()
    let pid = try valueOrErrno { system_wait4(id, &status, WNOHANG, &usage) }
      .get("wait for", "process \(id)")
    guard pid == id else { return nil }
    return Termination(
      status: ExitStatus(waitStatus: status), peakResidentBytes: Int(usage.ru_maxrss) * 1024)
  }

  /// Sends a signal to the child.
  ///
  /// The corresponding C function is `kill(2)`.
  package func send(_ signal: Signal) throws(SystemError) {
    _ = try valueOrErrno { system_kill(id, signal.rawValue) }.get("signal", "process \(id)")
  }
}
