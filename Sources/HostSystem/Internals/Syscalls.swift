// The thin layer: every libc call of the project outside SharedLibrary.swift (dl*) and the
// rasterizer's libm math goes through one of these functions, named `system_<cname>`. They do
// nothing but call C; errno handling and types live in the files above them.

#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

// MARK: - Files and descriptors

/// The corresponding C function is `open(2)`.
func system_open(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 {
  open(path, flags, mode)
}

/// The corresponding C function is `close(2)`.
func system_close(_ fd: Int32) -> Int32 { close(fd) }

/// The corresponding C function is `read(2)`.
func system_read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}

/// The corresponding C function is `pread(2)`.
func system_pread(
  _ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int, _ offset: Int64
) -> Int {
  pread(fd, buffer, count, off_t(offset))
}

/// The corresponding C function is `write(2)`.
func system_write(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(fd, buffer, count)
}

/// The corresponding C function is `fstat(2)`.
func system_fstat(_ fd: Int32, _ info: inout stat) -> Int32 { fstat(fd, &info) }

/// The corresponding C function is `stat(2)`.
func system_stat(_ path: UnsafePointer<CChar>, _ info: inout stat) -> Int32 { stat(path, &info) }

/// The corresponding C function is `lstat(2)`.
func system_lstat(_ path: UnsafePointer<CChar>, _ info: inout stat) -> Int32 {
  lstat(path, &info)
}

/// The corresponding C function is `fsync(2)`.
func system_fsync(_ fd: Int32) -> Int32 { fsync(fd) }

/// The corresponding C function is `fchmod(2)`.
func system_fchmod(_ fd: Int32, _ mode: mode_t) -> Int32 { fchmod(fd, mode) }

/// The corresponding C function is `fcntl(2)` with an integer argument.
func system_fcntl(_ fd: Int32, _ command: Int32, _ value: Int32) -> Int32 {
  fcntl(fd, command, value)
}

/// The corresponding C function is `fcntl(2)` without an argument.
func system_fcntl(_ fd: Int32, _ command: Int32) -> Int32 { fcntl(fd, command) }

/// The corresponding C function is `pipe(2)` (`pipe2` needs `_GNU_SOURCE`, which Swift's
/// Glibc module does not define).
func system_pipe(_ fds: UnsafeMutablePointer<Int32>) -> Int32 { pipe(fds) }

/// The corresponding C function is `poll(2)`.
func system_poll(_ fds: UnsafeMutablePointer<pollfd>, _ count: Int, _ timeout: Int32) -> Int32 {
  poll(fds, nfds_t(count), timeout)
}

/// The corresponding C function is `mkstemp(3)`.
func system_mkstemp(_ template: UnsafeMutablePointer<CChar>) -> Int32 { mkstemp(template) }

/// `O_TMPFILE`, which Swift's Glibc module does not import: `__O_TMPFILE | O_DIRECTORY`.
let system_O_TMPFILE: Int32 = 0o2000_0000 | O_DIRECTORY

/// The corresponding C function is `linkat(2)`, from and to paths relative to the working
/// directory.
func system_linkat(
  _ old: UnsafePointer<CChar>, _ new: UnsafePointer<CChar>, _ flags: Int32
) -> Int32 {
  linkat(AT_FDCWD, old, AT_FDCWD, new, flags)
}

/// The corresponding C function is `mkdtemp(3)`.
func system_mkdtemp(_ template: UnsafeMutablePointer<CChar>) -> UnsafeMutablePointer<CChar>? {
  mkdtemp(template)
}

// MARK: - Paths

/// The corresponding C function is `readlink(2)`.
func system_readlink(
  _ path: UnsafePointer<CChar>, _ buffer: UnsafeMutablePointer<CChar>, _ size: Int
) -> Int {
  readlink(path, buffer, size)
}

