import PluginHost

/// The animator `auto` plays on a date: the one whose season window containing the date is
/// narrowest (ties go to the first in search order).
///
/// Out of season, the default animator, else the first animator without seasons. See
/// docs/seasons.md.
package struct SeasonalChoice: Equatable, Sendable {
  /// What the choice looks at: an animator's id and season windows.
  package struct Candidate: Equatable, Sendable {
    package var id: String
    package var seasons: [SeasonWindow]

    /// A candidate with its windows (none: all year).
    package init(id: String, seasons: [SeasonWindow]) {
      self.id = id
      self.seasons = seasons
    }
  }

  /// Why the animator was chosen.
  package enum Reason: Equatable, Sendable {
    /// Its window, `days` long, contains the date and is the narrowest.
    case inSeason(SeasonWindow, days: Int)
    /// Nothing is in season; it is the default animator.
    case defaultAnimator
    /// Nothing is in season and the default is absent; it is the first without seasons.
    case firstWithoutSeasons(missingDefault: String)
  }

  /// The position of the chosen animator in the candidates (search order).
  package var index: Int
  /// The chosen animator's id.
  package var id: String
  /// The date the choice was made for.
  package var date: CalendarDate
  /// Why it was chosen.
  package var reason: Reason

  /// One line for people, such as `in season: halloween-flip (Oct 15 – Nov 1, 18 days)`.
  package var explanation: String {
    switch reason {
    case let .inSeason(window, days):
      "in season: \(id) (\(window.label), \(days) day\(days == 1 ? "" : "s"))"
    case .defaultAnimator:
      "no animator in season on \(date); using the default '\(id)'"
    case let .firstWithoutSeasons(missing):
      "no animator in season on \(date) and the default '\(missing)' is not installed; "
        + "using '\(id)', the first animator without seasons"
    }
  }

  /// The ids of the candidates in season on the date, in search order.
  package static func inSeason(_ candidates: [Candidate], on date: CalendarDate) -> [String] {
    candidates.filter { $0.seasons.contains { $0.contains(date) } }.map(\.id)
  }

  /// Picks the animator for the date from candidates in search order.
  /// - Throws: PluginError.notFound when nothing is in season, the default is absent and every
  ///   animator has seasons (or there are no animators).
  package static func choose(
    from candidates: [Candidate], on date: CalendarDate, defaultID: String
  ) throws(PluginError) -> SeasonalChoice {
    var best: (index: Int, window: SeasonWindow, days: Int)?
    for (index, candidate) in candidates.enumerated() {
      for window in candidate.seasons {
        guard let days = window.length(containing: date) else { continue }
        if best.map({ days < $0.days }) ?? true { best = (index, window, days) }
      }
    }
    if let best {
      return SeasonalChoice(
        index: best.index, id: candidates[best.index].id, date: date,
        reason: .inSeason(best.window, days: best.days))
    }
    if let index = candidates.firstIndex(where: { $0.id == defaultID }) {
      return SeasonalChoice(index: index, id: defaultID, date: date, reason: .defaultAnimator)
    }
    if let index = candidates.firstIndex(where: { $0.seasons.isEmpty }) {
      return SeasonalChoice(
        index: index, id: candidates[index].id, date: date,
        reason: .firstWithoutSeasons(missingDefault: defaultID))
    }
    let found = candidates.isEmpty ? "no animators were found" : "every animator found has seasons"
    throw PluginError(
      .notFound, subject: date.description,
      "no animator in season on \(date), the default '\(defaultID)' is not installed and \(found); "
        + "name an animator (see 'animhost list') or preview another day with --date YYYY-MM-DD")
  }
}

extension SeasonalChoice.Candidate {
  /// The candidate for an animator found by the registry.
  package init(_ animator: AnimatorMetadata) {
    self.init(id: animator.id, seasons: animator.seasons)
  }
}
