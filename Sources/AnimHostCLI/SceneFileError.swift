import PluginHost

/// A problem in a scene file: where it is (JSON path, line, column) and what is wrong.
package struct SceneFileError: Error, Equatable, Sendable {
  /// The JSON path of the bad value, such as `$.presented.views[2].frame.width`.
  package var path: String
  /// Where the bad value (or syntax) is in the file.
  package var position: TextPosition
  /// What is wrong and how to fix it, lowercase: `negative width -20; use 0 or more`.
  package var reason: String

  init(_ path: JSONPath, at position: TextPosition, _ reason: String) {
    self.path = path.description
    self.position = position
    self.reason = reason
  }

  /// The CLI error (exit 65) naming the file, the place and the reason on one line.
  package func cliError(file: String) -> CLIError {
    CLIError(
      .dataError, subject: file,
      escapedForTerminal(
        "scene file '\(file)', line \(position.line), column \(position.column), \(path): \(reason)"))
  }
}
