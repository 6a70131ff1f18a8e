import AnimHostCLI
import Foundation
import PluginHost

let host = AnimHost(
  environment: AnimHost.Environment(
    variables: ProcessInfo.processInfo.environment,
    currentDirectory: FileManager.default.currentDirectoryPath,
    executableDirectory: PluginSearchPath.executableDirectory),
  console: Console(
    out: { FileHandle.standardOutput.write(Data($0.utf8)) },
    err: { FileHandle.standardError.write(Data($0.utf8)) }))
exit(host.run(Array(CommandLine.arguments.dropFirst())))
