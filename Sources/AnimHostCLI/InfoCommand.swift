import JSON
import PluginHost
import Rendering

/// `animhost info NAME`: an animator's whole descriptor.
struct InfoCommand {
  let host: AnimHost

  static let spec = OptionSpec(
    valued: AnimHost.pluginOptions, flags: AnimHost.pluginFlags.union(["--json"]),
    maxPositionals: 1,
    positionalName: "animator name")

  func run(_ arguments: [String]) throws {
    let parsed = try ParsedArguments.parse(arguments, spec: Self.spec, command: "info")
    if parsed.flags.contains("--help") {
      host.console.write(Help.info)
      return
    }
    guard let name = parsed.positionals.first else {
      throw CLIError.usage("missing animator name; usage: animhost info NAME (see 'animhost list')")
    }
    let selection = try AnimatorSelection(parsing: name)
    let registry = host.loadRegistry(parsed)
    let a: AnimatorMetadata
    do { a = try registry.animator(named: selection.name) } catch { throw error.cliError }
    _ = try selection.settings(for: a)
    if parsed.flags.contains("--json") {
      var w = JSONWriter()
      AnimatorJSON.write(a, to: &w)
      host.console.print(w.text)
      return
    }
    let duration = JSONWriter.format(a.defaultDuration)
    var lines = [
      "\(a.id): \(a.displayName)",
      "  summary:       \(a.summary)",
      "  theme:         \(a.theme)",
      "  seasons:       "
        + "\(a.seasons.isEmpty ? "all year" : a.seasons.map(\.label).joined(separator: ", "))",
      "  duration:      \(duration) s (default)",
      "  capabilities:  \(a.capabilityText)",
    ]
    if a.parameters.isEmpty {
      lines.append("  parameters:    none")
    } else {
      lines.append("  parameters:")
      var table = TextTable(header: ["    NAME", "TYPE", "DEFAULT", "RANGE", "SUMMARY"])
      for p in a.parameters {
        let range =
          p.kind == .number || p.kind == .integer
          ? "\(JSONWriter.format(p.minimum))...\(JSONWriter.format(p.maximum))"
          : p.choices.isEmpty ? "-" : p.choices.joined(separator: "|")
        table.rows.append(["    " + p.name, p.kind.rawValue, p.defaultValue, range, p.summary])
      }
      lines.append(table.render().dropLast().description)
      lines.append(
        "  select with:   \(AnimatorSelection.form(of: a)), or any of them by name "
          + "(\(a.id)(\(a.parameters[0].name)=…)); --set NAME=VALUE also works")
    }
    var plugin = "\(a.plugin.pluginID) \(a.plugin.version)"
    if !a.plugin.author.isEmpty { plugin += " by \(a.plugin.author)" }
    if let license = a.plugin.license { plugin += " (\(license))" }
    lines.append("  plugin:        \(plugin), animator ABI 1.\(a.plugin.abiMinor)")
    lines.append("  file:          \(a.plugin.path)")
    if let homepage = a.plugin.homepage { lines.append("  homepage:      \(homepage)") }
    host.console.print(lines.joined(separator: "\n"))
  }
}
