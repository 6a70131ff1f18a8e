import HostSystem
import Messages
import PluginBridge
import PluginHost
import Rendering
import TransitionEngine

/// `animhost play [NAME]`: plays the present, a pause and the dismiss live in the terminal.
struct PlayCommand {
  let host: AnimHost

  /// The animator `auto` (and play with no name) falls back to when none is in season.
  static let defaultAnimator = "grow"
  /// The slowest and fastest `--speed`.
  static let speedLimit = 8.0

  static let spec = OptionSpec(
    valued: AnimHost.pluginOptions.union([
      "--direction", "--kind", "--fps", "--seed", "--size", "--style", "--scene", "--set",
      "--speed",
      "--date", "--cancel-at", "--interactive", "--drag",
    ]),
    flags: AnimHost.pluginFlags.union(["--loop", "--watch"]), maxPositionals: 1,
    positionalName: "animator name")

  /// Playback ended by a signal: the exit code is 128 + its number, after the terminal was
  /// restored.
  struct Interrupted: Error, Equatable {
    var status: Int32
  }

  func run(_ arguments: [String]) throws {
    let parsed = try ParsedArguments.parse(arguments, spec: Self.spec, command: "play")
    if parsed.flags.contains("--help") {
      host.console.write(Help.play)
      return
    }
    let speed = try Self.speed(parsed.value("--speed"))
    let request = try RenderOptions.request(parsed)
    let settings = try RenderOptions.settings(parsed)
    let date = try AutoAnimator.date(parsed)
    let registry = host.loadRegistry(parsed)
    let terminal = Terminal.isTerminal(.standardOutput)
    let runner = AnimatorRunner(host: host, parsed)
    let selection = try parsed.positionals.first.map(AnimatorSelection.init(parsing:))
    let chosen: AnimatorMetadata
    do throws(PluginError) {
      chosen = try AutoAnimator.metadata(
        named: selection?.name, in: registry, on: date, host: host,
        verbose: parsed.flags.contains("--verbose"))
    } catch {
      throw error.cliError
    }
    // NAME(args) first, so --set has the last word.
    let asked = try (selection?.settings(for: chosen) ?? []) + settings
    let parameters: [(name: String, value: String)]
    do throws(PluginError) { parameters = try ParameterResolver.resolve(asked, for: chosen) } catch
    {
      throw error.cliError
    }
    guard terminal else {
      let file = chosen.id + ".gif"
      host.console.note(
        "animhost: stdout is not a terminal; to save the transition use: "
          + "animhost render \(chosen.id) -o \(file)"
      )
      return
    }
    let timeline: Timeline
    var watcher: PluginWatcher?
    if parsed.flags.contains("--watch") {
      do throws(PluginError) {
        let loaded = try PluginGenerations.watch(
          loader: try generationLoader(for: chosen, registry: registry, parsed), settings: settings,
          request: request, runner: runner)
        watcher = loaded.watcher
        timeline = loaded.timeline
      } catch {
        throw error.cliError
      }
    } else {
      timeline = try runner.timeline(
        chosen, registry: registry, parameters: parameters, request: request)
    }
    var player = TerminalPlayer(
      timeline: timeline, speed: speed, loop: parsed.flags.contains("--loop"),
      truecolor: TerminalColor.supportsTruecolor(host.environment.variables))
    player.watcher = watcher
    let outcome = try TerminalSession.run { player.play(on: $0, clock: LiveClock()) }
    // The full lines of what the watch did, readable once the picture is gone.
    for line in watcher?.log ?? [] { host.console.note(line) }
    if case let .signal(number) = outcome {
      throw Interrupted(status: 128 + number)
    }
  }

  /// The loader of new generations of the plugin file that provides the animator (`--watch`).
  private func generationLoader(
    for animator: AnimatorMetadata, registry: PluginRegistry, _ parsed: ParsedArguments
  ) throws(PluginError) -> GenerationLoader {
    guard let directory = GenerationLoader.defaultDirectory(environment: host.environment.variables)
    else {
      throw PluginError(
        .unreadable, subject: animator.plugin.path,
        "'--watch' needs a private directory for copies of the plugin; "
          + "set HOME or XDG_CACHE_HOME to an absolute path"
      )
    }
    return GenerationLoader(
      source: animator.plugin.path, animatorID: animator.id, directory: directory,
      scanner: host.scanOptions(parsed).scanner, allowInsecure: registry.allowInsecure)
  }

  /// The `--speed` value: a number above 0 and at most 8 (default 1).
  static func speed(_ text: String?) throws(CLIError) -> Double {
    guard let text else { return 1 }
    guard let value = Double(text), value.isFinite, value > 0, value <= speedLimit else {
      throw .usage(
        "invalid value '\(escapedForTerminal(text))' for '--speed'; "
          + "use a number above 0 and at most 8 (0.25 plays at quarter speed)",
        subject: text)
    }
    return value
  }
}
