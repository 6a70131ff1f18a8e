import AnimHostCLI
import HostSystem
import PluginHost

// No Foundation here: loading libFoundation and ICU was half of `animhost list`'s start-up
// (see docs/architecture.md, "Start-up"). Everything from the system comes through HostSystem.

let host = AnimHost(
  environment: AnimHost.Environment(
    variables: ProcessEnvironment.variables,
    // "/" when the working directory cannot be read (it was removed).
    currentDirectory: CurrentProcess.currentDirectory() ?? "/",
    executableDirectory: PluginSearchPath.executableDirectory),
  console: Console(
    out: { try? FileDescriptor.standardOutput.writeAll($0) },
    err: { try? FileDescriptor.standardError.writeAll($0) }))
CurrentProcess.exit(host.run(Array(CommandLine.arguments.dropFirst())))
