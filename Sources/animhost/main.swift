#if canImport(Glibc)
  import Glibc
#endif
import AnimHostCLI
import PluginHost

// Only Glibc here, not Foundation: loading libFoundation and ICU was half of `animhost list`'s
// start-up (see docs/architecture.md, "Start-up").

/// The process environment as a dictionary (the first value wins for a repeated name).
func environmentVariables() -> [String: String] {
  var variables: [String: String] = [:]
  var entry = environ
  while let pointer = entry.pointee {
    let pair = String(cString: pointer)
    if let equals = pair.firstIndex(of: "="), variables[String(pair[..<equals])] == nil {
      variables[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
    }
    entry += 1
  }
  return variables
}

/// The current directory, or "/" when it cannot be read (it was removed).
func currentDirectory() -> String {
  guard let pointer = getcwd(nil, 0) else { return "/" }
  defer { free(pointer) }
  return String(cString: pointer)
}

let host = AnimHost(
  environment: AnimHost.Environment(
    variables: environmentVariables(),
    currentDirectory: currentDirectory(),
    executableDirectory: PluginSearchPath.executableDirectory),
  console: Console(
    out: { FileDescriptorWriter.write($0, to: STDOUT_FILENO) },
    err: { FileDescriptorWriter.write($0, to: STDERR_FILENO) }))
exit(host.run(Array(CommandLine.arguments.dropFirst())))
