import AnimHostCLI
import PluginHost
import Testing

@Suite struct SeasonWindowCalendarTests {
  static let fireworks = SeasonWindow(12, 27, 1, 7)
  static let halloween = SeasonWindow(10, 15, 11, 1)
  static let february = SeasonWindow(2, 20, 2, 28)
  static let leapEnd = SeasonWindow(2, 20, 2, 29)
  static let leapStart = SeasonWindow(2, 29, 3, 5)

  /// A window, a date, and the length of the window's occurrence containing it (nil: outside).
  @Test(
    arguments: [
      (fireworks, "2026-12-26", nil), (fireworks, "2026-12-27", 12), (fireworks, "2026-12-31", 12),
      (fireworks, "2027-01-01", 12), (fireworks, "2027-01-07", 12), (fireworks, "2027-01-08", nil),
      (fireworks, "2026-07-01", nil),
      (halloween, "2026-10-14", nil), (halloween, "2026-10-15", 18), (halloween, "2026-11-01", 18),
      (halloween, "2026-11-02", nil),
      (february, "2024-02-28", 9), (february, "2024-02-29", nil), (february, "2026-02-28", 9),
      (leapEnd, "2024-02-29", 10), (leapEnd, "2026-02-28", 9), (leapEnd, "2026-03-01", nil),
      (leapStart, "2024-02-29", 6), (leapStart, "2026-03-01", 5), (leapStart, "2026-02-28", nil),
      (SeasonWindow(12, 1, 3, 1), "2024-01-15", 92), (SeasonWindow(12, 1, 3, 1), "2023-12-15", 92),
      (SeasonWindow(12, 1, 3, 1), "2025-12-15", 91),
      (SeasonWindow(4, 1, 4, 31), "2026-04-30", 30), (SeasonWindow(7, 4, 7, 4), "2026-07-04", 1),
    ] as [(SeasonWindow, String, Int?)])
  func lengthOfTheWindowContainingTheDate(window: SeasonWindow, date: String, length: Int?) throws {
    let day = try CalendarDate.parse(date).get()
    #expect(window.length(containing: day) == length)
    #expect(window.contains(day) == (length != nil))
  }

  @Test(arguments: [(fireworks, "Dec 27 – Jan 7", true), (halloween, "Oct 15 – Nov 1", false)])
  func labelAndWrap(window: SeasonWindow, label: String, wraps: Bool) {
    #expect(window.label == label)
    #expect(window.wrapsYear == wraps)
  }
}
