import HostSystem
import PluginHost

/// A day of the Gregorian calendar, always valid: Feb 29 only in leap years.
package struct CalendarDate: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
  package let year: Int
  package let month: Int
  package let day: Int

  /// The date, or nil when the month or day does not exist in that year (Feb 30, Feb 29 of 2026).
  package init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Self.days(inMonth: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// As `2026-07-01`.
  package var description: String {
    func digits(_ n: Int, _ width: Int) -> String {
      let text = String(n)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))"
  }

  package static func < (a: CalendarDate, b: CalendarDate) -> Bool {
    (a.year, a.month, a.day) < (b.year, b.month, b.day)
  }

  /// Whether the year has a Feb 29.
  package static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  /// The number of days in a month of a year (28 to 31).
  package static func days(inMonth month: Int, year: Int) -> Int {
    precondition((1...12).contains(month), "month \(month) out of range")
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// The number of days in a year (365 or 366).
  package static func days(inYear year: Int) -> Int { isLeap(year) ? 366 : 365 }

  /// Why text is not a date, or the date: strictly `YYYY-MM-DD` with ASCII digits.
  package static func parse(_ text: String) -> Result<CalendarDate, ParseFailure> {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({
        $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
      }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return .failure(.format) }
    guard year >= 1 else { return .failure(.noSuchYear) }
    guard (1...12).contains(month) else { return .failure(.noSuchMonth(month)) }
    guard let date = CalendarDate(year: year, month: month, day: day) else {
      return .failure(.noSuchDay(year: year, month: month, day: day))
    }
    return .success(date)
  }

  /// Why a text is not a valid date.
  package enum ParseFailure: Error, Equatable, Sendable {
    /// Not `YYYY-MM-DD`.
    case format
    /// Year 0000.
    case noSuchYear
    /// A month outside 1...12.
    case noSuchMonth(Int)
    /// Day 0 or a day past the end of the month (Feb 30, Feb 29 in a common year).
    case noSuchDay(year: Int, month: Int, day: Int)

    /// A few words on the cause, such as `2026 is not a leap year: February has 28 days`.
    package var reason: String {
      switch self {
      case .format: "not in the form YYYY-MM-DD"
      case .noSuchYear: "there is no year 0"
      case let .noSuchMonth(month): "there is no month \(month)"
      case let .noSuchDay(_, _, day) where day == 0: "there is no day 0"
      case let .noSuchDay(year, 2, 29): "\(year) is not a leap year"
      case let .noSuchDay(year, 2, _): "Feb \(year) has \(days(inMonth: 2, year: year)) days"
      case let .noSuchDay(year, month, _):
        "\(SeasonWindow.monthNames[month - 1]) has \(days(inMonth: month, year: year)) days"
      }
    }
  }

  /// Today in the local time zone (TZ), from `localtime_r`.
  package static func today() -> CalendarDate {
    let local = LocalDate.today()
    guard let date = CalendarDate(year: local.year, month: local.month, day: local.day) else {
      preconditionFailure("the local date \(local) is not a calendar date")
    }
    return date
  }
}
