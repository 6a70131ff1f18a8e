import JSON
import Messages
import PluginBridge
import PluginHost
import Rendering
import TransitionEngine

/// `animhost render NAME -o FILE`: runs the transitions and writes the output;
/// `animhost render --all --gallery DIR` writes a GIF of every animator.
struct RenderCommand {
  let host: AnimHost

  static let spec = OptionSpec(
    valued: AnimHost.pluginOptions.union([
      "--output", "--direction", "--kind", "--fps", "--seed", "--size", "--style", "--scene",
      "--set",
      "--scale", "--at", "--gallery", "--date", "--cancel-at", "--interactive", "--drag",
    ]),
    flags: AnimHost.pluginFlags.union(["--all"]), maxPositionals: 1, positionalName: "animator name"
  )

  func run(_ arguments: [String]) throws {
    let parsed = try ParsedArguments.parse(arguments, spec: Self.spec, command: "render")
    if parsed.flags.contains("--help") {
      host.console.write(Help.render)
      return
    }
    if parsed.flags.contains("--all") || parsed.value("--gallery") != nil {
      try RenderGallery(host: host).run(parsed)
      return
    }
    guard let name = parsed.positionals.first else {
      throw CLIError.usage(
        "missing animator name; usage: animhost render NAME -o FILE (see 'animhost list')")
    }
    guard let output = parsed.value("--output") else {
      throw CLIError.usage(
        "missing output file; add '-o FILE' with \(OutputFormat.extensionList) "
          + "(or '-o -' for JSON on standard output)"
      )
    }
    let format = try OutputFormat(path: output)
    var options = try Self.renderOptions(parsed, format: format)
    if let threads = host.environment.positiveNumber("ANIMHOST_RENDER_THREADS") {
      options.workers = Int(min(threads.rounded(.up), 64))
    }
    let request = try RenderOptions.request(parsed)
    let settings = try RenderOptions.settings(parsed)
    let date = try AutoAnimator.date(parsed)
    let registry = host.loadRegistry(parsed)
    let selection = try AnimatorSelection(parsing: name)
    let animator: AnimatorMetadata
    do {
      animator = try AutoAnimator.metadata(
        named: selection.name, in: registry, on: date, host: host,
        verbose: parsed.flags.contains("--verbose"))
    } catch {
      throw error.cliError
    }
    // NAME(args) first, so --set has the last word.
    let chosen = try selection.settings(for: animator) + settings
    let parameters: [(name: String, value: String)]
    do { parameters = try ParameterResolver.resolve(chosen, for: animator) } catch {
      throw error.cliError
    }
    let timeline = try AnimatorRunner(host: host, parsed).timeline(
      animator, registry: registry, parameters: parameters, request: request)
    let source = TimelineJSON.Source(
      pluginID: animator.plugin.pluginID, pluginVersion: animator.plugin.version)
    if output == "-" {
      host.console.write(TimelineJSON.encode(timeline, source: source))
    } else {
      try RenderOutput.write(timeline, format: format, to: output, options: options, source: source)
    }
    report(timeline, output: output, verbose: parsed.flags.contains("--verbose"))
  }

  /// `--scale` and `--at`, checked against the format before anything runs.
  static func renderOptions(_ parsed: ParsedArguments, format: OutputFormat) throws(CLIError)
    -> RenderOutput.Options
  {
    if let at = parsed.value("--at"), format != .png {
      throw .usage(
        "'--at' picks the frame of a .png still; drop it or write '-o FILE.png'", subject: at)
    }
    if let scale = parsed.value("--scale"), !format.isImage {
      throw .usage(
        "'--scale' applies to .gif, .apng, .png and .html output, not to the JSON timeline",
        subject: scale)
    }
    var options = RenderOutput.Options(scale: format.defaultScale, showsProgress: true)
    if let text = parsed.value("--scale") {
      guard let value = Double(text), value.isFinite, value >= 0.25, value <= 8 else {
        throw .usage(
          "invalid value '\(escapedForTerminal(text))' for '--scale'; "
            + "use a number of pixels per point from 0.25 to 8",
          subject: text)
      }
      options.scale = value
    }
    if let at = parsed.value("--at") { options.at = try FrameChoice.parse(at) }
    return options
  }

  /// Prints what was written, and the diagnostics (all with -v, a count of warnings otherwise).
  func report(_ timeline: Timeline, output: String, verbose: Bool) {
    let diagnostics = timeline.segments.flatMap(\.diagnostics)
    if verbose {
      for d in diagnostics {
        host.console.note("animhost: \(d.level.rawValue): \(escapedForTerminal(d.message))")
      }
    } else if diagnostics.contains(where: { $0.level != .info }) {
      host.console.warn("the timeline has \(diagnostics.count) diagnostic(s); pass -v to see them")
    }
    guard output != "-" else { return }
    let parts = timeline.segments.map { s in
      "\(s.directionName) \(JSONWriter.format(s.completedAt)) s "
        + "(\(s.frames.count) frames\(s.didComplete ? "" : ", cancelled"))"
    }
    host.console.print("wrote \(output): \(parts.joined(separator: ", "))")
  }
}
