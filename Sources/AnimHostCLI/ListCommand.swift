import PluginHost
import Rendering

/// `animhost list`: every animator found, as an aligned table or JSON.
struct ListCommand {
  let host: AnimHost

  static let spec = OptionSpec(
    valued: AnimHost.pluginOptions.union(["--season", "--date"]), flags: AnimHost.pluginFlags.union(["--json", "--all"]),
    maxPositionals: 0, positionalName: "")

  func run(_ arguments: [String]) throws {
    let parsed = try ParsedArguments.parse(arguments, spec: Self.spec, command: "list")
    if parsed.flags.contains("--help") {
      host.console.write(Help.list)
      return
    }
    let showAll = parsed.flags.contains("--all")
    let json = parsed.flags.contains("--json")
    let preview = parsed.value("--season") != nil || parsed.value("--date") != nil
    let date = try AutoAnimator.date(parsed, options: ["--season", "--date"])
    let registry = host.loadRegistry(parsed, quietFailures: showAll || json)
    let seasons = SeasonColumn(registry.animators, on: date)
    let animators = registry.animators.sorted { $0.id < $1.id }
    if json {
      host.console.write(encode(animators, registry: registry, all: showAll, seasons: seasons))
      return
    }
    let width = TextTable.terminalWidth()
    func makeTable(fullPaths: Bool) -> TextTable {
      TextTable(
        header: ["ID", "THEME", "SEASON", "SUMMARY", "PLUGIN"],
        rows: animators.map { animator in
          let path = host.displayPath(animator.plugin.path)
          let file = fullPaths ? path : String(path.split(separator: "/").last ?? Substring(path))
          return [animator.id, animator.theme, seasons.cell(animator), animator.summary, file]
        })
    }
    // On a narrow terminal the plugin column shows file names ('info NAME' gives the path).
    var table = makeTable(fullPaths: true)
    if let width, table.naturalWidth > width { table = makeTable(fullPaths: false) }
    if animators.isEmpty {
      host.console.print("no animators found; searched:")
      for entry in registry.searchPath.entries { host.console.print("  \(entry.path)") }
    } else {
      // On a terminal the summary gives way so each animator stays on one line.
      host.console.write(table.render(fitting: width, shrink: 3))
      if preview { host.console.print(seasons.autoLine) }
    }
    guard showAll else { return }
    let failures = registry.failures
    if !registry.shadowed.isEmpty {
      var shadowed = TextTable(header: ["SHADOWED", "PLUGIN"])
      for animator in registry.shadowed {
        shadowed.rows.append([animator.id, host.displayPath(animator.plugin.path)])
      }
      host.console.print("")
      host.console.write(shadowed.render())
    }
    if !failures.isEmpty {
      var failed = TextTable(header: ["FAILED", "REASON"])
      for failure in failures {
        failed.rows.append([host.displayPath(failure.path), reason(failure)])
      }
      host.console.print("")
      host.console.write(failed.render())
    }
  }

  /// The message without the leading path, which the table already shows.
  private func reason(_ failure: PluginFailure) -> String {
    let message = failure.error.message
    let prefix = failure.path + ": "
    return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
  }

  private func encode(_ animators: [AnimatorMetadata], registry: PluginRegistry, all: Bool, seasons: SeasonColumn) -> String {
    var w = JSONWriter()
    w.raw("{")
    w.key("date", first: true)
    w.string(seasons.date.description)
    w.key("auto")
    if let id = seasons.autoID { w.string(id) } else { w.raw("null") }
    w.key("animators")
    w.raw("[")
    for (index, animator) in animators.enumerated() {
      if index > 0 { w.raw(",") }
      AnimatorJSON.write(animator, to: &w, inSeason: seasons.inSeason.contains(animator.id))
    }
    w.raw("]")
    if all {
      w.key("failures")
      w.raw("[")
      for (index, failure) in registry.failures.enumerated() {
        if index > 0 { w.raw(",") }
        w.raw("{")
        w.key("file", first: true)
        w.string(failure.path)
        w.key("code")
        w.string(failure.error.code.rawValue)
        w.key("message")
        w.string(failure.error.message)
        w.raw("}")
      }
      w.raw("]")
      w.key("shadowed")
      w.raw("[")
      for (index, animator) in registry.shadowed.enumerated() {
        if index > 0 { w.raw(",") }
        AnimatorJSON.write(animator, to: &w)
      }
      w.raw("]")
    }
    w.raw("}\n")
    return w.text
  }
}

/// The JSON form of an animator's descriptor, shared by `list --json` and `info --json`.
enum AnimatorJSON {
  static func write(_ a: AnimatorMetadata, to w: inout JSONWriter, inSeason: Bool? = nil) {
    w.raw("{")
    w.key("id", first: true)
    w.string(a.id)
    w.key("displayName")
    w.string(a.displayName)
    w.key("summary")
    w.string(a.summary)
    w.key("theme")
    w.string(a.theme)
    w.key("seasons")
    w.raw("[" + a.seasons.map { "\"\($0.text)\"" }.joined(separator: ",") + "]")
    if let inSeason {
      w.key("inSeason")
      w.raw(inSeason ? "true" : "false")
    }
    w.key("defaultDuration")
    w.number(a.defaultDuration)
    w.key("capabilities")
    w.raw("[" + a.capabilityText.split(separator: ",").map { "\"\($0.trimmingSpaces)\"" }.joined(separator: ",") + "]")
    w.key("parameters")
    w.raw("[")
    for (index, p) in a.parameters.enumerated() {
      if index > 0 { w.raw(",") }
      w.raw("{")
      w.key("name", first: true)
      w.string(p.name)
      w.key("type")
      w.string(p.kind.rawValue)
      w.key("default")
      w.string(p.defaultValue)
      if p.kind == .number || p.kind == .integer {
        w.key("minimum")
        w.number(p.minimum)
        w.key("maximum")
        w.number(p.maximum)
      }
      w.key("summary")
      w.string(p.summary)
      w.raw("}")
    }
    w.raw("]")
    w.key("plugin")
    w.raw("{")
    w.key("file", first: true)
    w.string(a.plugin.path)
    w.key("id")
    w.string(a.plugin.pluginID)
    w.key("version")
    w.string(a.plugin.version)
    w.key("abi")
    w.string("1.\(a.plugin.abiMinor)")
    w.raw("}}")
  }
}

extension Substring {
  var trimmingSpaces: String { String(drop { $0 == " " }) }
}
