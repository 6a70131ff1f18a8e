import PluginHost
import Rendering
import TransitionEngine

/// `animhost render NAME -o FILE`: runs the transitions and writes the output.
struct RenderCommand {
  let host: AnimHost

  static let spec = OptionSpec(
    valued: AnimHost.pluginOptions.union(["--output", "--direction", "--fps", "--seed", "--size", "--style", "--scene", "--set"]),
    flags: AnimHost.pluginFlags, maxPositionals: 1, positionalName: "animator name")

  func run(_ arguments: [String]) throws {
    let parsed = try ParsedArguments.parse(arguments, spec: Self.spec, command: "render")
    if parsed.flags.contains("--help") {
      host.console.write(Help.render)
      return
    }
    guard let name = parsed.positionals.first else {
      throw CLIError.usage("missing animator name; usage: animhost render NAME -o FILE (see 'animhost list')")
    }
    guard let output = parsed.value("--output") else {
      throw CLIError.usage("missing output file; add '-o FILE.json' (or '-o -' for standard output)")
    }
    let format = try OutputFormat(path: output)
    let request = try RenderOptions.request(parsed)
    let settings = try RenderOptions.settings(parsed)
    let registry = host.loadRegistry(parsed)
    let animator: AnimatorInfo
    let parameters: [(name: String, value: String)]
    do {
      animator = try registry.animator(named: name)
      parameters = try ParameterResolver.resolve(settings, for: animator)
    } catch {
      throw error.cliError
    }
    let timeline: Timeline
    do {
      timeline = try PluginTransition.run(animator, parameters: parameters, request: request)
    } catch let error as EngineError {
      throw CLIError(error.code == .timeout ? .software : .usage, subject: error.subject, error.message)
    }
    let source = TimelineJSON.Source(pluginID: animator.plugin.pluginID, pluginVersion: animator.plugin.version)
    switch format {
    case .json:
      let text = TimelineJSON.encode(timeline, source: source)
      if output == "-" {
        host.console.write(text)
      } else {
        do { try AtomicFile.write(Array(text.utf8), to: output) } catch {
          throw CLIError(.cannotCreate, subject: output, error.message)
        }
      }
    }
    report(timeline, output: output, verbose: parsed.flags.contains("--verbose"))
  }

  private func report(_ timeline: Timeline, output: String, verbose: Bool) {
    let diagnostics = timeline.segments.flatMap(\.diagnostics)
    if verbose {
      for d in diagnostics { host.console.note("animhost: \(d.level.rawValue): \(escapedForTerminal(d.message))") }
    } else if diagnostics.contains(where: { $0.level != .info }) {
      host.console.warn("the timeline has \(diagnostics.count) diagnostic(s); pass -v to see them")
    }
    guard output != "-" else { return }
    let parts = timeline.segments.map { s in
      "\(s.direction.rawValue) \(JSONWriter.format(s.completedAt)) s (\(s.frames.count) frames\(s.didComplete ? "" : ", cancelled"))"
    }
    host.console.print("wrote \(output): \(parts.joined(separator: ", "))")
  }
}

/// The output formats, chosen by the file's extension.
enum OutputFormat {
  case json

  init(path: String) throws(CLIError) {
    if path == "-" {
      self = .json
      return
    }
    let lower = path.lowercased()
    if lower.hasSuffix(".json") {
      self = .json
    } else if [".gif", ".apng", ".png", ".html"].contains(where: { lower.hasSuffix($0) }) {
      throw CLIError.usage(
        "cannot write '\(escapedForTerminal(path))' yet: this build renders only the JSON timeline; use '-o FILE.json'",
        subject: path)
    } else {
      throw CLIError.usage(
        "unknown output format for '\(escapedForTerminal(path))'; use a .json file name (or '-' for standard output)",
        subject: path)
    }
  }
}
