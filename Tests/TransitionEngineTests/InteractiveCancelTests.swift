import Testing
import TransitionEngine

@Suite struct InteractiveCancelTests {
  /// How the probe's one animation eases.
  enum Easing: String, CaseIterable, Sendable { case curve, spring, keyframes }

  /// What the probe's completion saw.
  final class Seen {
    var completions: [(time: Double, finished: Bool, cancelled: Bool, completed: Bool?)] = []
    var model: PropertyValue?
  }

  /// Puts the presented view in the container and moves it right over 1 s after `delay`; the
  /// completion completes the transition unless `completes` says otherwise.
  static func mover(
    _ easing: Easing, delay: Double = 0, seen: Seen, completes: Bool? = nil, extra: Bool = false
  ) -> TransitionProbe.Body {
    { context in
      let engine = context.engine
      let view = context.presented.view
      if context.isPresenting { context.containerView.add(view) }
      if extra {
        context.containerView.add(
          engine.makeView(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: "extra"))
      }
      var parameters = AnimationParameters(duration: 1, delay: delay, curve: .linear)
      let target = PropertyValue(view.modelValue(.position)[0] + 200, view.modelValue(.position)[1])
      switch easing {
      case .curve:
        engine.beginTransaction(parameters)
        engine.set(.position, of: view, to: target)
      case .spring:
        parameters.timing = .spring(damping: 0.4, initialVelocity: 0)
        engine.beginTransaction(parameters)
        engine.set(.position, of: view, to: target)
      case .keyframes:
        engine.beginKeyframes(parameters)
        engine.addKeyframe(relativeStart: 0, relativeDuration: 0.3) {
          engine.set(.position, of: view, to: target + PropertyValue(-150, 40))
        }
        engine.addKeyframe(relativeStart: 0.3, relativeDuration: 0.7) {
          engine.set(.position, of: view, to: target)
        }
      }
      engine.commitTransaction { finished in
        seen.completions.append(
          (engine.now, finished, context.transitionWasCancelled, context.completion))
        seen.model = view.modelValue(.position)
        context.completeTransition(completes ?? !context.transitionWasCancelled)
      }
    }
  }

  /// The presented view's x in every frame (nil once it is gone).
  static func xs(_ timeline: Timeline) -> [Double?] {
    timeline.segments[0].frames.map { frame in find("VCYellow.view", in: frame.root)?.frame.x }
  }

  static func find(_ name: String, in node: FrameNode) -> FrameNode? {
    if node.name == name { return node }
    return node.children.lazy.compactMap { find(name, in: $0) }.first
  }

  @Test(arguments: Easing.allCases)
  func theAnimationPlaysBackMirroredFromTheCancel(easing: Easing) throws {
    let seen = Seen()
    let timeline = try TransitionProbe(Self.mover(easing, seen: seen)).run(
      style: .custom, cancelAt: .seconds(0.5))
    let xs = Self.xs(timeline)
    #expect(xs.count == 61)
    for k in 1...29 {
      let after = try #require(xs[30 + k])
      let before = try #require(xs[30 - k])
      #expect(abs(after - before) < 1e-6, "at ±\(k) frames")
    }
    #expect(xs[20] != xs[0])
    #expect(xs[60] == nil)
    #expect(!timeline.segments[0].didComplete)
  }

  @Test func modelValuesStayWhatTheBlockSet() throws {
    let seen = Seen()
    _ = try TransitionProbe(Self.mover(.curve, seen: seen)).run(
      style: .custom, cancelAt: .seconds(0.5))
    #expect(seen.model?[0] == Rect(x: 0, y: 0, width: 390, height: 844).midX + 200)
  }

  /// A delay, a cancel point and when the completion must run.
  struct Timing: Sendable, CustomTestStringConvertible {
    var delay: Double
    var cancel: CancelPoint
    var completion: Double
    var testDescription: String { "delay \(delay), cancel \(cancel), completes at \(completion)" }
  }

  static let timings = [
    Timing(delay: 0, cancel: .seconds(0.5), completion: 1.0),
    Timing(delay: 0.1, cancel: .seconds(0.5), completion: 0.9),
    Timing(delay: 0.2, cancel: .seconds(0.3), completion: 0.4),
    Timing(delay: 0, cancel: .fraction(0.5), completion: 0.1),
    Timing(delay: 0.8, cancel: .seconds(0.5), completion: 0.5),
    Timing(delay: 0, cancel: .seconds(0), completion: 0),
  ]

  @Test(arguments: timings)
  func theCompletionRunsWhenTheAnimationIsBackAtItsBeginning(timing: Timing) throws {
    let seen = Seen()
    let timeline = try TransitionProbe(Self.mover(.curve, delay: timing.delay, seen: seen))
      .run(style: .custom, cancelAt: timing.cancel)
    let completion = try #require(seen.completions.first)
    #expect(seen.completions.count == 1)
    #expect(abs(completion.time - timing.completion) < 1e-9)
    #expect(completion.finished)
    #expect(abs(timeline.segments[0].completedAt - timing.completion) < 1e-9)
  }

