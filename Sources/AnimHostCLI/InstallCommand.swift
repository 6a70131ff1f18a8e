import HostSystem
import Messages
import PluginHost

/// `animhost install`: the running executable and its bundled plugins into a prefix, or one
/// plugin file into the user's plugin directory.
///
/// Both put files where the search path already looks (`PluginSearchPath`): `PREFIX/bin` holds
/// the executable and `PREFIX/lib/animhost/plugins` the plugins it finds beside itself, and
/// `${XDG_DATA_HOME:-~/.local/share}/animhost/plugins` the user's own. Every plugin is loaded
/// in a scanner child first, as `list` does, so a file that crashes or is not a plugin is
/// never installed.
struct InstallCommand {
  let host: AnimHost

  static let spec = OptionSpec(
    valued: ["--prefix"], flags: ["--force", "--help"], maxPositionals: 1,
    positionalName: "plugin file")

  /// Where a prefix install puts the plugins, below the prefix.
  static let pluginSubdirectory = "lib/animhost/plugins"

  func run(_ arguments: [String]) throws {
    let parsed = try ParsedArguments.parse(arguments, spec: Self.spec, command: "install")
    if parsed.flags.contains("--help") {
      host.console.write(Help.install)
      return
    }
    let force = parsed.flags.contains("--force")
    switch (parsed.value("--prefix"), parsed.positionals.first) {
    case (let prefix?, nil):
      guard !prefix.isEmpty else {
        throw CLIError.usage(
          "invalid value '' for '--prefix'; give the directory to install into, such as "
            + "'--prefix ~/.local'", subject: "--prefix")
      }
      guard !force else {
        throw CLIError.usage(
          "'--force' is for a plugin file; '--prefix' replaces the files that differ",
          subject: "--force")
      }
      try installPrefix(host.absolutePath(prefix), parsed)
    case (nil, let file?):
      try installPlugin(file, force: force, parsed)
    case (.some, .some(let file)):
      throw CLIError.usage(
        "give '--prefix PREFIX' or a plugin file, not both ('\(escapedForTerminal(file))')",
        subject: file)
    case (nil, nil):
      throw CLIError.usage(
        "nothing to install; give '--prefix PREFIX' to install animhost and its plugins, or "
          + "a plugin file (FILE.so) to install it for yourself")
    }
  }

  // MARK: - animhost install --prefix PREFIX

  /// Copies the running executable to `PREFIX/bin` and the plugins beside it to
  /// `PREFIX/lib/animhost/plugins`, each only when it differs from what is there.
  private func installPrefix(_ prefix: String, _ parsed: ParsedArguments) throws {
    guard let executable = CurrentProcess.executablePath,
      let directory = host.environment.executableDirectory
    else {
      throw CLIError(
        .software,
        "cannot find the running animhost (/proc/self/exe is unreadable); run the built "
          + "animhost with /proc mounted")
    }
    let plugins = bundledPlugins(in: directory, parsed)
    let bin = prefix + "/bin"
    let pluginDirectory = prefix + "/" + Self.pluginSubdirectory
    try makeDirectories(bin)
    try makeDirectories(pluginDirectory)
    var files: [(source: String, destination: String, mode: FilePermissions)] = [
      (executable, bin + "/animhost", 0o755)
    ]
    for plugin in plugins {
      // Shared objects are read by the loader, not executed: 0644, as Debian installs them.
      let name = plugin.split(separator: "/").last.map(String.init) ?? plugin
      files.append((plugin, pluginDirectory + "/" + name, 0o644))
    }
    var counts: [InstalledFile.Outcome: Int] = [:]
    for file in files {
      let outcome = try InstalledFile.install(
        file.source, to: file.destination, permissions: file.mode,
        replacing: true)
      counts[outcome, default: 0] += 1
      if outcome != .unchanged {
        host.console.print("\(outcome.rawValue) \(host.displayPath(file.destination))")
      }
    }
    host.console.print(
      "installed animhost and \(plugins.count) plugin(s) in \(host.displayPath(prefix)): "
        + "\(counts[.added] ?? 0) added, \(counts[.replaced] ?? 0) replaced, "
        + "\(counts[.unchanged] ?? 0) unchanged")
  }

