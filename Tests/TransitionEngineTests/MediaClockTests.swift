import Testing
import TransitionEngine

@Suite struct MediaClockTests {
  /// A clock, a clock time and the course time it shows.
  struct Reading: Sendable, CustomTestStringConvertible {
    var name: String
    var clock: MediaClock
    var time: Double
    var course: Double
    var testDescription: String { "\(name) at \(time)" }
  }

  static let readings = [
    Reading(name: "wall", clock: .wall, time: 3, course: 3),
    Reading(name: "paused", clock: .paused(at: 0.4, since: 1), time: 9, course: 0.4),
    Reading(
      name: "backward", clock: .running(anchor: 1, base: 1, speed: -1), time: 1.5, course: 0.5),
    Reading(
      name: "eased midway",
      clock: .eased(anchor: 1, from: 0.2, to: 1.2, duration: 2, curve: .linear, then: 1),
      time: 2, course: 0.7),
    Reading(
      name: "eased then on",
      clock: .eased(anchor: 1, from: 0.2, to: 1.2, duration: 2, curve: .linear, then: 1),
      time: 4, course: 2.2),
    Reading(
      name: "eased then paused",
      clock: .eased(anchor: 1, from: 0.6, to: 0, duration: 1, curve: .easeInOut, then: 0),
      time: 5, course: 0),
  ]

  @Test(
    "course time is base + speed × elapsed, as a layer's speed and timeOffset make it",
    arguments: readings)
  func courseTime(reading: Reading) {
    #expect(abs(reading.clock.course(at: reading.time) - reading.course) < 1e-12)
  }

  /// Builds an engine with one view whose alpha animates 1 → 0 over course 0...1 of a clock,
  /// then sets the clock.
  static func fading(on clock: MediaClock) -> (Engine, ViewNode, Int, Log) {
    let engine = Engine(screen: .phone, seed: 1)
    let view = engine.makeView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    engine.window.add(view)
    let id = engine.makeClock(.wall)
    engine.ambientClock = id
    let log = Log()
    engine.beginTransaction(AnimationParameters(duration: 1, curve: .linear))
    engine.set(.alpha, of: view, to: PropertyValue(scalar: 0))
    engine.commitTransaction { finished in log.entries.append((engine.now, finished)) }
    engine.ambientClock = 0
    engine.setClock(id, clock)
    return (engine, view, id, log)
  }

  final class Log { var entries: [(Double, Bool)] = [] }

  @Test("a paused layer shows its animations at the time offset and never completes them")
  func pausedClockHoldsAndNeverCompletes() {
    let (engine, view, _, log) = Self.fading(on: .paused(at: 0.25, since: 0))
    engine.advance(to: 10)
    #expect(abs(view.presentationValue(.alpha, at: 10)[0] - 0.75) < 1e-12)
    #expect(log.entries.isEmpty)
    #expect(engine.hasPendingAnimations)
  }

  @Test("resuming a paused layer completes its animations when their time is reached")
  func resumedClockCompletesAtTheEnd() {
    let (engine, view, id, log) = Self.fading(on: .paused(at: 0.25, since: 0))
    engine.advance(to: 2)
    engine.setClock(id, .running(anchor: 2, base: 0.25, speed: 1))
    engine.advance(to: 10)
    #expect(log.entries.map(\.0) == [2.75])
    #expect(log.entries.map(\.1) == [true])
    #expect(view.animations.isEmpty)
  }

  @Test("a layer playing backward completes its animations when they are back at their start")
  func backwardClockCompletesAtTheBeginning() {
    let (engine, _, id, log) = Self.fading(on: .wall)
    engine.advance(to: 0.4)
    engine.setClock(id, .running(anchor: 0.4, base: 0.4, speed: -1))
    engine.advance(to: 0.7)
    #expect(log.entries.isEmpty)
    engine.advance(to: 0.8)
    #expect(log.entries.map(\.0) == [0.8])
  }

  /// An eased glide and when the fade's completion must run.
  struct Glide: Sendable, CustomTestStringConvertible {
    var name: String
    var clock: MediaClock
    var due: Double?
    var testDescription: String { name }
  }

  static let glides = [
    Glide(
      name: "finish eases to the end, then runs on",
      clock: .eased(anchor: 1, from: 0.4, to: 1, duration: 0.6, curve: .easeInOut, then: 1),
      due: 1.6),
    Glide(
      name: "cancel eases back to the start, then stands still",
      clock: .eased(anchor: 1, from: 0.4, to: 0, duration: 0.4, curve: .easeOut, then: 0),
      due: 1.4),
    Glide(
      name: "a glide that stops short completes nothing",
      clock: .eased(anchor: 1, from: 0.4, to: 0.8, duration: 0.4, curve: .linear, then: 0),
      due: nil),
  ]

  @Test(
    "a percent driver's finish and cancel glide the layer's time along the completion curve",
    arguments: glides)
  func easedClockCompletes(glide: Glide) {
    let (engine, _, id, log) = Self.fading(on: .paused(at: 0.4, since: 0))
    engine.advance(to: 1)
    engine.setClock(id, glide.clock)
    engine.advance(to: 5)
    if let due = glide.due {
      #expect(log.entries.count == 1)
      #expect(abs((log.entries.first?.0 ?? 0) - due) < 1e-9)
    } else {
      #expect(log.entries.isEmpty)
    }
  }

  @Test("an eased glide reaches a course time where its curve says")
  func easedFirstTime() throws {
    let clock = MediaClock.eased(
      anchor: 0, from: 0, to: 1, duration: 1, curve: .easeInOut, then: 1)
    let time = try #require(clock.firstTime(reaching: 0.5, forward: true, after: 0))
    #expect(abs(time - 0.5) < 1e-9)
    #expect(clock.firstTime(reaching: 0.5, forward: false, after: 0) == nil)
  }
}
