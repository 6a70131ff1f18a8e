import Messages
import PluginHost

/// The options a command accepts: which take a value and which are flags.
struct OptionSpec {
  var valued: Set<String>
  var flags: Set<String>
  var maxPositionals: Int
  var positionalName: String
}

/// A command line split into positionals, valued options and flags.
struct ParsedArguments: Equatable {
  var positionals: [String] = []
  var values: [String: [String]] = [:]
  var flags: Set<String> = []

  /// The value given for an option (a single-value option is given at most once).
  func value(_ name: String) -> String? { values[name]?.last }

  /// The options that may be given more than once; any other is refused the second time.
  static let repeatable: Set<String> = ["--plugin-dir", "--rule", "--case", "--set"]

  /// Parses `--name value`, `--name=value`, flags, `-h`, `-v`, `-o` and `--` against a spec.
  static func parse(_ arguments: [String], spec: OptionSpec, command: String) throws(CLIError)
    -> ParsedArguments
  {
    var result = ParsedArguments()
    var index = 0
    var onlyPositionals = false
    let shortNames = ["-o": "--output", "-v": "--verbose", "-h": "--help"]
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inline: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      name = shortNames[name] ?? name
      if spec.flags.contains(name) {
        guard inline == nil else {
          throw .usage(
            "option '\(name)' takes no value; try 'animhost \(command) --help'", subject: argument)
        }
        result.flags.insert(name)
      } else if spec.valued.contains(name) {
        let value: String
        if let inline {
          value = inline
        } else {
          guard index < arguments.count else {
            throw .usage(
              "missing value for '\(name)'; try 'animhost \(command) --help'", subject: name)
          }
          value = arguments[index]
          index += 1
        }
        if let first = result.values[name]?.first, !Self.repeatable.contains(name) {
          throw .usage(
            "option '\(name)' given twice ('\(escapedForTerminal(first))' and "
              + "'\(escapedForTerminal(value))'); give it once", subject: name)
        }
        result.values[name, default: []].append(value)
      } else {
        let known = Array(spec.valued) + Array(spec.flags)
        let hint =
          Suggestion.closest(to: name, in: known).map { "; did you mean '\($0)'?" }
          ?? "; try 'animhost \(command) --help'"
        throw .usage(
          "unknown option '\(escapedForTerminal(name))' for '\(command)'\(hint)", subject: name)
      }
    }
    if result.positionals.count > spec.maxPositionals, !result.flags.contains("--help") {
      let extra = result.positionals[spec.maxPositionals]
      let expected =
        spec.maxPositionals == 0
        ? "takes no arguments" : "takes at most \(spec.maxPositionals) \(spec.positionalName)"
      throw .usage(
        "unexpected argument '\(escapedForTerminal(extra))': '\(command)' \(expected)",
        subject: extra)
    }
    return result
  }
}