/// The corresponding C function is `realpath(3)`.
func system_realpath(_ path: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>? {
  realpath(path, nil)
}

/// The corresponding C function is `rename(2)`.
func system_rename(_ old: UnsafePointer<CChar>, _ new: UnsafePointer<CChar>) -> Int32 {
  rename(old, new)
}

/// The corresponding C function is `unlink(2)`.
func system_unlink(_ path: UnsafePointer<CChar>) -> Int32 { unlink(path) }

/// The corresponding C function is `rmdir(2)`.
func system_rmdir(_ path: UnsafePointer<CChar>) -> Int32 { rmdir(path) }

/// The corresponding C function is `mkdir(2)`.
func system_mkdir(_ path: UnsafePointer<CChar>, _ mode: mode_t) -> Int32 { mkdir(path, mode) }

/// The corresponding C function is `chmod(2)`.
func system_chmod(_ path: UnsafePointer<CChar>, _ mode: mode_t) -> Int32 { chmod(path, mode) }

/// The corresponding C function is `access(2)`.
func system_access(_ path: UnsafePointer<CChar>, _ mode: Int32) -> Int32 { access(path, mode) }

/// The corresponding C function is `utimensat(2)` with both times set to now.
func system_utimensat_now(_ path: UnsafePointer<CChar>) -> Int32 {
  utimensat(AT_FDCWD, path, nil, 0)
}

/// The corresponding C function is `umask(2)`.
func system_umask(_ mask: mode_t) -> mode_t { umask(mask) }

/// The corresponding C function is `getcwd(3)` with a buffer it allocates.
func system_getcwd() -> UnsafeMutablePointer<CChar>? { getcwd(nil, 0) }

/// The corresponding C function is `strdup(3)`.
func system_strdup(_ text: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>? { strdup(text) }

/// The corresponding C function is `free(3)`.
func system_free(_ pointer: UnsafeMutableRawPointer?) { free(pointer) }

/// The corresponding C function is `opendir(3)`.
func system_opendir(_ path: UnsafePointer<CChar>) -> OpaquePointer? { opendir(path) }

/// The corresponding C function is `readdir(3)`.
func system_readdir(_ directory: OpaquePointer) -> UnsafeMutablePointer<dirent>? {
  readdir(directory)
}

/// The corresponding C function is `closedir(3)`.
func system_closedir(_ directory: OpaquePointer) -> Int32 { closedir(directory) }

// MARK: - Processes

/// The corresponding C function is `posix_spawn(3)`, or `posix_spawnp(3)` when `searchPath`.
func system_posix_spawn(
  _ pid: inout pid_t, _ path: UnsafePointer<CChar>, _ actions: inout posix_spawn_file_actions_t,
  _ attributes: inout posix_spawnattr_t, _ argv: [UnsafeMutablePointer<CChar>?],
  _ envp: UnsafePointer<UnsafeMutablePointer<CChar>?>, searchPath: Bool
) -> Int32 {
  searchPath
    ? posix_spawnp(&pid, path, &actions, &attributes, argv, envp)
    : posix_spawn(&pid, path, &actions, &attributes, argv, envp)
}

/// The corresponding C function is `posix_spawnattr_init(3)`.
func system_posix_spawnattr_init(_ attributes: inout posix_spawnattr_t) -> Int32 {
  posix_spawnattr_init(&attributes)
}

/// The corresponding C function is `posix_spawnattr_destroy(3)`.
func system_posix_spawnattr_destroy(_ attributes: inout posix_spawnattr_t) -> Int32 {
  posix_spawnattr_destroy(&attributes)
}

/// The corresponding C functions are `posix_spawnattr_setsigmask(3)` with an empty set and
/// `posix_spawnattr_setflags(3)` with `POSIX_SPAWN_SETSIGMASK`.
func system_posix_spawnattr_unblock_signals(_ attributes: inout posix_spawnattr_t) -> Int32 {
  var empty = sigset_t()
  sigemptyset(&empty)
  let status = posix_spawnattr_setsigmask(&attributes, &empty)
  guard status == 0 else { return status }
  return posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
}

/// The corresponding C function is `posix_spawn_file_actions_init(3)`.
func system_posix_spawn_file_actions_init(_ actions: inout posix_spawn_file_actions_t) -> Int32 {
  posix_spawn_file_actions_init(&actions)
}

/// The corresponding C function is `posix_spawn_file_actions_destroy(3)`.
func system_posix_spawn_file_actions_destroy(
  _ actions: inout posix_spawn_file_actions_t
) -> Int32 {
  posix_spawn_file_actions_destroy(&actions)
}

/// The corresponding C function is `posix_spawn_file_actions_addopen(3)`.
func system_posix_spawn_file_actions_addopen(
  _ actions: inout posix_spawn_file_actions_t, _ fd: Int32, _ path: UnsafePointer<CChar>,
  _ flags: Int32, _ mode: mode_t
) -> Int32 {
  posix_spawn_file_actions_addopen(&actions, fd, path, flags, mode)
}

/// The corresponding C function is `posix_spawn_file_actions_adddup2(3)`.
func system_posix_spawn_file_actions_adddup2(
  _ actions: inout posix_spawn_file_actions_t, _ fd: Int32, _ target: Int32
) -> Int32 {
  posix_spawn_file_actions_adddup2(&actions, fd, target)
}

/// The corresponding C function is `posix_spawn_file_actions_addclose(3)`.
func system_posix_spawn_file_actions_addclose(
  _ actions: inout posix_spawn_file_actions_t, _ fd: Int32
) -> Int32 {
  posix_spawn_file_actions_addclose(&actions, fd)
}

/// The corresponding C function is `wait4(2)`.
func system_wait4(
  _ pid: pid_t, _ status: inout Int32, _ options: Int32, _ usage: inout rusage
) -> pid_t {
  wait4(pid, &status, options, &usage)
}

/// The corresponding C function is `kill(2)`.
func system_kill(_ pid: pid_t, _ signal: Int32) -> Int32 { kill(pid, signal) }

/// The corresponding C function is `getpid(2)`.
func system_getpid() -> pid_t { getpid() }

/// The corresponding C function is `getuid(2)`.
func system_getuid() -> uid_t { getuid() }

/// The corresponding C function is `exit(3)`.
func system_exit(_ status: Int32) -> Never { exit(status) }

/// The corresponding C function is `_exit(2)` (async-signal-safe).
func system__exit(_ status: Int32) -> Never { _exit(status) }

/// The corresponding C variable is `environ`.
func system_environ() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> { environ }

/// The corresponding C function is `getenv(3)`.
func system_getenv(_ name: UnsafePointer<CChar>) -> UnsafeMutablePointer<CChar>? { getenv(name) }

/// The corresponding C function is `setenv(3)`.
func system_setenv(_ name: UnsafePointer<CChar>, _ value: UnsafePointer<CChar>) -> Int32 {
  setenv(name, value, 1)
}

/// The corresponding C function is `unsetenv(3)`.
func system_unsetenv(_ name: UnsafePointer<CChar>) -> Int32 { unsetenv(name) }

/// The corresponding C function is `pthread_create(3)` for a detached thread.
func system_pthread_create_detached(
  _ body: @escaping @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?,
  _ context: UnsafeMutableRawPointer?
) -> Int32 {
  var thread = pthread_t()
  let status = pthread_create(&thread, nil, body, context)
  if status == 0 { pthread_detach(thread) }
  return status
}

// MARK: - Locks

/// The corresponding C function is `pthread_mutex_init(3)`.
func system_pthread_mutex_init(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) -> Int32 {
  pthread_mutex_init(mutex, nil)
}

/// The corresponding C function is `pthread_mutex_destroy(3)`.
func system_pthread_mutex_destroy(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) -> Int32 {
  pthread_mutex_destroy(mutex)
}

/// The corresponding C function is `pthread_mutex_lock(3)`.
func system_pthread_mutex_lock(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) -> Int32 {
  pthread_mutex_lock(mutex)
}

/// The corresponding C function is `pthread_mutex_unlock(3)`.
func system_pthread_mutex_unlock(_ mutex: UnsafeMutablePointer<pthread_mutex_t>) -> Int32 {
  pthread_mutex_unlock(mutex)
}

/// The corresponding C function is `pthread_cond_init(3)`.
func system_pthread_cond_init(_ condition: UnsafeMutablePointer<pthread_cond_t>) -> Int32 {
  pthread_cond_init(condition, nil)
}

/// The corresponding C function is `pthread_cond_destroy(3)`.
func system_pthread_cond_destroy(_ condition: UnsafeMutablePointer<pthread_cond_t>) -> Int32 {
  pthread_cond_destroy(condition)
}

/// The corresponding C function is `pthread_cond_wait(3)`.
func system_pthread_cond_wait(
  _ condition: UnsafeMutablePointer<pthread_cond_t>, _ mutex: UnsafeMutablePointer<pthread_mutex_t>
) -> Int32 {
  pthread_cond_wait(condition, mutex)
}

/// The corresponding C function is `pthread_cond_broadcast(3)`.
func system_pthread_cond_broadcast(_ condition: UnsafeMutablePointer<pthread_cond_t>) -> Int32 {
  pthread_cond_broadcast(condition)
}

/// The corresponding C function is `sysconf(3)` with `_SC_NPROCESSORS_ONLN`.
func system_online_processors() -> Int { sysconf(Int32(_SC_NPROCESSORS_ONLN)) }

// MARK: - Terminal

/// The corresponding C function is `isatty(3)`.
func system_isatty(_ fd: Int32) -> Int32 { isatty(fd) }

/// The corresponding C function is `ioctl(2)` with `TIOCGWINSZ`.
func system_ioctl_TIOCGWINSZ(_ fd: Int32, _ size: inout winsize) -> Int32 {
  ioctl(fd, UInt(TIOCGWINSZ), &size)
}

/// The corresponding C function is `tcgetattr(3)`.
func system_tcgetattr(_ fd: Int32, _ settings: inout termios) -> Int32 {
  tcgetattr(fd, &settings)
}

/// The corresponding C function is `tcsetattr(3)`.
func system_tcsetattr(_ fd: Int32, _ when: Int32, _ settings: inout termios) -> Int32 {
  tcsetattr(fd, when, &settings)
}

// MARK: - Signals

/// The corresponding C function is `sigaction(2)`.
func system_sigaction(
  _ signal: Int32, _ action: UnsafePointer<sigaction>?, _ old: UnsafeMutablePointer<sigaction>?
) -> Int32 {
  sigaction(signal, action, old)
}

/// The corresponding C function is `pthread_sigmask(3)`.
func system_pthread_sigmask(
  _ how: Int32, _ set: UnsafePointer<sigset_t>?, _ old: UnsafeMutablePointer<sigset_t>?
) -> Int32 {
  pthread_sigmask(how, set, old)
}

/// The corresponding C function is `sigemptyset(3)`.
func system_sigemptyset(_ set: inout sigset_t) -> Int32 { sigemptyset(&set) }

/// The corresponding C function is `sigaddset(3)`.
func system_sigaddset(_ set: inout sigset_t, _ signal: Int32) -> Int32 {
  sigaddset(&set, signal)
}

// MARK: - Time and errors

/// The corresponding C function is `clock_gettime(2)` with `CLOCK_MONOTONIC`.
func system_clock_gettime_monotonic(_ time: inout timespec) -> Int32 {
  clock_gettime(CLOCK_MONOTONIC, &time)
}

/// The corresponding C function is `time(2)`.
func system_time() -> time_t { time(nil) }

/// The corresponding C function is `localtime_r(3)`.
func system_localtime_r(_ time: inout time_t, _ parts: inout tm) -> Bool {
  localtime_r(&time, &parts) != nil
}

/// The corresponding C function is `strerror(3)`.
func system_strerror(_ code: Int32) -> String { String(cString: strerror(code)) }

/// The calling thread's errno.
var system_errno: Int32 {
  get { errno }
  set { errno = newValue }
}
