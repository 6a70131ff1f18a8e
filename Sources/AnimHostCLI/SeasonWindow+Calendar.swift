import PluginHost

/// Which days a season window covers: month/day pairs compare in calendar order, so a window
/// ending Feb 28 leaves out Feb 29, and one naming Feb 29 simply has no such day in common years.
extension SeasonWindow {
  /// English month abbreviations, January first.
  package static let monthNames = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  /// Whether the window ends earlier in the year than it starts, and so spans Dec 31 – Jan 1.
  package var wrapsYear: Bool { (endMonth, endDay) < (startMonth, startDay) }

  /// As `Oct 15 – Nov 1`.
  package var label: String {
    "\(Self.monthNames[startMonth - 1]) \(startDay) – \(Self.monthNames[endMonth - 1]) \(endDay)"
  }

  /// Whether the date falls in the window (in either year, when it wraps).
  package func contains(_ date: CalendarDate) -> Bool {
    let day = (date.month, date.day)
    let afterStart = day >= (startMonth, startDay)
    let beforeEnd = day <= (endMonth, endDay)
    return wrapsYear ? afterStart || beforeEnd : afterStart && beforeEnd
  }

  /// The length in days of the occurrence of the window that contains the date, or nil when
  /// the date is outside it; a wrapping window counts the days of both years it spans.
  package func length(containing date: CalendarDate) -> Int? {
    guard contains(date) else { return nil }
    guard wrapsYear else {
      return Self.daysThrough(endMonth, endDay, year: date.year)
        - Self.daysBefore(startMonth, startDay, year: date.year)
    }
    let startYear = (date.month, date.day) >= (startMonth, startDay) ? date.year : date.year - 1
    let firstPart =
      CalendarDate.days(inYear: startYear) - Self.daysBefore(startMonth, startDay, year: startYear)
    return firstPart + Self.daysThrough(endMonth, endDay, year: startYear + 1)
  }

  /// How many days of the year come before month/day (a day past the month's end counts as its
  /// last).
  static func daysBefore(_ month: Int, _ day: Int, year: Int) -> Int {
    daysThrough(month, day, year: year)
      - (day <= CalendarDate.days(inMonth: month, year: year) ? 1 : 0)
  }

  /// How many days of the year come up to and including month/day, clamped to the month's end.
  static func daysThrough(_ month: Int, _ day: Int, year: Int) -> Int {
    let earlier = (1..<month).reduce(0) { $0 + CalendarDate.days(inMonth: $1, year: year) }
    return earlier + min(day, CalendarDate.days(inMonth: month, year: year))
  }
}
