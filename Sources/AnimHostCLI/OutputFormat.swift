import Messages
import PluginHost

/// The output formats, chosen by the file's extension.
package enum OutputFormat: String, CaseIterable, Sendable {
  case gif, apng, png, html, json

  /// The extensions named in messages, in order.
  static let extensionList = ".gif, .apng, .png, .html or .json"

  /// The format for an output path; `-` is JSON on standard output.
  package init(path: String) throws(CLIError) {
    if path == "-" {
      self = .json
      return
    }
    let lower = path.lowercased()
    guard let format = Self.allCases.first(where: { lower.hasSuffix(".\($0.rawValue)") }) else {
      throw CLIError.usage(
        "unknown output format for '\(escapedForTerminal(path))'; use \(Self.extensionList) "
          + "(or '-' for JSON on standard output)",
        subject: path)
    }
    self = format
  }

  /// Whether the format is pixels (every format but the JSON timeline).
  var isImage: Bool { self != .json }

  /// The default pixels per point: 2 for image files, 1 for the HTML player's frames.
  var defaultScale: Double { self == .html ? 1 : 2 }
}
