/// Puts the terminal back if the host itself dies of a fatal signal (a trap, a crash, an abort)
/// while it has the terminal in playback mode: the process's one handler (`SignalHub`) writes
/// the restore sequence, restores the saved settings, and hands the signal on to whatever handled
/// it before (Swift's crash report, or the default action), so the user is never left in the
/// alternate screen with echo off.
package enum TerminalRescue {
  /// Arms the rescue: on a fatal signal, `restore` (at most 64 bytes) is written to `output`
  /// and `mode`, if any, is applied to `input`.
  ///
  /// Arming again replaces the values.
  package static func arm(
    output: FileDescriptor, restore: [UInt8], mode: TerminalMode?, input: FileDescriptor?
  ) {
    precondition(
      restore.count <= SignalHub.rescueCapacity,
      "TerminalRescue.arm: the restore sequence is too long")
    SignalHub.withLock {
      let wasArmed = SignalHub.state.pointee.rescue.output >= 0
      let rescue = SignalHub.state.pointee.rescue
      rescue.bytes.update(from: restore, count: restore.count)
      SignalHub.state.pointee.rescue.count = restore.count
      SignalHub.state.pointee.rescue.input = input?.rawValue ?? -1
      SignalHub.state.pointee.rescue.hasSettings = mode != nil
      if let mode { SignalHub.state.pointee.rescue.settings = mode.settings }
      SignalHub.state.pointee.rescue.output = output.rawValue
      if !wasArmed { SignalHub.subscribe(SignalHub.fatalSignals) }
    }
  }

  /// Stops rescuing; the actions in place before `arm` come back.
  package static func disarm() {
    SignalHub.withLock {
      guard SignalHub.state.pointee.rescue.output >= 0 else { return }
      SignalHub.state.pointee.rescue.output = -1
      SignalHub.unsubscribe(SignalHub.fatalSignals)
    }
  }
}
