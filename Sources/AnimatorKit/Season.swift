/// A month/day window in which an animator is in season; it may wrap the year.
public struct Season: Sendable {
  /// First month, 1...12.
  public var startMonth: Int
  /// First day, 1...31.
  public var startDay: Int
  /// Last month, 1...12.
  public var endMonth: Int
  /// Last day, 1...31.
  public var endDay: Int

  /// A window from one month/day to another, inclusive.
  public init(from start: (month: Int, day: Int), to end: (month: Int, day: Int)) {
    startMonth = start.month
    startDay = start.day
    endMonth = end.month
    endDay = end.day
  }
}
