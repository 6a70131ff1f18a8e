import Testing
import TransitionEngine

@Suite struct TimingCurveTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var curve: TimingCurve
    var progress: Double
    var expected: ClosedRange<Double>
    var testDescription: String { "\(name) at \(progress)" }
  }

  static let cases: [Case] = [
    Case(name: "linear", curve: .linear, progress: 0.25, expected: 0.25...0.25),
    Case(name: "easeInOut start", curve: .easeInOut, progress: 0, expected: 0...0),
    Case(name: "easeInOut end", curve: .easeInOut, progress: 1, expected: 1...1),
    Case(
      name: "easeInOut middle is symmetric", curve: .easeInOut, progress: 0.5,
      expected: 0.4999...0.5001),
    Case(
      name: "easeInOut is slow at first", curve: .easeInOut, progress: 0.1, expected: 0.01...0.03),
    Case(name: "easeIn lags", curve: .easeIn, progress: 0.5, expected: 0.30...0.33),
    Case(name: "easeOut leads", curve: .easeOut, progress: 0.5, expected: 0.67...0.70),
    Case(name: "clamped below", curve: .easeOut, progress: -1, expected: 0...0),
    Case(name: "clamped above", curve: .easeIn, progress: 2, expected: 1...1),
  ]

  @Test(arguments: cases)
  func value(_ c: Case) {
    #expect(c.expected.contains(c.curve.value(at: c.progress)))
  }

  @Test(arguments: [
    (UInt32(0), TimingCurve.easeInOut), (1 << 16, .easeIn), (2 << 16, .easeOut), (3 << 16, .linear),
  ])
  func optionBitsPickUIKitCurves(bits: UInt32, curve: TimingCurve) {
    #expect(TimingCurve(optionBits: bits) == curve)
  }

  @Test(
    "CAMediaTimingFunction's named curves give the cubic Bézier's known values",
    arguments: [
      ("linear", 0.25, 0.25), ("linear", 0.75, 0.75),
      ("easeInEaseOut", 0.25, 0.129161931), ("easeInEaseOut", 0.5, 0.5),
      ("easeInEaseOut", 0.75, 0.870838069), ("easeIn", 0.25, 0.0934646507),
      ("easeIn", 0.5, 0.3153568126), ("easeOut", 0.5, 0.6846431874),
      ("easeOut", 0.75, 0.9065353493), ("default", 0.25, 0.4085105914),
      ("default", 0.5, 0.8024033876), ("default", 0.75, 0.9604589783),
    ])
  func namedMediaTimingFunctions(name: String, progress: Double, value: Double) throws {
    let curve = try #require(TimingCurve(mediaTimingFunctionName: name))
    #expect(abs(curve.value(at: progress) - value) < 1e-8)
  }

  @Test("an unknown timing function name has no curve")
  func unknownMediaTimingFunctionName() {
    #expect(TimingCurve(mediaTimingFunctionName: "easeInOut") == nil)
  }

  @Test(
    "a timing function's x control points must lie in 0...1",
    arguments: [
      (TimingCurve.bezier(0.42, 0, 0.58, 1), true), (.bezier(0, -2, 1, 3), true),
      (.bezier(-0.1, 0, 0.5, 1), false), (.bezier(0.5, 0, 1.5, 1), false),
      (.bezier(0.5, .nan, 0.5, 1), false), (.linear, true),
    ])
  func mediaTimingFunctionValidity(curve: TimingCurve, valid: Bool) {
    #expect(curve.isValidMediaTimingFunction == valid)
  }
}
