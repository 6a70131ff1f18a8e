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
}
