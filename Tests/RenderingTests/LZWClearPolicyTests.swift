import Rendering
import Testing

@Suite struct LZWClearPolicyTests {
  /// A policy that has noted `before` string lengths, filled its table, then noted `after`.
  private static func policy(minCodeSize: Int = 8, before: [Int], after: [Int] = [])
    -> LZWClearPolicy
  {
    var policy = LZWClearPolicy(minCodeSize: minCodeSize)
    for length in before { policy.note(stringLength: length) }
    policy.freeze()
    for length in after { policy.note(stringLength: length) }
    return policy
  }

  static let cases:
    [(name: String, minCodeSize: Int, before: [Int], after: [Int], pixelsLeft: Int, clears: Bool)] =
      [
        // The mean starts at one pixel: below 36 / 8 = 4.5.
        ("a fresh mean is too short", 8, [], [], 10, true),
        ("long strings, little left", 8, Array(repeating: 200, count: 80), [], 100_000, false),
        // 200 px × 3,000 codes = 600,000 pixels: more than that left clears.
        ("long strings, too much left", 8, Array(repeating: 200, count: 80), [], 700_000, true),
        // 36 / 8 = 4.5 pixels at 8 bits, 36 / 2 = 18 at 2 bits.
        ("short strings for the code size", 8, Array(repeating: 4, count: 80), [], 10, true),
        ("10-pixel strings at 8 bits", 8, Array(repeating: 10, count: 80), [], 10, false),
        ("10-pixel strings at 2 bits", 2, Array(repeating: 10, count: 80), [], 10, true),
        (
          "strings halved since the table filled", 8, Array(repeating: 200, count: 80),
          Array(repeating: 60, count: 40), 1_000, true
        ),
        (
          "strings a little shorter since it filled", 8, Array(repeating: 200, count: 80),
          Array(repeating: 150, count: 40), 1_000, false
        ),
      ]

  @Test(arguments: cases)
  func decides(
    _ c: (
      name: String, minCodeSize: Int, before: [Int], after: [Int], pixelsLeft: Int, clears: Bool
    )
  ) {
    let policy = Self.policy(minCodeSize: c.minCodeSize, before: c.before, after: c.after)
    #expect(policy.clears(pixelsLeft: c.pixelsLeft) == c.clears, "\(c.name)")
  }

  @Test func restartForgetsTheMeanAndTheFullTable() {
    var policy = Self.policy(before: Array(repeating: 200, count: 80))
    policy.restart()
    // Back at one pixel: too short whatever is left.
    #expect(policy.clears(pixelsLeft: 1))
    for _ in 0..<80 { policy.note(stringLength: 50) }
    // No half-at-freeze of the old table's 200 px any more: 50 px strings are kept.
    #expect(!policy.clears(pixelsLeft: 1_000))
  }
}