  /// The animator plugins beside the executable, as the scanner child finds them; other
  /// shared objects are left out, and a plugin that fails to load is left out with a warning.
  private func bundledPlugins(in directory: String, _ parsed: ParsedArguments) -> [String] {
    let candidates = PluginRegistry.candidates(in: directory)
    let outcomes = scan(candidates, parsed)
    return candidates.filter { path in
      switch outcomes[path] {
      case .animators(let found)?: return !found.isEmpty
      case .failed(let error)?:
        if error.code != .missingEntry { host.console.warn("not installed: \(error.message)") }
        return false
      case nil: return false
      }
    }
  }

  // MARK: - animhost install FILE.so

  /// Checks one plugin file in a scanner child and copies it to the user's plugin directory.
  private func installPlugin(_ file: String, force: Bool, _ parsed: ParsedArguments) throws {
    guard file.hasSuffix(".so") else {
      throw CLIError.usage(
        "'\(escapedForTerminal(file))' is not a plugin file: animhost loads only files "
          + "ending in .so; give the shared object the plugin was built as",
        subject: file)
    }
    let source = host.absolutePath(file)
    guard FileSystem.exists(source) else {
      throw CLIError(
        .notFound, subject: source,
        "\(escapedForTerminal(source)): no such file; check the path to the plugin file")
    }
    let animators: [AnimatorMetadata]
    switch scan([source], parsed)[source] {
    case .animators(let found)?: animators = found
    case .failed(let error)?: throw error.cliError
    case nil:
      throw CLIError(
        .software, subject: source,
        "\(source): the plugin scanner said nothing about it; try 'animhost list --plugin-dir "
          + "\(FileSystem.directory(of: source)) --all --rescan'")
    }
    guard let directory = userPluginDirectory else {
      throw CLIError(
        .usage,
        "cannot tell where your plugins go: neither XDG_DATA_HOME nor HOME is an absolute path")
    }
    try makeDirectories(directory)
    let name = source.split(separator: "/").last.map(String.init) ?? source
    let destination = directory + "/" + name
    let outcome = try InstalledFile.install(
      source, to: destination, permissions: 0o644, replacing: force)
    let plugin = animators.first.map { "\($0.plugin.pluginID) \($0.plugin.version)" } ?? name
    let verb =
      switch outcome {
      case .added: "installed"
      case .replaced: "replaced"
      case .unchanged: "already installed"
      }
    host.console.print(
      "\(verb) \(plugin) as \(host.displayPath(destination)): "
        + animators.map(\.id).joined(separator: ", "))
  }

  /// `${XDG_DATA_HOME:-~/.local/share}/animhost/plugins`, as the search path spells it.
  private var userPluginDirectory: String? {
    PluginSearchPath.resolve(
      pluginDirectories: [], environment: host.environment.variables, executableDirectory: nil,
      currentDirectory: host.environment.currentDirectory
    ).entries.first { $0.origin == .user }?.path
  }

  // MARK: - Shared

  /// Scans files in the scanner child `list` uses (in this process with
  /// `ANIMHOST_IN_PROCESS_SCAN=1`), without the registry cache.
  private func scan(_ paths: [String], _ parsed: ParsedArguments) -> [String: ScanOutcome] {
    guard !paths.isEmpty else { return [:] }
    guard let scanner = host.scanOptions(parsed).scanner else {
      return Dictionary(uniqueKeysWithValues: paths.map { ($0, ScannerChild.scan($0)) })
    }
    return scanner.scan(paths).mapValues(\.outcome)
  }

  /// Makes a directory and its parents, or says why it cannot.
  private func makeDirectories(_ path: String) throws(CLIError) {
    do {
      try FileSystem.makeDirectories(path, permissions: 0o755)
    } catch {
      throw CLIError(
        .cannotCreate, subject: path,
        "cannot create '\(escapedForTerminal(path))': \(error.code); choose a directory you "
          + "may write")
    }
  }
}
