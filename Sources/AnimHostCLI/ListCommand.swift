import JSON
import PluginHost
import Rendering

/// `animhost list`: every animator found, as an aligned table or JSON.
struct ListCommand {
  let host: AnimHost

  static let spec = OptionSpec(
    valued: AnimHost.pluginOptions.union(["--season", "--date"]),
    flags: AnimHost.pluginFlags.union(["--json", "--all"]),
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
      // On a terminal the summary gives way so each animator stays on one line, then the
      // plugin's file name, then the season.
      host.console.write(table.render(fitting: width, shrink: [3, 4, 2]))
      if preview { host.console.print(seasons.autoLine) }
      // On a terminal, how to pass parameters (a pipe gets the table alone).
      let example =
        animators.first { $0.id == "fold" } ?? animators.first { $0.parameters.count >= 2 }
      if let width, let example {
        let values = example.parameters.prefix(2).map(\.defaultValue).joined(separator: ",")
        let hint =
          "pass parameters as NAME(ARG,…) in the order 'animhost info NAME' gives, "
          + "e.g. '\(example.id)(\(values))'"
        if hint.count <= width { host.console.print(hint) }
      }
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
    let skipped = registry.skipped
    if !skipped.isEmpty {
      var table = TextTable(header: ["SKIPPED", "REASON"])
      for entry in skipped { table.rows.append([host.displayPath(entry.path), entry.reason]) }
      host.console.print("")
      host.console.write(table.render())
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

  /// The `--json` document: the date, `auto`'s pick, the animators and, with `--all`, the rest.
  private func encode(
    _ animators: [AnimatorMetadata], registry: PluginRegistry, all: Bool, seasons: SeasonColumn
  ) -> String {
    var w = JSONWriter()
    w.beginObject()
    w.field("date", seasons.date.description)
    w.key("auto")
    if let id = seasons.autoID { w.string(id) } else { w.null() }
    w.key("animators")
    w.beginArray()
    for animator in animators {
      AnimatorJSON.write(animator, to: &w, inSeason: seasons.inSeason.contains(animator.id))
    }
    w.endArray()
    if all {
      w.key("failures")
      w.beginArray()
      for failure in registry.failures {
        w.beginObject()
        w.field("file", failure.path)
        w.field("code", failure.error.code.rawValue)
        w.field("message", failure.error.message)
        w.endObject()
      }
      w.endArray()
      w.key("shadowed")
      w.beginArray()
      for animator in registry.shadowed {
        AnimatorJSON.write(animator, to: &w)
      }
      w.endArray()
    }
    w.endObject()
    w.endDocument()
    return w.text
  }
}

/// The JSON form of an animator's descriptor, shared by `list --json` and `info --json`.
enum AnimatorJSON {
  /// Writes the animator as the next value; `inSeason` is written when given (`list` only).
  static func write(_ a: AnimatorMetadata, to w: inout JSONWriter, inSeason: Bool? = nil) {
    w.beginObject()
    w.field("id", a.id)
    w.field("displayName", a.displayName)
    w.field("summary", a.summary)
    w.field("theme", a.theme)
    w.key("seasons")
    w.strings(a.seasons.map(\.text))
    if let inSeason { w.field("inSeason", inSeason) }
    w.field("defaultDuration", a.defaultDuration)
    w.key("capabilities")
    w.strings(a.capabilityText.split(separator: ",").map { $0.trimmingSpaces() })
    w.key("parameters")
    w.beginArray()
    for p in a.parameters {
      w.beginObject()
      w.field("name", p.name)
      w.field("type", p.kind.rawValue)
      w.field("default", p.defaultValue)
      if p.kind == .number || p.kind == .integer {
        w.field("minimum", p.minimum)
        w.field("maximum", p.maximum)
      }
      if !p.choices.isEmpty {
        w.key("choices")
        w.strings(p.choices)
      }
      w.field("summary", p.summary)
      w.endObject()
    }
    w.endArray()
    w.key("plugin")
    w.beginObject()
    w.field("file", a.plugin.path)
    w.field("id", a.plugin.pluginID)
    w.field("version", a.plugin.version)
    w.field("abi", "1.\(a.plugin.abiMinor)")
    w.endObject()
    w.endObject()
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces.
  func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
