import HostSystem
import Messages
import PluginHost

/// An animator named on the command line with optional arguments, as IBAnimatable's
/// transition strings do: `fold(left,5)`, `portal(backward,0.6)`,
/// `slide(direction=up,duration=0.5)`.
///
/// Positional arguments follow the animator's parameters in their declared order (`animhost
/// info NAME` lists them); named ones may come in any order after them. They resolve like
/// `--set`, which is applied after them.
package struct AnimatorSelection: Equatable {
  /// One argument between the parentheses.
  package enum Argument: Equatable {
    /// A value for the parameter at its position.
    case positional(String)
    /// `name=value`.
    case named(String, String)
  }

  /// The animator's id (or `auto`).
  package let name: String
  /// The arguments in order; empty without parentheses.
  package let arguments: [Argument]
  /// What was typed, for messages.
  package let text: String

  /// Parses `NAME` or `NAME(ARG,…)`.
  /// - Throws: a usage error (exit 64) naming the text and what is wrong with it.
  package init(parsing text: String) throws(CLIError) {
    self.text = text
    guard let open = text.firstIndex(of: "(") else {
      guard !text.contains(")") else { throw Self.malformed(text, "a ')' without a '('") }
      name = text
      arguments = []
      return
    }
    guard text.last == ")", text.firstIndex(of: ")") == text.index(before: text.endIndex) else {
      throw Self.malformed(text, "the arguments must end with the one ')' at the end")
    }
    name = String(text[..<open])
    guard !name.isEmpty else { throw Self.malformed(text, "no animator name before '('") }
    let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
    guard !inside.allSatisfy(\.isWhitespace) else {
      arguments = []
      return
    }
    var parsed: [Argument] = []
    for (index, piece) in inside.split(separator: ",", omittingEmptySubsequences: false)
      .enumerated()
    {
      let item = piece.trimmingSpaces()
      guard !item.isEmpty else {
        throw Self.malformed(text, "argument \(index + 1) is empty")
      }
      if let equals = item.firstIndex(of: "=") {
        let key = item[..<equals].trimmingSpaces()
        guard !key.isEmpty else {
          throw Self.malformed(text, "argument \(index + 1) has no parameter name before '='")
        }
        parsed.append(.named(key, item[item.index(after: equals)...].trimmingSpaces()))
      } else {
        if parsed.contains(where: { if case .named = $0 { true } else { false } }) {
          throw Self.malformed(
            text, "argument \(index + 1) has no name but follows a named one; name it too")
        }
        parsed.append(.positional(item))
      }
    }
    arguments = parsed
  }

  /// The arguments as `--set` pairs for the animator's parameters, checked one by one.
  /// - Throws: a usage error (exit 64) with the argument's position, the parameter's name and
  ///   the values it takes.
  package func settings(for animator: AnimatorMetadata) throws(CLIError) -> [(
    name: String, value: String
  )] {
    let parameters = animator.parameters
    var result: [(name: String, value: String)] = []
    for (index, argument) in arguments.enumerated() {
      let position = index + 1
      let parameter: ParameterInfo
      let value: String
      switch argument {
      case .positional(let given):
        guard index < parameters.count else {
          throw .usage(
            "argument \(position) of '\(escapedForTerminal(text))' is one too many: "
              + "'\(animator.id)' takes \(Self.form(of: animator))",
            subject: text)
        }
        parameter = parameters[index]
        value = given
      case .named(let key, let given):
        guard let found = parameters.first(where: { $0.name == key }) else {
          let guess =
            Suggestion.closest(to: key, in: parameters.map(\.name)).map { "did you mean '\($0)'? " }
            ?? ""
          throw .usage(
            "argument \(position) of '\(escapedForTerminal(text))' names no parameter of "
              + "'\(animator.id)': '\(escapedForTerminal(key))'; \(guess)"
              + "it takes \(Self.form(of: animator))",
            subject: key)
        }
        parameter = found
        value = given
      }
      if result.contains(where: { $0.name == parameter.name }) {
        throw .usage(
          "argument \(position) of '\(escapedForTerminal(text))' sets '\(parameter.name)' again; "
            + "give each parameter once",
          subject: parameter.name)
      }
      if let problem = ParameterResolver.problem(with: value, for: parameter) {
        throw .usage(
          "argument \(position) of '\(escapedForTerminal(text))' is for parameter "
            + "'\(parameter.name)': \(problem), not '\(escapedForTerminal(value))'",
          subject: value)
      }
      result.append((parameter.name, value))
    }
    return result
  }

  /// The form an animator takes arguments in, such as `fold(direction, folds, duration)`.
  package static func form(of animator: AnimatorMetadata) -> String {
    "\(animator.id)(\(animator.parameters.map(\.name).joined(separator: ", ")))"
  }

  /// A usage error about the selection's syntax.
  private static func malformed(_ text: String, _ why: String) -> CLIError {
    .usage(
      "invalid animator '\(escapedForTerminal(text))': \(why); "
        + "write NAME or NAME(ARG,…), such as 'fold(left,5)' or 'slide(direction=up)'",
      subject: text)
  }
}
