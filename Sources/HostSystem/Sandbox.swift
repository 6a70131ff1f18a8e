import CSandbox

/// The system-call filter the run child enters once its plugin is loaded (see `animhost_sandbox.h`
/// for what it allows): no network, no new programs, no new or changed files, no signals to other
/// processes.
///
/// A forbidden call raises SIGSYS, which ends the process.
package enum Sandbox {
  /// Confines this process for the rest of its life.
  ///
  /// The corresponding C calls are `prctl(PR_SET_NO_NEW_PRIVS)` and `prctl(PR_SET_SECCOMP)`.
  /// - Throws: SystemError when the kernel refuses (no seccomp, or an architecture without a
  ///   filter here).
  package static func enter() throws(SystemError) {
    let status = animhost_sandbox_enter()
    guard status == 0 else {
      throw SystemError(Errno(rawValue: status), operation: "enter", subject: "the sandbox")
    }
  }
}
