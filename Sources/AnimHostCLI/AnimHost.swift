import HostSystem
import Messages
import PluginHost
import PluginRunner
import Rendering

/// The animhost command line: parses the arguments, runs a command, maps errors to exit codes.
package struct AnimHost {
  /// The process's surroundings: environment, working directory and the executable's directory.
  package struct Environment {
    package var variables: [String: String]
    package var currentDirectory: String
    package var executableDirectory: String?

    package init(
      variables: [String: String], currentDirectory: String, executableDirectory: String?
    ) {
      self.variables = variables
      self.currentDirectory = currentDirectory
      self.executableDirectory = executableDirectory
    }

    /// A variable's value when it is a finite number above 0 (a time or size limit), else nil.
    func positiveNumber(_ name: String) -> Double? {
      variables[name].flatMap(Double.init).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    }
  }

  let environment: Environment
  let console: Console

  package init(environment: Environment, console: Console) {
    self.environment = environment
    self.console = console
  }

  static let commands = ["list", "info", "render", "play", "check", "new", "install", "help"]

  /// Runs a command line (without the program name) and returns the exit code.
  package func run(_ arguments: [String]) -> Int32 {
    LabelTextLayout.shared.warn = { [console] message in console.warn(message) }
    do {
      try dispatch(arguments)
      return finished()
    } catch let stop as PlayCommand.Interrupted {
      return stop.status
    } catch is CheckFailed {
      return CLIError.ExitCode.ruleFailed.rawValue
    } catch let child as ChildExit {
      return child.status
    } catch let error as CLIError {
      console.error(error.message)
      return error.code.rawValue
    } catch {
      console.error("\(error)")
      return CLIError.ExitCode.software.rawValue
    }
  }

  /// The status of a command that ran to its end: 74 when its output was lost.
  private func finished() -> Int32 {
    guard let failure = console.outputFailure, failure.code != .brokenPipe else {
      return CLIError.ExitCode.ok.rawValue
    }
    console.error(
      "cannot write to standard output: \(failure.code); the output is incomplete, so free "
        + "some space or send it elsewhere")
    return CLIError.ExitCode.ioError.rawValue
  }

  private func dispatch(_ arguments: [String]) throws {
    guard let command = arguments.first else {
      console.write(Help.overview)
      throw CLIError.usage("no command given; try 'animhost list' or 'animhost --help'")
    }
    let rest = Array(arguments.dropFirst())
    switch command {
    case ScannerChild.subcommand:
      // The hidden scanner child (see PluginScanner): results go to fd 3, never stdout.
      throw ChildExit(status: ScannerChild.run(rest))
    case RunChild.subcommand:
      // The hidden run child (see PluginRun): messages go to fd 3, never stdout.
      throw ChildExit(status: RunChild.main(arguments: rest))
    case "-h", "--help", "help":
      if let topic = rest.first, let text = Help.text(for: topic) {
        console.write(text)
      } else {
        console.write(Help.overview)
      }
    case "--version":
      console.print(
        "animhost 0.1.0 (animator ABI \(PluginLoader.hostMajor).\(PluginLoader.hostMinor))")
    case "list": try ListCommand(host: self).run(rest)
    case "info": try InfoCommand(host: self).run(rest)
    case "render": try RenderCommand(host: self).run(rest)
    case "play": try PlayCommand(host: self).run(rest)
    case "check": try CheckCommand(host: self).run(rest)
    case "new": try NewCommand(host: self).run(rest)
    case "install": try InstallCommand(host: self).run(rest)
    default:
      let hint =
        Suggestion.closest(to: command, in: Self.commands).map { "; did you mean '\($0)'?" } ?? ""
      throw CLIError.usage(
        "unknown command '\(escapedForTerminal(command))'\(hint)\n"
          + "commands: \(Self.commands.joined(separator: ", "))",
        subject: command)
    }
  }

  // MARK: - Shared by the commands

  /// The options every command that loads plugins accepts.
  static let pluginOptions: Set<String> = ["--plugin-dir"]
  static let pluginFlags: Set<String> = [
    "--allow-insecure", "--verbose", "--help", "--in-process", "--rescan",
  ]

  /// How long the scanner child may spend on one file, in seconds: `$ANIMHOST_SCAN_TIMEOUT` or 10.
  var scanTimeout: Double {
    environment.positiveNumber("ANIMHOST_SCAN_TIMEOUT") ?? 10
  }

  /// How to scan: in a child process with the registry cache, unless `--in-process` or
  /// `ANIMHOST_IN_PROCESS_SCAN=1` asks for this process (for debugging a plugin).
  func scanOptions(_ arguments: ParsedArguments) -> PluginRegistry.Options {
    let inProcess =
      arguments.flags.contains("--in-process")
      || environment.variables["ANIMHOST_IN_PROCESS_SCAN"] == "1"
    guard !inProcess, let executable = PluginScanner.currentExecutable else { return .inProcess }
    return PluginRegistry.Options(
      scanner: PluginScanner(
        executable: executable, timeout: scanTimeout,
        showOutput: arguments.flags.contains("--verbose")),
      cachePath: RegistryCache.defaultPath(environment: environment.variables),
      rescan: arguments.flags.contains("--rescan"))
  }

  /// Scans the plugin search path and reports broken files and shadowed ids on stderr.
  func loadRegistry(_ arguments: ParsedArguments, quietFailures: Bool = false) -> PluginRegistry {
    let searchPath = PluginSearchPath.resolve(
      pluginDirectories: arguments.values["--plugin-dir"] ?? [], environment: environment.variables,
      executableDirectory: environment.executableDirectory,
      currentDirectory: environment.currentDirectory)
    let registry = PluginRegistry(
      searchPath: searchPath, allowInsecure: arguments.flags.contains("--allow-insecure"),
      options: scanOptions(arguments))
    for warning in registry.warnings { console.warn(warning) }
    if !quietFailures {
      for failure in registry.reportableFailures { console.warn(failure.error.message) }
    }
    if arguments.flags.contains("--verbose") {
      for entry in searchPath.entries {
        console.note("animhost: searched \(entry.path) (\(entry.origin.rawValue))")
      }
    }
    return registry
  }

  /// A path made absolute against the working directory.
  func absolutePath(_ path: String) -> String {
    guard !path.hasPrefix("/") else { return path }
    let directory = environment.currentDirectory
    return (directory.hasSuffix("/") ? directory : directory + "/") + path
  }

  /// A path for display: relative to the working directory when it is inside it.
  func displayPath(_ path: String) -> String {
    guard environment.currentDirectory != "/" else { return path }
    let prefix =
      environment.currentDirectory.hasSuffix("/")
      ? environment.currentDirectory : environment.currentDirectory + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}

/// The end of a hidden child command (the scanner or the run child), with its exit status.
struct ChildExit: Error {
  var status: Int32
}

extension PluginError {
  /// The CLI error for a plugin error, with its exit code.
  var cliError: CLIError {
    switch code {
    case .notFound: CLIError(.notFound, subject: subject, message)
    case .badParameter: CLIError(.usage, subject: subject, message)
    default: CLIError(.software, subject: subject, message)
    }
  }
}
