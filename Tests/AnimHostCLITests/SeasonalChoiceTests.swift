import AnimHostCLI
import PluginHost
import Testing

@Suite struct SeasonalChoiceTests {
  typealias Candidate = SeasonalChoice.Candidate

  /// The holiday animators as planned, in search order, after the all-year ones.
  static let holidays: [Candidate] = [
    Candidate(id: "cross-dissolve", seasons: []),
    Candidate(id: "grow", seasons: []),
    Candidate(id: "snow", seasons: [SeasonWindow(12, 1, 12, 26)]),
    Candidate(id: "fireworks", seasons: [SeasonWindow(12, 27, 1, 7)]),
    Candidate(id: "heart-reveal", seasons: [SeasonWindow(2, 7, 2, 15)]),
    Candidate(id: "halloween-flip", seasons: [SeasonWindow(10, 15, 11, 1)]),
    Candidate(id: "autumn-leaves", seasons: [SeasonWindow(11, 2, 11, 30)]),
    Candidate(id: "egg-crack", seasons: [SeasonWindow(3, 22, 4, 25)]),
  ]

  @Test(arguments: [
    ("2026-12-25", "snow"), ("2026-12-26", "snow"), ("2026-12-27", "fireworks"),
    ("2026-12-31", "fireworks"),
    ("2027-01-01", "fireworks"), ("2027-01-07", "fireworks"), ("2027-01-08", "grow"),
    ("2026-12-01", "snow"),
    ("2026-11-30", "autumn-leaves"), ("2026-11-01", "halloween-flip"),
    ("2026-10-31", "halloween-flip"),
    ("2026-10-14", "grow"), ("2024-02-29", "grow"), ("2026-02-14", "heart-reveal"),
    ("2026-04-25", "egg-crack"),
    ("2026-07-01", "grow"),
  ])
  func theHolidayCalendar(date: String, expected: String) throws {
    let choice = try SeasonalChoice.choose(
      from: Self.holidays, on: try CalendarDate.parse(date).get(), defaultID: "grow")
    #expect(choice.id == expected)
    #expect(Self.holidays[choice.index].id == expected)
  }

  @Test func explanations() throws {
    let halloween = try SeasonalChoice.choose(
      from: Self.holidays, on: try #require(CalendarDate(year: 2026, month: 10, day: 31)),
      defaultID: "grow")
    #expect(halloween.explanation == "in season: halloween-flip (Oct 15 – Nov 1, 18 days)")
    #expect(halloween.reason == .inSeason(SeasonWindow(10, 15, 11, 1), days: 18))
    let summer = try SeasonalChoice.choose(
      from: Self.holidays, on: try #require(CalendarDate(year: 2026, month: 7, day: 1)),
      defaultID: "grow")
    #expect(summer.explanation == "no animator in season on 2026-07-01; using the default 'grow'")
    #expect(summer.reason == .defaultAnimator)
  }

