import Testing

@testable import Rendering

@Suite struct LZWEncoderTests {
  /// The LZW data of `input` without the code size and sub-block framing.
  private static func encode(_ input: [UInt8], minCodeSize: Int, keepsFullTable: Bool) throws
    -> [UInt8]
  {
    var lzw = LZWEncoder()
    lzw.keepsFullTable = keepsFullTable
    var block: [UInt8] = []
    input.withUnsafeBufferPointer { lzw.encode($0, minCodeSize: minCodeSize, into: &block) }
    return try GIFTestDecoder.unblocked(block)
  }

  /// `count` rows of `width` pixels, row r made of `row(r)`'s runs (index, length).
  private static func rows(count: Int, _ row: (Int) -> [(Int, Int)]) -> [UInt8] {
    (0..<count).flatMap { r in row(r).flatMap { Array(repeating: UInt8($0.0), count: $0.1) } }
  }

  /// A card sheet's frame: the dimmed screen's edges either side of an unchanged middle, then
  /// the card's rows, 780 pixels wide.
  private static let interface = rows(count: 1_600) { r -> [(Int, Int)] in
    let edge = 12 + r / 400
    return r < 1_200
      ? [(1, edge), (43, 1), (0, 780 - 2 * edge - 2), (43, 1), (1, edge)]
      : [(56, 30), (7, 720), (56, 30)]
  }

  /// Rows like the interface's, then rows of other runs the full table has no strings for.
  private static let changingRows = rows(count: 1_600) { r -> [(Int, Int)] in
    r < 700
      ? [(1, 12), (43, 1), (0, 754), (43, 1), (1, 12)]
      : (0..<26).map { (10 + ($0 * 7 + r / 3) % 40, 30) }
  }

  /// Indices with no repetition to speak of.
  private static let noise: [UInt8] = {
    var state: UInt32 = 99
    return (0..<300_000).map { _ in
      state = state &* 1_103_515_245 &+ 12345
      return UInt8(Int(state >> 16) % 200)
    }
  }()

  /// The inputs by name (names, not the arrays, are the test arguments).
  private static func input(_ name: String) -> (minCodeSize: Int, indices: [UInt8]) {
    switch name {
    case "interface rows": (6, interface)
    case "rows, then rows of other runs": (6, changingRows)
    default: (8, noise)
    }
  }

  @Test(
    arguments: ["interface rows", "rows, then rows of other runs", "noise"], [true, false])
  func roundTrips(_ name: String, keepsFullTable: Bool) throws {
    let (minCodeSize, input) = Self.input(name)
    let data = try Self.encode(input, minCodeSize: minCodeSize, keepsFullTable: keepsFullTable)
    let decoded = try GIFTestDecoder.lzwDecode(data, minCodeSize: minCodeSize, count: input.count)
    #expect(decoded == input, "\(name)")
  }

  /// Runs: (indices, start, limit, mask, expected length), across and within 8-byte words.
  static let runs: [([UInt8], Int, Int, Int, Int)] = [
    (Array(repeating: 3, count: 40), 0, 40, 255, 40),
    (Array(repeating: 3, count: 40), 5, 30, 255, 30),
    (Array(repeating: 3, count: 17) + [4] + Array(repeating: 3, count: 10), 0, 28, 255, 17),
    (Array(repeating: 3, count: 9) + [4, 3], 1, 10, 255, 8),
    ([3, 3, 3, 2], 0, 4, 255, 3),
    ([7, 7], 0, 1, 255, 1),
    (Array(repeating: 3, count: 12) + [0x43] + [3, 3], 0, 15, 0x3F, 15),
    (Array(repeating: 3, count: 12) + [0x43] + [3, 3], 0, 15, 0xFF, 12),
  ]

  @Test(arguments: runs)
  func runLength(_ c: ([UInt8], Int, Int, Int, Int)) {
    let (indices, start, limit, mask, expected) = c
    let found = indices.withUnsafeBufferPointer {
      LZWEncoder.run(of: Int(indices[start]) & mask, in: $0, from: start, limit: limit, mask: mask)
    }
    #expect(found == expected)
  }

  /// An encoder that compressed other images first (its string table, its runs and each code's
  /// extension last found all filled) writes the same bytes as a new one.
  @Test(arguments: ["interface rows", "rows, then rows of other runs", "noise"])
  func reusedEncoderWritesTheSameBytes(_ name: String) throws {
    let (minCodeSize, input) = Self.input(name)
    var used = LZWEncoder()
    var fresh = LZWEncoder()
    var first: [UInt8] = []
    var again: [UInt8] = []
    var new: [UInt8] = []
    for other in ["noise", "interface rows", "rows, then rows of other runs"] {
      let earlier = Self.input(other)
      earlier.indices.withUnsafeBufferPointer {
        used.encode($0, minCodeSize: earlier.minCodeSize, into: &first)
      }
    }
    input.withUnsafeBufferPointer {
      used.encode($0, minCodeSize: minCodeSize, into: &again)
      fresh.encode($0, minCodeSize: minCodeSize, into: &new)
    }
    #expect(!first.isEmpty)
    #expect(again == new, "\(name)")
  }

  /// Keeping the full table pays on repeated rows and costs at most a little elsewhere: the
  /// clear goes back to where the strings started to shorten.
  static let sizes: [(name: String, atMost: Double)] = [
    ("interface rows", 0.99), ("rows, then rows of other runs", 1.01), ("noise", 1.001),
  ]

  @Test(arguments: sizes)
  func keepingTheFullTable(_ c: (name: String, atMost: Double)) throws {
    let (minCodeSize, input) = Self.input(c.name)
    let kept = try Self.encode(input, minCodeSize: minCodeSize, keepsFullTable: true).count
    let cleared = try Self.encode(input, minCodeSize: minCodeSize, keepsFullTable: false).count
    #expect(
      Double(kept) <= Double(cleared) * c.atMost,
      "\(c.name): \(kept) bytes kept against \(cleared) cleared at once")
  }
}
