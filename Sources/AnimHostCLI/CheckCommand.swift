import Conformance
import HostSystem
import Messages
import PluginHost
import PluginRunner
import TransitionEngine

/// `animhost check [NAME|FILE.so…]`: runs each animator through the case matrix, each case in
/// its own run child, and holds it to UIKit's transition contract (docs/check.md).
struct CheckCommand {
  let host: AnimHost

  static let spec = OptionSpec(
    valued: AnimHost.pluginOptions.union(["--case", "--rule", "--junit", "--record", "--compare"]),
    flags: AnimHost.pluginFlags.union(["--json"]), maxPositionals: .max,
    positionalName: "animator name or plugin file")

  func run(_ arguments: [String]) throws {
    let parsed = try ParsedArguments.parse(arguments, spec: Self.spec, command: "check")
    if parsed.flags.contains("--help") {
      host.console.write(Help.check)
      return
    }
    let rules = try Self.rules(parsed.values["--rule"] ?? [])
    let caseFilters = parsed.values["--case"] ?? []
    var plugins = parsed.positionals.filter { $0.hasSuffix(".so") }
    plugins = plugins.map { host.absolutePath($0) }
    var directories = parsed.values["--plugin-dir"] ?? []
    directories += plugins.map(FileSystem.directory(of:))
    var scanArguments = parsed
    scanArguments.values["--plugin-dir"] = directories
    let registry = host.loadRegistry(scanArguments)
    let animators = try Self.animators(
      parsed.positionals.filter { !$0.hasSuffix(".so") }, plugins: plugins, in: registry)
    let snapshots = try Self.snapshots(parsed, host: host)
    let runner = CheckRunner(child: AnimatorRunner(host: host, parsed).child)
    var report = CheckReport()
    for animator in animators {
      let cases = CheckCase.matrix(for: animator).filter { checkCase in
        caseFilters.isEmpty || caseFilters.contains { checkCase.id.containsText($0) }
      }
      let file: PluginFile
      do {
        file = try PluginFile.open(
          animator.plugin.path, allowInsecure: parsed.flags.contains("--allow-insecure")
        ) { _ in }
      } catch {
        throw error.cliError
      }
      defer { file.discard() }
      let results = runner.check(animator, file: file, cases: cases, snapshots: snapshots) { size in
        (try? SceneFile.resolve(Scene.builtInNames[0], size: size)) ?? .yellow(size: size)
      }
      report.animators.append(
        .init(
          metadata: animator, cases: cases.count,
          results: results.filter { rules.isEmpty || rules.contains($0.rule) }))
    }
    if let path = parsed.value("--junit") {
      do {
        try AtomicFile.write(Array(report.junit.utf8), to: host.absolutePath(path))
      } catch {
        throw CLIError(.cannotCreate, subject: path, "\(error); check the directory exists")
      }
    }
    host.console.write(
      parsed.flags.contains("--json")
        ? report.json : report.text(verbose: parsed.flags.contains("--verbose")))
    guard report.passed else { throw CheckFailed() }
  }

  /// The golden frames `--record DIR` writes or `--compare DIR` compares with, if asked.
  static func snapshots(_ parsed: ParsedArguments, host: AnimHost) throws(CLIError) -> Snapshots? {
    switch (parsed.value("--record"), parsed.value("--compare")) {
    case (nil, nil):
      return nil
    case (let record?, nil):
      return Snapshots(directory: host.absolutePath(record), mode: .record)
    case (nil, let compare?):
      let directory = host.absolutePath(compare)
      guard FileSystem.exists(directory) else {
        throw CLIError(
          .notFound, subject: compare,
          "no golden directory '\(escapedForTerminal(compare))'; record one with --record "
            + escapedForTerminal(compare))
      }
      return Snapshots(directory: directory, mode: .compare)
    case (.some, .some):
      throw .usage("'--record' and '--compare' cannot be used together; record first, then compare")
    }
  }

  /// The rules `--rule` names; none means every rule.
  static func rules(_ ids: [String]) throws(CLIError) -> Set<ConformanceRule> {
    var rules: Set<ConformanceRule> = []
    for id in ids {
      guard let rule = ConformanceRule(rawValue: id) else {
        let names = ConformanceRule.allCases.map(\.id)
        let hint = Suggestion.closest(to: id, in: names).map { "did you mean '\($0)'? " } ?? ""
        throw .usage(
          "invalid value '\(escapedForTerminal(id))' for '--rule'; \(hint)rules: "
            + names.joined(separator: ", "),
          subject: id)
      }
      rules.insert(rule)
    }
    return rules
  }

  /// The animators to check: the named ones, every animator of the named plugin files, or
  /// without either, every animator found.
  static func animators(
    _ names: [String], plugins: [String], in registry: PluginRegistry
  ) throws -> [AnimatorMetadata] {
    guard !names.isEmpty || !plugins.isEmpty else {
      guard !registry.animators.isEmpty else {
        throw CLIError(.notFound, "no animators found; see 'animhost list --all'")
      }
      return registry.animators
    }
    var chosen: [AnimatorMetadata] = []
    for name in names {
      do { chosen.append(try registry.animator(named: name)) } catch { throw error.cliError }
    }
    for plugin in plugins {
      let real = (try? FileSystem.canonicalPath(plugin)) ?? plugin
      let found = registry.animators.filter {
        ((try? FileSystem.canonicalPath($0.plugin.path)) ?? $0.plugin.path) == real
      }
      guard !found.isEmpty else {
        let failure = registry.failures.first { $0.path == plugin }
        throw CLIError(
          .notFound, subject: plugin,
          failure?.error.message
            ?? "\(escapedForTerminal(plugin)): no animator found in it; see 'animhost list --all'")
      }
      chosen += found
    }
    return chosen
  }
}

/// A check that ran and found a broken rule: exit 1, after the report.
struct CheckFailed: Error {}