  /// Nested and overlapping windows: the narrowest containing the date wins, then search order.
  @Test(
    arguments: [
      (
        [
          Candidate(id: "winter", seasons: [SeasonWindow(12, 1, 2, 28)]),
          Candidate(id: "xmas", seasons: [SeasonWindow(12, 24, 12, 26)]),
        ],
        "2026-12-25", "xmas"
      ),
      (
        [
          Candidate(id: "winter", seasons: [SeasonWindow(12, 1, 2, 28)]),
          Candidate(id: "xmas", seasons: [SeasonWindow(12, 24, 12, 26)]),
        ],
        "2026-12-27", "winter"
      ),
      (
        [
          Candidate(id: "a", seasons: [SeasonWindow(3, 1, 3, 10)]),
          Candidate(id: "b", seasons: [SeasonWindow(3, 5, 3, 14)]),
        ],
        "2026-03-07", "a"
      ),
      (
        [
          Candidate(id: "b", seasons: [SeasonWindow(3, 5, 3, 14)]),
          Candidate(id: "a", seasons: [SeasonWindow(3, 1, 3, 10)]),
        ],
        "2026-03-07", "b"
      ),
      (
        [
          Candidate(id: "year-end", seasons: [SeasonWindow(12, 27, 1, 7)]),
          Candidate(id: "new-year", seasons: [SeasonWindow(12, 31, 1, 1)]),
        ],
        "2027-01-01", "new-year"
      ),
      (
        [
          Candidate(id: "two", seasons: [SeasonWindow(1, 1, 12, 31), SeasonWindow(6, 1, 6, 3)]),
          Candidate(id: "june", seasons: [SeasonWindow(6, 1, 6, 4)]),
        ],
        "2026-06-02", "two"
      ),
      // Feb 1 – Mar 1 is 29 days in 2026 and 30 in 2024, against a fixed 30-day window
      // (a tie in 2024).
      (
        [
          Candidate(id: "thirty", seasons: [SeasonWindow(1, 22, 2, 20)]),
          Candidate(id: "feb", seasons: [SeasonWindow(2, 1, 3, 1)]),
        ],
        "2026-02-20", "feb"
      ),
      (
        [
          Candidate(id: "thirty", seasons: [SeasonWindow(1, 22, 2, 20)]),
          Candidate(id: "feb", seasons: [SeasonWindow(2, 1, 3, 1)]),
        ],
        "2024-02-20", "thirty"
      ),
      (
        [
          Candidate(id: "to-28", seasons: [SeasonWindow(2, 20, 2, 28)]),
          Candidate(id: "to-29", seasons: [SeasonWindow(2, 20, 2, 29)]),
        ],
        "2024-02-29", "to-29"
      ),
      (
        [
          Candidate(id: "to-29", seasons: [SeasonWindow(2, 20, 2, 29)]),
          Candidate(id: "to-28", seasons: [SeasonWindow(2, 20, 2, 28)]),
        ],
        "2026-02-28", "to-29"
      ),
    ] as [([Candidate], String, String)])
  func narrowestWinsThenSearchOrder(candidates: [Candidate], date: String, expected: String) throws
  {
    let choice = try SeasonalChoice.choose(
      from: candidates, on: try CalendarDate.parse(date).get(), defaultID: "grow")
    #expect(choice.id == expected)
  }

  @Test func withoutTheDefaultTheFirstAllYearAnimatorPlays() throws {
    let candidates = [
      Candidate(id: "snow", seasons: [SeasonWindow(12, 1, 12, 26)]),
      Candidate(id: "fade", seasons: []),
      Candidate(id: "slide", seasons: []),
    ]
    let choice = try SeasonalChoice.choose(
      from: candidates, on: try #require(CalendarDate(year: 2026, month: 7, day: 1)),
      defaultID: "grow")
    #expect(choice.id == "fade" && choice.index == 1)
    #expect(
      choice.explanation
        == "no animator in season on 2026-07-01 and the default 'grow' is not installed; "
        + "using 'fade', the first animator without seasons"
    )
  }

  @Test(
    arguments: [[], [Candidate(id: "snow", seasons: [SeasonWindow(12, 1, 12, 26)])]]
      as [[Candidate]])
  func withNothingToPlayItIsAClearError(candidates: [Candidate]) throws {
    let summer = try #require(CalendarDate(year: 2026, month: 7, day: 1))
    #expect {
      try SeasonalChoice.choose(from: candidates, on: summer, defaultID: "grow")
    } throws: { error in
      guard let error = error as? PluginError else { return false }
      return error.code == .notFound
        && error.message.hasPrefix(
          "no animator in season on 2026-07-01, the default 'grow' is not installed")
    }
  }

  @Test func inSeasonListsEveryMatchInSearchOrder() throws {
    let candidates = [
      Candidate(id: "winter", seasons: [SeasonWindow(12, 1, 2, 28)]),
      Candidate(id: "grow", seasons: []),
      Candidate(id: "xmas", seasons: [SeasonWindow(12, 24, 12, 26)]),
    ]
    #expect(
      SeasonalChoice.inSeason(
        candidates, on: try #require(CalendarDate(year: 2026, month: 12, day: 25))) == [
          "winter", "xmas",
        ])
  }
}
