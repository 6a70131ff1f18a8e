import AnimHostCLI
import HostSystem
import PluginHost

// No Foundation here: loading libFoundation and ICU was half of `animhost list`'s start-up
// (see docs/architecture.md, "Start-up"). Everything from the system comes through HostSystem.

/// Runs the command line and exits with its status.
func runAnimHost() -> Never {
  // One malloc arena for every thread: frames are drawn on workers and freed on the encoder's
  // thread, and per-thread arenas kept that memory resident (docs/architecture.md, Rendering).
  MemoryAllocator.useOneArena()
  let console = Console(
    out: { text throws(SystemError) in try FileDescriptor.standardOutput.writeAll(text) },
    err: { text throws(SystemError) in try FileDescriptor.standardError.writeAll(text) })
  let host = AnimHost(
    environment: AnimHost.Environment(
      variables: ProcessEnvironment.variables,
      // "/" when the working directory cannot be read (it was removed).
      currentDirectory: CurrentProcess.currentDirectory() ?? "/",
      executableDirectory: PluginSearchPath.executableDirectory),
    console: console)
  let status = host.run(Array(CommandLine.arguments.dropFirst()))
  if console.outputFailure?.code == .brokenPipe {
    // The reader went away (`animhost list | head -1`): end as other Unix tools do, by the
    // signal the write would have raised had the Swift runtime not ignored it.
    _ = Signal.brokenPipe.setDisposition(.standard)
    Signal.brokenPipe.raise()
  }
  CurrentProcess.exit(status)
}

runAnimHost()
