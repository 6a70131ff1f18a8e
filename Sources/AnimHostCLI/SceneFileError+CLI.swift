import Messages
import SceneFormat

extension SceneFileError {
  /// The CLI error (exit 65) naming the file, the place and the reason on one line.
  package func cliError(file: String) -> CLIError {
    CLIError(.dataError, subject: file, escapedForTerminal("scene file '\(file)', \(self)"))
  }
}