  @Test func aDelayedAnimationEndsAtTheCancelWithoutMoving() throws {
    let seen = Seen()
    let timeline = try TransitionProbe(Self.mover(.spring, delay: 0.8, seen: seen)).run(
      style: .custom, cancelAt: .seconds(0.5))
    let xs = Self.xs(timeline).prefix(30)
    #expect(Set(xs).count == 1)
    #expect(seen.completions.first?.finished == true)
  }

  @Test func theCancelledFlagIsSetBeforeTheCompletionRuns() throws {
    let seen = Seen()
    let timeline = try TransitionProbe(Self.mover(.curve, seen: seen)).run(
      style: .custom, cancelAt: .seconds(0.5))
    let completion = try #require(seen.completions.first)
    #expect(completion.cancelled)
    #expect(completion.completed == nil)
    let events = timeline.segments[0].events.filter { $0.subject == "probe" }
    #expect(
      events.map(\.name) == [
        "animateTransition", "cancelInteractiveTransition", "completeTransition",
      ])
    #expect(events[1].time == 0.5)
  }

  @Test func aTransitionThatEndsBeforeTheCancelPointIsNotCancelled() throws {
    let seen = Seen()
    let timeline = try TransitionProbe(Self.mover(.curve, seen: seen)).run(
      style: .custom, cancelAt: .seconds(1.5))
    #expect(timeline.segments[0].didComplete)
    #expect(seen.completions.first?.cancelled == false)
  }

  /// Whether the run cancels, whether the animator leaves a view, the diagnostic codes expected.
  struct Leftover: Sendable, CustomTestStringConvertible {
    var cancels: Bool
    var direction: DirectionChoice
    var extra: Bool
    var codes: [String]
    var testDescription: String {
      "\(cancels ? "cancelled" : "completed") \(direction.rawValue)"
        + "\(extra ? " with a view left" : "")"
    }
  }

  static let leftovers = [
    Leftover(cancels: true, direction: .present, extra: true, codes: ["left-behind"]),
    Leftover(cancels: true, direction: .present, extra: false, codes: []),
    Leftover(cancels: true, direction: .dismiss, extra: true, codes: ["left-behind"]),
    Leftover(cancels: true, direction: .dismiss, extra: false, codes: []),
    Leftover(cancels: false, direction: .present, extra: true, codes: ["left-behind"]),
    Leftover(cancels: false, direction: .present, extra: false, codes: []),
    Leftover(cancels: false, direction: .dismiss, extra: true, codes: []),
  ]

  @Test(arguments: leftovers)
  func viewsLeftInTheContainerAreReported(leftover: Leftover) throws {
    let probe = TransitionProbe(Self.mover(.curve, seen: Seen(), extra: leftover.extra))
    let timeline = try probe.run(
      style: .custom, direction: leftover.direction,
      cancelAt: leftover.cancels ? .seconds(0.5) : nil)
    let diagnostics = timeline.segments[0].diagnostics
    #expect(diagnostics.map(\.code) == leftover.codes)
    if let message = diagnostics.first?.message {
      #expect(message.contains("'extra'"))
      #expect(diagnostics.first?.level == .warning)
    }
  }

  @Test func completingDespiteTheCancelIsAnError() throws {
    let probe = TransitionProbe(Self.mover(.curve, seen: Seen(), completes: true))
    let timeline = try probe.run(style: .custom, cancelAt: .seconds(0.5))
    let segment = timeline.segments[0]
    #expect(segment.didComplete)
    #expect(segment.diagnostics.map(\.code) == ["completed-despite-cancel"])
    #expect(segment.diagnostics.first?.level == .error)
  }

  @Test func theWindowBeforeTheTransitionIsRecordedOnlyWhenItCancels() throws {
    let cancelled = try TransitionProbe(Self.mover(.curve, seen: Seen())).run(
      style: .custom, cancelAt: .seconds(0.5))
    let segment = cancelled.segments[0]
    #expect(segment.before?.children.compactMap(\.name) == ["VCMain.view"])
    #expect(segment.before == segment.frames.last?.root)
    let plain = try TransitionProbe(Self.mover(.curve, seen: Seen())).run(style: .custom)
    #expect(plain.segments[0].before == nil)
  }

  @Test(arguments: Easing.allCases)
  func sameInputsGiveIdenticalTimelines(easing: Easing) throws {
    let first = try TransitionProbe(Self.mover(easing, seen: Seen())).run(
      style: .formSheet, cancelAt: .fraction(0.4))
    let second = try TransitionProbe(Self.mover(easing, seen: Seen())).run(
      style: .formSheet, cancelAt: .fraction(0.4))
    #expect(first == second)
  }
}
