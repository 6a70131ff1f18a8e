import PluginHost
import Testing

@Suite struct CalendarDateTests {
  @Test(arguments: [
    ("2026-12-24", "2026-12-24"), ("2024-02-29", "2024-02-29"), ("2000-02-29", "2000-02-29"), ("0001-01-01", "0001-01-01"),
    ("2026-04-30", "2026-04-30"),
  ])
  func validDatesParse(text: String, expected: String) throws {
    let date = try CalendarDate.parse(text).get()
    #expect(date.description == expected)
  }

  @Test(arguments: [
    ("2026-13-01", CalendarDate.ParseFailure.noSuchMonth(13)),
    ("2026-00-10", .noSuchMonth(0)),
    ("2026-02-30", .noSuchDay(month: 2, year: 2026, days: 28)),
    ("2026-02-29", .noSuchDay(month: 2, year: 2026, days: 28)),
    ("1900-02-29", .noSuchDay(month: 2, year: 1900, days: 28)),
    ("2024-02-30", .noSuchDay(month: 2, year: 2024, days: 29)),
    ("2026-04-31", .noSuchDay(month: 4, year: 2026, days: 30)),
    ("2026-01-00", .noSuchDay(month: 1, year: 2026, days: 31)),
    ("0000-01-01", .noSuchYear),
    ("2026-1-01", .format), ("26-01-01", .format), ("2026/01/01", .format), ("2026-01-01x", .format),
    ("+026-01-01", .format), ("2026-01-0١", .format), ("", .format), ("today", .format), ("2026-01--1", .format),
  ])
  func invalidDatesSayWhy(text: String, failure: CalendarDate.ParseFailure) {
    #expect(CalendarDate.parse(text) == .failure(failure))
  }

  @Test(arguments: [
    (CalendarDate.ParseFailure.noSuchDay(month: 2, year: 2026, days: 28), "2026 is not a leap year: February has 28 days"),
    (.noSuchDay(month: 2, year: 2024, days: 29), "Feb has 29 days"),
    (.noSuchMonth(13), "there is no month 13"),
    (.format, "not in the form YYYY-MM-DD"),
  ])
  func reasonsAreReadable(failure: CalendarDate.ParseFailure, reason: String) {
    #expect(failure.reason == reason)
  }

  @Test(arguments: [(2024, true), (2026, false), (1900, false), (2000, true), (2100, false)])
  func leapYears(year: Int, leap: Bool) {
    #expect(CalendarDate.isLeap(year) == leap)
    #expect(CalendarDate.days(inYear: year) == (leap ? 366 : 365))
  }

  @Test func todayIsAValidDate() {
    let today = CalendarDate.today()
    #expect(CalendarDate(year: today.year, month: today.month, day: today.day) == today)
  }
}
