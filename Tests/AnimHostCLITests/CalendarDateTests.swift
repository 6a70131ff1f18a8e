import AnimHostCLI
import PluginHost
import Testing

@Suite struct CalendarDateTests {
  @Test(arguments: [
    ("2026-12-24", "2026-12-24"), ("2024-02-29", "2024-02-29"), ("2000-02-29", "2000-02-29"),
    ("0001-01-01", "0001-01-01"),
    ("2026-04-30", "2026-04-30"),
  ])
  func validDatesParse(text: String, expected: String) throws {
    let date = try CalendarDate.parse(text).get()
    #expect(date.description == expected)
  }

  @Test(arguments: [
    ("2026-13-01", CalendarDate.ParseFailure.noSuchMonth(13)),
    ("2026-00-10", .noSuchMonth(0)),
    ("2026-02-30", .noSuchDay(year: 2026, month: 2, day: 30)),
    ("2026-02-29", .noSuchDay(year: 2026, month: 2, day: 29)),
    ("1900-02-29", .noSuchDay(year: 1900, month: 2, day: 29)),
    ("2024-02-30", .noSuchDay(year: 2024, month: 2, day: 30)),
    ("2026-04-31", .noSuchDay(year: 2026, month: 4, day: 31)),
    ("2026-01-00", .noSuchDay(year: 2026, month: 1, day: 0)),
    ("0000-01-01", .noSuchYear),
    ("2026-1-01", .format), ("26-01-01", .format), ("2026/01/01", .format),
    ("2026-01-01x", .format),
    ("+026-01-01", .format), ("2026-01-0١", .format), ("", .format), ("today", .format),
    ("2026-01--1", .format),
  ])
  func invalidDatesSayWhy(text: String, failure: CalendarDate.ParseFailure) {
    #expect(CalendarDate.parse(text) == .failure(failure))
  }

  @Test(arguments: [
    (CalendarDate.ParseFailure.noSuchDay(year: 2026, month: 2, day: 29), "2026 is not a leap year"),
    (.noSuchDay(year: 2026, month: 2, day: 30), "Feb 2026 has 28 days"),
    (.noSuchDay(year: 2024, month: 2, day: 30), "Feb 2024 has 29 days"),
    (.noSuchDay(year: 2026, month: 4, day: 31), "Apr has 30 days"),
    (.noSuchDay(year: 2026, month: 1, day: 0), "there is no day 0"),
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
