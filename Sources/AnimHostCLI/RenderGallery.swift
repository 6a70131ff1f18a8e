import HostSystem
import Messages
import PluginHost
import Rendering
import TransitionEngine

/// `animhost render --all --gallery DIR`: a GIF of every listed animator, `DIR/<id>.gif`, with
/// each animator's default parameters (scale 1 unless `--scale` says otherwise).
struct RenderGallery {
  let host: AnimHost

  func run(_ parsed: ParsedArguments) throws {
    guard parsed.flags.contains("--all"), let directory = parsed.value("--gallery") else {
      throw CLIError.usage(
        "a gallery needs both '--all' and '--gallery DIR'; "
          + "usage: animhost render --all --gallery DIR"
      )
    }
    if let extra = parsed.positionals.first {
      throw CLIError.usage(
        "unexpected argument '\(escapedForTerminal(extra))': '--all' renders every animator",
        subject: extra)
    }
    for option in ["--output", "--set", "--at"] where parsed.value(option) != nil {
      throw CLIError.usage(
        "'\(option)' does not apply to a gallery, "
          + "which writes DIR/<id>.gif with default parameters",
        subject: option)
    }
    var options = try RenderCommand.renderOptions(parsed, format: .gif)
    if parsed.value("--scale") == nil { options.scale = 1 }
    let request = try RenderOptions.request(parsed)
    try makeDirectory(directory)
    let registry = host.loadRegistry(parsed)
    let animators = registry.animators.sorted { $0.id < $1.id }
    guard !animators.isEmpty else {
      throw CLIError(
        .notFound, "no animators found; see 'animhost list' for the directories searched")
    }
    var failed: [String] = []
    let command = RenderCommand(host: host)
    let runner = AnimatorRunner(host: host, parsed)
    for listed in animators {
      let path = (directory.hasSuffix("/") ? directory : directory + "/") + listed.id + ".gif"
      do {
        let parameters = try ParameterResolver.resolve([], for: listed)
        // An animator that does not present is shown pushing and popping, or switching tabs.
        var request = request
        if !listed.canPresent, !listed.canDismiss { request.kind = listed.kindShown }
        let timeline = try runner.timeline(
          listed, registry: registry, parameters: parameters, request: request)
        let source = TimelineJSON.Source(
          pluginID: listed.plugin.pluginID, pluginVersion: listed.plugin.version)
        try RenderOutput.write(timeline, format: .gif, to: path, options: options, source: source)
        command.report(timeline, output: path, verbose: parsed.flags.contains("--verbose"))
      } catch let error as CLIError {
        host.console.error(error.message)
        failed.append(listed.id)
      } catch let error as PluginError {
        host.console.error(error.message)
        failed.append(listed.id)
      }
    }
    if !failed.isEmpty {
      throw CLIError(
        .software, subject: failed.joined(separator: ","),
        "\(failed.count) of \(animators.count) animator(s) failed: "
          + "\(failed.joined(separator: ", ")); the other GIFs were written"
      )
    }
  }

  /// Creates the gallery directory if it does not exist (its parent must).
  private func makeDirectory(_ path: String) throws(CLIError) {
    if let info = try? FileSystem.status(of: path) {
      guard info.kind == .directory else {
        throw CLIError(
          .cannotCreate, subject: path,
          "'\(escapedForTerminal(path))' is not a directory; give '--gallery' a directory")
      }
      return
    }
    do {
      try FileSystem.makeDirectory(path, permissions: 0o755)
    } catch {
      throw CLIError(
        .cannotCreate, subject: path,
        "cannot create '\(escapedForTerminal(path))': \(error.code); "
          + "check that its parent exists and is writable")
    }
  }
}

extension AnimatorMetadata {
  /// The kind of transition that shows the animator: present and dismiss when it can, else
  /// push and pop, else a tab switch (the gallery and the benchmark render it so).
  package var kindShown: TransitionKind {
    if canPresent || canDismiss { return .present }
    return canPush || canPop ? .push : .tab
  }
}
