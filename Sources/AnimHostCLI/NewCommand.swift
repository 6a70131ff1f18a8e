import HostSystem
import Messages

/// `animhost new NAME [--dir DIR] [--lang swift|c]`: writes a plugin project that builds, plays
/// and checks straight away, against this checkout's AnimatorKit (or C header).
struct NewCommand {
  let host: AnimHost

  static let spec = OptionSpec(
    valued: ["--dir", "--lang", "--animhost-dir"], flags: ["--help"], maxPositionals: 1,
    positionalName: "animator id")

  func run(_ arguments: [String]) throws {
    let parsed = try ParsedArguments.parse(arguments, spec: Self.spec, command: "new")
    if parsed.flags.contains("--help") {
      host.console.write(Help.new)
      return
    }
    guard let id = parsed.positionals.first else {
      throw CLIError.usage(
        "missing animator id; usage: animhost new NAME [--dir DIR] [--lang swift|c]")
    }
    guard PluginTemplate.isValidID(id) else {
      throw CLIError.usage(
        "bad animator id '\(escapedForTerminal(id))': use lowercase letters, digits and single "
          + "dashes, starting with a letter (at most 64 bytes), such as 'my-fade'",
        subject: id)
    }
    let languageName = parsed.value("--lang") ?? "swift"
    guard let language = PluginTemplate.Language(rawValue: languageName) else {
      throw CLIError.usage(
        "bad --lang '\(escapedForTerminal(languageName))': expected swift or c",
        subject: languageName)
    }
    let directory = host.absolutePath(parsed.value("--dir") ?? id)
    let template = PluginTemplate(
      id: id, checkout: try checkout(parsed.value("--animhost-dir")),
      animhost: CurrentProcess.executablePath ?? "animhost")
    let files = template.files(language)
    try refuseExisting(files, in: directory)
    for file in files {
      let path = directory + "/" + file.path
      do {
        try FileSystem.makeDirectories(FileSystem.directory(of: path), permissions: 0o755)
        try AtomicFile.write(Array(file.text.utf8), to: path)
      } catch {
        throw CLIError(.cannotCreate, subject: path, "cannot create '\(path)': \(error)")
      }
    }
    let shown = parsed.value("--dir") ?? id
    let animhost = isOnPath("animhost") ? "animhost" : template.animhost
    let next =
      language == .swift
      ? "cd \(shown) && swift build && \(animhost) play \(id) --watch --plugin-dir .build/debug"
      : "cd \(shown) && make && \(animhost) play \(id) --watch --plugin-dir ."
    host.console.print(
      "created \(language == .swift ? "Swift package" : "C project") '\(id)' in \(shown):")
    for file in files { host.console.print("  " + file.path) }
    host.console.print("next: \(next)")
  }

  /// Whether a command of that name is an executable in a `$PATH` directory.
  private func isOnPath(_ command: String) -> Bool {
    (host.environment.variables["PATH"] ?? "").split(separator: ":").contains {
      FileSystem.isExecutable("\($0)/\(command)")
    }
  }

  /// The animhost checkout to build against: `--animhost-dir`, else the one this executable
  /// was built in (found above its directory).
  private func checkout(_ given: String?) throws -> String {
    if let given {
      let path = host.absolutePath(given)
      guard Self.isCheckout(path) else {
        throw CLIError.usage(
          "'\(escapedForTerminal(given))' is not an animhost checkout (no "
            + "Sources/AnimatorKit); pass the directory of a clone of animhost",
          subject: given)
      }
      return (try? FileSystem.canonicalPath(path)) ?? path
    }
    var directory = host.environment.executableDirectory ?? ""
    while !directory.isEmpty, directory != "/" {
      if Self.isCheckout(directory) { return directory }
      directory = FileSystem.directory(of: directory)
    }
    throw CLIError(
      .notFound, subject: host.environment.executableDirectory ?? "",
      "cannot find the animhost checkout this animhost was built in, for AnimatorKit; "
        + "pass --animhost-dir DIR, the directory of a clone of animhost")
  }

  private static func isCheckout(_ directory: String) -> Bool {
    FileSystem.exists(directory + "/Package.swift")
      && FileSystem.exists(directory + "/Sources/AnimatorKit")
      && FileSystem.exists(directory + "/Sources/CAnimatorABI/include/animator_abi.h")
  }

  /// Refuses, before anything is written, when any of the files exists already.
  private func refuseExisting(_ files: [PluginTemplate.File], in directory: String) throws {
    let existing = files.map { directory + "/" + $0.path }.filter(FileSystem.exists)
    guard let first = existing.first else { return }
    let more = existing.count > 1 ? " (and \(existing.count - 1) more)" : ""
    throw CLIError(
      .cannotCreate, subject: first,
      "'\(escapedForTerminal(first))' exists already\(more); nothing was written. Choose "
        + "another --dir, or remove the files first")
  }

}
