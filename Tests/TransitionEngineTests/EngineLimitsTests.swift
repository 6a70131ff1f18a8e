import Testing
import TransitionEngine

/// The table of limits: every entry is complete, unique and reads well in a message, and going
/// over it records a warning or stops the run as its action says.
@Suite struct EngineLimitsTests {
  @Test(arguments: EngineLimits.all)
  func everyLimitIsComplete(limit: EngineLimit) {
    #expect(limit.value > 0 && limit.value.isFinite)
    #expect(!limit.quantity.isEmpty)
    #expect(limit.reason.count > 20, "the reason says why the value is what it is")
    #expect(limit.id.allSatisfy { $0.isLowercase || $0 == "-" }, "kebab-case")
  }

  @Test func everyLimitHasItsOwnID() {
    #expect(Set(EngineLimits.all.map(\.id)).count == EngineLimits.all.count)
  }

  static let messages: [(EngineLimit, Double, String)] = [
    (
      EngineLimits.transitionDuration, 1e9,
      "transition duration 1000000000 s exceeds the limit of 60 s"
    ),
    (
      EngineLimits.animationDuration, 60.5,
      "animation duration plus delay 60.5 s exceeds the limit of 60 s"
    ),
    (
      EngineLimits.shadowRadius, 1e300,
      "shadow radius 1e+300 points exceeds the limit of 256 points"
    ),
    (EngineLimits.views, 30_001, "views in one run 30001 exceeds the limit of 30000"),
    (EngineLimits.viewDepth, 65, "view depth 65 levels exceeds the limit of 64 levels"),
    (EngineLimits.emitterCells, 64, "emitter cells 64 per layer exceeds the limit of 32 per layer"),
  ]

  @Test(arguments: messages)
  func aMessageNamesTheLimitAndTheValue(limit: EngineLimit, value: Double, message: String) {
    #expect(limit.exceeded(by: value) == message)
  }

  /// A limit that cannot be clamped stops the run; the others record one warning.
  @Test(arguments: EngineLimits.all)
  func goingOverRecordsAWarningOrStopsTheRun(limit: EngineLimit) {
    let engine = Engine(screen: .phone, seed: 1)
    engine.activeAnimator = "a"
    engine.exceed(limit, limit.value + 1, "clamped")
    let message = limit.exceeded(by: limit.value + 1)
    if limit.action == .fail {
      let line = "animator 'a' went over a limit: \(message); the run was stopped"
      let error = EngineError(.limitExceeded, subject: "a", line)
      #expect(engine.exceededLimit == error)
      #expect(throws: error) { try engine.checkLimits() }
      #expect(engine.diagnostics.isEmpty)
    } else {
      #expect(engine.exceededLimit == nil)
      #expect(engine.diagnostics.map(\.code) == ["limit-exceeded"])
      #expect(engine.diagnostics.map(\.message) == ["animator 'a': \(message); clamped"])
    }
  }

  @Test func theFirstLimitThatStopsTheRunIsTheOneReported() {
    let engine = Engine(screen: .phone, seed: 1)
    engine.exceed(EngineLimits.viewDepth, 65)
    engine.exceed(EngineLimits.views, 30_001)
    #expect(engine.exceededLimit?.message.contains("view depth 65 levels") == true)
  }
}
