import HostSystem

/// The directories searched for plugins, highest priority first.
package struct PluginSearchPath: Equatable, Sendable {
  /// Where a directory in the search path came from.
  package enum Origin: String, Sendable {
    case option = "--plugin-dir"
    case environment = "ANIMHOST_PLUGIN_PATH"
    case user = "XDG_DATA_HOME"
    case install = "install"
    case executable = "executable"
  }

  /// One directory and where it came from.
  package struct Entry: Equatable, Sendable {
    package var path: String
    package var origin: Origin
  }

  /// The directories in order, each once.
  package var entries: [Entry]
  /// Entries that were ignored, with the reason.
  package var ignored: [String]

  /// The search path: `--plugin-dir` (in order), `$ANIMHOST_PLUGIN_PATH`,
  /// `${XDG_DATA_HOME:-~/.local/share}/animhost/plugins`, `<exe dir>/../lib/animhost/plugins`,
  /// and the executable's own directory.
  package static func resolve(
    pluginDirectories: [String], environment: [String: String], executableDirectory: String?,
    currentDirectory: String
  ) -> PluginSearchPath {
    var entries: [Entry] = []
    var ignored: [String] = []
    func add(_ path: String, _ origin: Origin) {
      let normalized = normalize(path)
      guard !entries.contains(where: { $0.path == normalized }) else { return }
      entries.append(Entry(path: normalized, origin: origin))
    }
    for directory in pluginDirectories {
      add(directory.hasPrefix("/") ? directory : currentDirectory + "/" + directory, .option)
    }
    for item in (environment["ANIMHOST_PLUGIN_PATH"] ?? "").split(
      separator: ":", omittingEmptySubsequences: false)
    {
      if item.isEmpty { continue }
      guard item.hasPrefix("/") else {
        ignored.append(
          "ignoring relative entry '\(item)' in ANIMHOST_PLUGIN_PATH; use absolute paths")
        continue
      }
      add(String(item), .environment)
    }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      add(data + "/animhost/plugins", .user)
    } else if let home = environment["HOME"], home.hasPrefix("/") {
      add(home + "/.local/share/animhost/plugins", .user)
    }
    if let executableDirectory {
      add(executableDirectory + "/../lib/animhost/plugins", .install)
      add(executableDirectory, .executable)
    }
    return PluginSearchPath(entries: entries, ignored: ignored)
  }

  /// The directory of the running executable, from /proc/self/exe.
  package static var executableDirectory: String? { CurrentProcess.executableDirectory }

  /// Removes `.`, `..` and repeated slashes without touching the file system.
  static func normalize(_ path: String) -> String {
    // Split as bytes: a slash is one byte, and Character splitting is far slower.
    var parts: [Substring.UTF8View] = []
    for part in path.utf8.split(separator: 0x2F) {
      if part.elementsEqual(".".utf8) { continue }
      if part.elementsEqual("..".utf8) {
        if !parts.isEmpty { parts.removeLast() }
        continue
      }
      parts.append(part)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(path.utf8.count + 1)
    for part in parts {
      bytes.append(0x2F)
      bytes += part
    }
    return bytes.isEmpty ? "/" : String(decoding: bytes, as: UTF8.self)
  }
}
