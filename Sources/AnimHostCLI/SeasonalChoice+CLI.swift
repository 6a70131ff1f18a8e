import Messages
import PluginHost

/// `auto` and `--date` for play and render: the animator in season on a day (docs/seasons.md).
enum AutoAnimator {
  /// The animator name that asks for the one in season.
  static let name = "auto"

  /// The day of `--date` (or of the first of `options` given), else today in local time.
  static func date(_ parsed: ParsedArguments, options: [String] = ["--date"]) throws(CLIError)
    -> CalendarDate
  {
    for option in options {
      if let text = parsed.value(option) { return try parseDate(text, option: option) }
    }
    return CalendarDate.today()
  }

  /// A strict `YYYY-MM-DD` value of an option; anything else is a usage error naming the value.
  static func parseDate(_ text: String, option: String) throws(CLIError) -> CalendarDate {
    switch CalendarDate.parse(text) {
    case let .success(date): return date
    case let .failure(failure):
      throw .usage(
        "invalid value '\(escapedForTerminal(text))' for '\(option)' (\(failure.reason)); "
          + "use a date as YYYY-MM-DD, such as 2026-12-24",
        subject: text)
    }
  }

  /// The metadata of the animator a name asks for; no name or `auto` picks the one in season on
  /// the date, and with `verbose` says which and why on stderr.
  static func metadata(
    named name: String?, in registry: PluginRegistry, on date: CalendarDate, host: AnimHost,
    verbose: Bool
  ) throws(PluginError) -> AnimatorMetadata {
    if let name, name != Self.name { return try registry.animator(named: name) }
    let choice = try SeasonalChoice.choose(
      from: registry.animators.map(SeasonalChoice.Candidate.init), on: date,
      defaultID: PlayCommand.defaultAnimator)
    if verbose { host.console.note("animhost: auto on \(date): \(choice.explanation)") }
    return registry.animators[choice.index]
  }
}

/// What `list` shows about seasons on a day: each animator's windows, which are in season,
/// and which one `auto` plays.
struct SeasonColumn {
  /// The day shown.
  let date: CalendarDate
  /// The ids in season on the day.
  let inSeason: Set<String>
  /// What auto plays on the day, or why nothing can.
  let choice: Result<SeasonalChoice, PluginError>

  /// The seasons of the registry's animators (in search order) on a day.
  init(_ animators: [AnimatorMetadata], on date: CalendarDate) {
    let candidates = animators.map(SeasonalChoice.Candidate.init)
    self.date = date
    inSeason = Set(SeasonalChoice.inSeason(candidates, on: date))
    choice = Result { () throws(PluginError) in
      try SeasonalChoice.choose(from: candidates, on: date, defaultID: PlayCommand.defaultAnimator)
    }
  }

  /// The id auto plays, if any.
  var autoID: String? { try? choice.get().id }

  /// The table cell: the windows (or `all year`), marked `in season` and `auto` on the day.
  func cell(_ animator: AnimatorMetadata) -> String {
    let windows =
      animator.seasons.isEmpty ? "all year" : animator.seasons.map(\.label).joined(separator: ", ")
    let marks = [
      inSeason.contains(animator.id) ? "in season" : nil, autoID == animator.id ? "auto" : nil,
    ].compactMap { $0 }
    return marks.isEmpty ? windows : "\(windows) (\(marks.joined(separator: ", ")))"
  }

  /// The last line of `list --season`: `auto on 2026-10-31: halloween-flip`.
  var autoLine: String {
    switch choice {
    case let .success(choice): "auto on \(date): \(choice.id)"
    case let .failure(error): "auto on \(date): none; \(error.message)"
    }
  }
}
