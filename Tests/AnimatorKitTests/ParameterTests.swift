import AnimatorKit
import Testing

/// Typed parameters: declared once, read with the declared default, and declared to the host
/// exactly as the untyped `AnimatorParameter` factories declare them.
@Suite struct ParameterTests {
  enum Side: String, CaseIterable { case left, right, up }

  static let duration = Parameter.number(
    "duration", default: 0.4, range: 0.05...5, summary: "seconds")
  static let count = Parameter.integer("count", default: 7, range: 1...30, summary: "how many")
  static let confetti = Parameter.bool("confetti", default: true, summary: "burst")
  static let tint = Parameter.color("tint", default: "#FF8000", summary: "colour")
  static let label = Parameter.string("label", default: "Hi", summary: "text")
  static let side = Parameter.choice("side", default: Side.right, summary: "way")
  static let word = Parameter.choice("word", default: "b", in: ["a", "b"], summary: "word")

  @Test(
    arguments: [
      (nil, 0.4), ("1.5", 1.5), ("0.05", 0.05), ("fast", 0.4), ("", 0.4),
    ] as [(String?, Double)])
  func numbers(raw: String?, expected: Double) {
    #expect(Self.values(Self.duration.name, raw)[Self.duration] == expected)
  }

  @Test(arguments: [(nil, 7), ("12", 12), ("1.5", 7), ("x", 7)] as [(String?, Int)])
  func integers(raw: String?, expected: Int) {
    #expect(Self.values(Self.count.name, raw)[Self.count] == expected)
  }

  @Test(
    arguments: [(nil, true), ("false", false), ("true", true), ("no", true)] as [(String?, Bool)])
  func bools(raw: String?, expected: Bool) {
    #expect(Self.values(Self.confetti.name, raw)[Self.confetti] == expected)
  }

  @Test(
    arguments: [
      (nil, [1, 128.0 / 255, 0, 1]), ("#00FF0080", [0, 1, 0, 128.0 / 255]),
      ("red", [1, 128.0 / 255, 0, 1]),
    ] as [(String?, [Double])])
  func colors(raw: String?, expected: [Double]) {
    let color = Self.values(Self.tint.name, raw)[Self.tint]
    #expect([color.red, color.green, color.blue, color.alpha].map(Double.init) == expected)
  }

  @Test(
    arguments: [(nil, Side.right), ("left", .left), ("UP", .up), ("down", .right)]
      as [(String?, Side)])
  func choicesOfAnEnum(raw: String?, expected: Side) {
    #expect(Self.values(Self.side.name, raw)[Self.side] == expected)
  }

  @Test(arguments: [(nil, "b"), ("a", "a"), ("A", "a")] as [(String?, String)])
  func choicesOfWords(raw: String?, expected: String) {
    #expect(Self.values(Self.word.name, raw)[Self.word] == expected)
  }

  @Test func textIsReadAsIs() {
    #expect(Self.values(Self.label.name, nil)[Self.label] == "Hi")
    #expect(Self.values(Self.label.name, "Hello there")[Self.label] == "Hello there")
  }

  /// Each typed declaration, beside the untyped one it must equal.
  @Test(arguments: [
    (
      Self.duration.declaration,
      AnimatorParameter.number(
        "duration", default: 0.4, range: 0.05...5, summary: "seconds")
    ),
    (Self.count.declaration, .integer("count", default: 7, range: 1...30, summary: "how many")),
    (Self.confetti.declaration, .bool("confetti", default: true, summary: "burst")),
    (Self.tint.declaration, .color("tint", default: "#FF8000", summary: "colour")),
    (Self.label.declaration, .string("label", default: "Hi", summary: "text")),
    (
      Self.side.declaration,
      .choice(
        "side", default: "right", in: ["left", "right", "up"], summary: "way")
    ),
    (Self.word.declaration, .choice("word", default: "b", in: ["a", "b"], summary: "word")),
  ])
  func declarationsMatchTheUntypedOnes(typed: AnimatorParameter, untyped: AnimatorParameter) {
    #expect(typed.name == untyped.name)
    #expect(typed.kind == untyped.kind)
    #expect(typed.defaultValue == untyped.defaultValue)
    #expect(typed.range == untyped.range)
    #expect(typed.summary == untyped.summary)
    #expect(typed.choices == untyped.choices)
  }

  @Test func theDefaultIsReadableWithoutValues() {
    #expect(Self.duration.defaultValue == 0.4)
    #expect(Self.side.defaultValue == .right)
  }

  private static func values(_ name: String, _ raw: String?) -> AnimatorParameters {
    AnimatorParameters(raw.map { [name: $0] } ?? [:])
  }
}
