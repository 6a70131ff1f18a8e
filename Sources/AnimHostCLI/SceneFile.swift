import HostSystem
import Messages
import PluginHost
import SceneFormat
import TransitionEngine

/// `--scene`: a built-in scene name, or the path of a JSON scene file (docs/scene-format.md),
/// read here and decoded by SceneFormat.
package enum SceneFile {
  /// The largest scene file read; two screens of views take a few kilobytes.
  package static let maxBytes = 1 << 20

  /// Whether a `--scene` value is a file path: it holds a `/` or ends in `.json`.
  package static func isPath(_ value: String) -> Bool {
    value.contains("/") || value.hasSuffix(".json")
  }

  /// The scene a `--scene` value names, laid out for the screen size.
  package static func resolve(_ value: String, size: Size) throws(CLIError) -> Scene {
    if isPath(value) { return try load(path: value, size: size) }
    if let scene = Scene.builtIn(value, size: size) { return scene }
    let hint =
      Suggestion.closest(to: value, in: Scene.builtInNames).map { "; did you mean '\($0)'?" } ?? ""
    throw CLIError(
      .notFound, subject: value,
      "no scene named '\(escapedForTerminal(value))'\(hint)\n"
        + "built-in scenes: \(Scene.builtInNames.joined(separator: ", ")); "
        + "for a scene file, give a path ending in .json")
  }

  /// Reads and decodes a scene file: exit 66 when it cannot be read, 65 when it is malformed.
  package static func load(path: String, size: Size) throws(CLIError) -> Scene {
    let bytes = try readFile(path)
    var name = path.split(separator: "/").last.map(String.init) ?? path
    if name.hasSuffix(".json") { name.removeLast(5) }
    var scene: Scene
    do {
      scene = try SceneFileDecoder.decode(bytes, name: name, size: size)
    } catch {
      throw error.cliError(file: path)
    }
    try SceneImages.load(into: &scene, sceneFile: path)
    return scene
  }

  /// The bytes of a regular file of at most `limit` bytes; never blocks on a FIFO or device.
  /// - Parameters:
  ///   - path: the file.
  ///   - what: the file's role in messages (`scene file`, `image`).
  ///   - limit: the most bytes read.
  ///   - expect: what to give instead of a directory or special file, in messages.
  /// - Returns: the file's bytes.
  /// - Throws: exit 66 when it cannot be read, 65 when it is too large.
  static func readFile(
    _ path: String, what: String = "scene file", limit: Int = maxBytes,
    expect: String = "a .json file"
  ) throws(CLIError) -> [UInt8] {
    let shown = escapedForTerminal(path)
    func failure(_ cause: String) -> CLIError {
      CLIError(.notFound, subject: path, "cannot read \(what) '\(shown)': \(cause)")
    }
    let fd: FileDescriptor
    do {
      fd = try FileDescriptor.open(path, .readOnly, options: .nonBlocking)
    } catch {
      throw failure(
        error.code == .noSuchFileOrDirectory
          ? "no such file; check the path" : error.code.description.lowercased())
    }
    defer { try? fd.close() }
    let info: FileStatus
    do {
      info = try fd.status()
    } catch {
      throw failure(error.code.description.lowercased())
    }
    guard info.kind == .regular else {
      throw failure(
        info.kind == .directory
          ? "it is a directory; give \(expect)" : "not a regular file; give \(expect)")
    }
    let limitText = limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit) bytes"
    guard info.size <= limit else {
      throw CLIError(
        .dataError, subject: path,
        "\(what) '\(shown)' is larger than \(limitText); use a smaller one")
    }
    let bytes: [UInt8]
    do {
      bytes = try fd.readToEnd(limit: Int(info.size) + 1)
    } catch {
      throw failure(error.code.description.lowercased())
    }
    guard bytes.count <= limit else {
      throw CLIError(
        .dataError, subject: path,
        "\(what) '\(shown)' is larger than \(limitText); use a smaller one")
    }
    return bytes
  }
}
