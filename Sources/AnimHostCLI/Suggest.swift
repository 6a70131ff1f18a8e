import PluginHost

/// "Did you mean" for options and commands.
enum Suggest {
  static func closest(to word: String, in candidates: [String]) -> String? {
    Suggestion.closest(to: word, in: candidates)
  }
}

/// A command-line value made safe to print.
func escapedArgument(_ text: String) -> String {
  escapedForTerminal(text)
}
