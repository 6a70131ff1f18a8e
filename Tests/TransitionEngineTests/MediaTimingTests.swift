import Testing
import TransitionEngine

/// CAMediaTiming: local time, fill modes, repeats, autoreverse, speed and time offset.
@Suite struct MediaTimingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var rule: String
    var timing: MediaTiming
    var parentTime: Double
    /// The expected iteration and time into the pass, or nil when nothing is shown.
    var expected: MediaTiming.Position?
    var testDescription: String { "\(rule) (t = \(parentTime))" }
  }

  static func timing(
    begin: Double = 0, duration: Double = 1, speed: Double = 1, offset: Double = 0,
    count: Double = 0, repeatFor: Double = 0, reverses: Bool = false, fill: FillMode = .removed
  ) -> MediaTiming {
    var t = MediaTiming()
    t.beginTime = begin
    t.duration = duration
    t.speed = speed
    t.timeOffset = offset
    t.repeatCount = count
    t.repeatDuration = repeatFor
    t.autoreverses = reverses
    t.fillMode = fill
    return t
  }

  static func at(_ iteration: Double, _ time: Double) -> MediaTiming.Position {
    MediaTiming.Position(iteration: iteration, time: time)
  }

  static let cases: [Case] = [
    Case(
      rule: "the middle of the active duration", timing: timing(), parentTime: 0.25,
      expected: at(0, 0.25)),
    Case(
      rule: "before begin a removed fill shows nothing", timing: timing(begin: 1),
      parentTime: 0.5, expected: nil),
    Case(
      rule: "before begin a forwards fill shows nothing",
      timing: timing(begin: 1, fill: .forwards), parentTime: 0.5, expected: nil),
    Case(
      rule: "before begin a backwards fill shows the first value",
      timing: timing(begin: 1, fill: .backwards), parentTime: 0.5, expected: at(0, 0)),
    Case(
      rule: "before begin a both fill shows the first value",
      timing: timing(begin: 1, fill: .both), parentTime: 0.5, expected: at(0, 0)),
    Case(
      rule: "after the end a removed fill shows nothing", timing: timing(), parentTime: 1.5,
      expected: nil),
    Case(
      rule: "after the end a backwards fill shows nothing",
      timing: timing(fill: .backwards), parentTime: 1.5, expected: nil),
    Case(
      rule: "after the end a forwards fill holds the last value",
      timing: timing(fill: .forwards), parentTime: 1.5, expected: at(0, 1)),
    Case(
      rule: "after the end a both fill holds the last value", timing: timing(fill: .both),
      parentTime: 9, expected: at(0, 1)),
    Case(
      rule: "at its end exactly the animation is over", timing: timing(), parentTime: 1,
      expected: nil),
    Case(
      rule: "a begin time in the future delays it", timing: timing(begin: 2),
      parentTime: 2.5, expected: at(0, 0.5)),
    Case(
      rule: "repeatCount 2 plays a second cycle", timing: timing(count: 2),
      parentTime: 1.25, expected: at(1, 0.25)),
    Case(
      rule: "repeatCount 2 ends at the end of its second cycle",
      timing: timing(count: 2, fill: .forwards), parentTime: 3, expected: at(1, 1)),
    Case(
      rule: "a fractional repeatCount plays part of its last cycle",
      timing: timing(count: 1.5), parentTime: 1.4, expected: at(1, 0.4)),
    Case(
      rule: "a fractional repeatCount ends part way", timing: timing(count: 1.5),
      parentTime: 1.6, expected: nil),
    Case(
      rule: "a fractional repeatCount holds where it stopped",
      timing: timing(count: 1.5, fill: .forwards), parentTime: 5, expected: at(1, 0.5)),
    Case(
      rule: "an infinite repeatCount never ends", timing: timing(count: .infinity),
      parentTime: 1000.25, expected: at(1000, 0.25)),
    Case(
      rule: "repeatDuration repeats for that many seconds",
      timing: timing(repeatFor: 2.5), parentTime: 2.25, expected: at(2, 0.25)),
    Case(
      rule: "repeatDuration ends after that many seconds", timing: timing(repeatFor: 2.5),
      parentTime: 2.6, expected: nil),
    Case(
      rule: "repeatDuration holds where it stopped",
      timing: timing(repeatFor: 2.5, fill: .forwards), parentTime: 3, expected: at(2, 0.5)),
    Case(
      rule: "autoreverses plays forward first", timing: timing(reverses: true),
      parentTime: 0.5, expected: at(0, 0.5)),
    Case(
      rule: "autoreverses then plays backward", timing: timing(reverses: true),
      parentTime: 1.75, expected: at(0, 0.25)),
    Case(
      rule: "autoreverses makes a cycle twice the duration", timing: timing(reverses: true),
      parentTime: 1.99, expected: at(0, 0.01)),
    Case(
      rule: "autoreverses ends back at the start",
      timing: timing(reverses: true, fill: .forwards), parentTime: 3, expected: at(0, 0)),
    Case(
      rule: "autoreverses with repeatCount 2 counts cycles of both ways",
      timing: timing(count: 2, reverses: true), parentTime: 2.5, expected: at(1, 0.5)),
    Case(
      rule: "speed 2 plays twice as fast", timing: timing(speed: 2), parentTime: 0.25,
      expected: at(0, 0.5)),
    Case(
      rule: "speed 2 ends in half the time", timing: timing(speed: 2), parentTime: 0.6,
      expected: nil),
    Case(
      rule: "speed 0.5 plays half as fast", timing: timing(speed: 0.5), parentTime: 1.5,
      expected: at(0, 0.75)),
    Case(
      rule: "speed counts from the begin time", timing: timing(begin: 1, speed: 2),
      parentTime: 1.25, expected: at(0, 0.5)),
    Case(
      rule: "speed 0 stands still at the time offset", timing: timing(speed: 0, offset: 0.3),
      parentTime: 50, expected: at(0, 0.3)),
    Case(
      rule: "timeOffset starts part way", timing: timing(offset: 0.5), parentTime: 0.25,
      expected: at(0, 0.75)),
    Case(
      rule: "timeOffset wraps around to the beginning", timing: timing(offset: 0.5),
      parentTime: 0.75, expected: at(0, 0.25)),
    Case(
      rule: "timeOffset ends where it started", timing: timing(offset: 0.5, fill: .forwards),
      parentTime: 2, expected: at(0, 0.5)),
    Case(
      rule: "a negative speed plays from the end", timing: timing(speed: -1),
      parentTime: 0.25, expected: at(0, 0.75)),
  ]

  @Test("the position shown follows CAMediaTiming", arguments: cases)
  func position(_ c: Case) {
    let position = c.timing.position(at: c.parentTime)
    guard let expected = c.expected else {
      #expect(position == nil)
      return
    }
    #expect(position?.iteration == expected.iteration)
    #expect(abs((position?.time ?? .nan) - expected.time) < 1e-9)
  }

  @Test(
    "the active duration ends after repeats, at the speed, never for infinite or frozen ones",
    arguments: [
      (timing(), 1.0), (timing(begin: 2), 3), (timing(count: 2.5), 2.5),
      (timing(reverses: true), 2), (timing(count: 2, reverses: true), 4),
      (timing(repeatFor: 0.75), 0.75), (timing(speed: 4), 0.25), (timing(speed: -2), 0.5),
      (timing(count: .infinity), .infinity), (timing(speed: 0), .infinity),
    ])
  func activeEnd(timing: MediaTiming, end: Double) {
    #expect(timing.activeEnd == end)
  }
}
