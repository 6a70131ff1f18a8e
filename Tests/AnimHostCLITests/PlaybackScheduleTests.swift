import AnimHostCLI
import Testing

/// Which recorded frame is on screen at a virtual time, and when the next one comes.
@Suite struct PlaybackScheduleTests {
  /// A present of three frames and a dismiss of two, half a second apart, with a 1 s pause.
  static func schedule(looping: Bool) -> PlaybackSchedule {
    PlaybackSchedule(
      segments: [
        .init(label: "present", frameTimes: [0, 0.5, 1]),
        .init(label: "dismiss", frameTimes: [0, 0.5]),
      ],
      frameStep: 0.5, pause: 1, trailingPause: looping)
  }

  @Test(arguments: [
    (0.0, PlaybackSchedule.Position(segment: 0, frame: 0, time: 0)),
    (0.6, .init(segment: 0, frame: 1, time: 0.5)),
    (1.0, .init(segment: 0, frame: 2, time: 1)),
    (2.2, .init(segment: 0, frame: 2, time: 1)),
    (2.5, .init(segment: 1, frame: 0, time: 0)),
    (2.5 - 1e-12, .init(segment: 1, frame: 0, time: 0)),
    (3.4, .init(segment: 1, frame: 1, time: 0.5)),
    (9.0, .init(segment: 1, frame: 1, time: 0.5)),
  ])
  func thePauseHoldsTheLastPresentFrame(time: Double, expected: PlaybackSchedule.Position) {
    #expect(Self.schedule(looping: false).position(at: time) == expected)
  }

  @Test(arguments: [(0.0, 0.5), (0.6, 1.0), (1.2, 2.5), (2.5, 3.0)])
  func theNextChangeIsTheNextFrameTime(time: Double, next: Double) {
    #expect(Self.schedule(looping: false).nextChange(after: time) == next)
  }

  @Test func nothingFollowsTheLastFrame() {
    #expect(Self.schedule(looping: false).nextChange(after: 3.1) == nil)
  }

  @Test(arguments: [(false, 3.5), (true, 4.5)])
  func loopingAddsAPauseAfterTheLastTransition(looping: Bool, duration: Double) {
    #expect(Self.schedule(looping: looping).duration == duration)
  }
}
