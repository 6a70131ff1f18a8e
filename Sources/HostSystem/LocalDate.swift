#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// A day on the local calendar: the date as the time zone (`TZ`) sees it.
package struct LocalDate: Equatable, Sendable {
  /// The year, such as 2026.
  package var year: Int
  /// The month, 1 to 12.
  package var month: Int
  /// The day of the month, 1 to 31.
  package var day: Int

  /// Today in the local time zone.
  ///
  /// The corresponding C functions are `time(2)` and `localtime_r(3)`.
  package static func today() -> LocalDate {
    var now = system_time()
    var parts = tm()
    guard system_localtime_r(&now, &parts) else {
      preconditionFailure("localtime_r failed for the current time")
    }
    return LocalDate(
      year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
  }
}
