/// UIKit's named colours (light appearance), for built-in scenes and scene files.
extension Color {
  /// A colour from 8-bit channels and an alpha.
  package init(bytes red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
    self.init(
      red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
  }

  /// UIKit's systemRed.
  package static let systemRed = Color(bytes: 255, 59, 48)
  /// UIKit's systemOrange.
  package static let systemOrange = Color(bytes: 255, 149, 0)
  /// UIKit's systemYellow.
  package static let systemYellow = Color(bytes: 255, 204, 0)
  /// UIKit's systemGreen.
  package static let systemGreen = Color(bytes: 52, 199, 89)
  /// UIKit's systemMint.
  package static let systemMint = Color(bytes: 0, 199, 190)
  /// UIKit's systemTeal.
  package static let systemTeal = Color(bytes: 48, 176, 199)
  /// UIKit's systemCyan.
  package static let systemCyan = Color(bytes: 50, 173, 230)
  /// UIKit's systemIndigo.
  package static let systemIndigo = Color(bytes: 88, 86, 214)
  /// UIKit's systemPurple.
  package static let systemPurple = Color(bytes: 175, 82, 222)
  /// UIKit's systemPink.
  package static let systemPink = Color(bytes: 255, 45, 85)
  /// UIKit's systemBrown.
  package static let systemBrown = Color(bytes: 162, 132, 94)
  /// UIKit's systemGray.
  package static let systemGray = Color(bytes: 142, 142, 147)
  /// UIKit's systemGray4.
  package static let systemGray4 = Color(bytes: 209, 209, 214)
  /// UIKit's systemGray5.
  package static let systemGray5 = Color(bytes: 229, 229, 234)
  /// UIKit's secondaryLabel: grey text.
  package static let secondaryLabel = Color(bytes: 60, 60, 67, alpha: 0.6)
  /// UIKit's separator: the hairline between table rows.
  package static let separator = Color(bytes: 60, 60, 67, alpha: 0.29)
  /// The light bar background of a navigation bar.
  package static let barBackground = Color(bytes: 249, 249, 249, alpha: 0.94)

  /// Every colour name a scene file may use, with its colour, in alphabetical order.
  package static let named: [(name: String, color: Color)] = [
    ("black", .black), ("blue", Color(red: 0, green: 0, blue: 1)),
    ("brown", Color(red: 0.6, green: 0.4, blue: 0.2)), ("clear", .clear),
    ("cyan", Color(red: 0, green: 1, blue: 1)),
    ("darkGray", Color(red: 1 / 3, green: 1 / 3, blue: 1 / 3)),
    ("gray", Color(red: 0.5, green: 0.5, blue: 0.5)), ("green", Color(red: 0, green: 1, blue: 0)),
    ("label", .black), ("lightGray", Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3)),
    ("link", .systemBlue), ("magenta", Color(red: 1, green: 0, blue: 1)),
    ("opaqueSeparator", Color(bytes: 198, 198, 200)),
    ("orange", Color(red: 1, green: 0.5, blue: 0)),
    ("purple", Color(red: 0.5, green: 0, blue: 0.5)), ("red", Color(red: 1, green: 0, blue: 0)),
    ("secondaryLabel", .secondaryLabel), ("secondarySystemBackground", .systemGray6),
    ("secondarySystemGroupedBackground", .white), ("separator", .separator),
    ("systemBackground", .white), ("systemBlue", .systemBlue), ("systemBrown", .systemBrown),
    ("systemCyan", .systemCyan), ("systemFill", Color(bytes: 120, 120, 128, alpha: 0.2)),
    ("systemGray", .systemGray), ("systemGray2", Color(bytes: 174, 174, 178)),
    ("systemGray3", Color(bytes: 199, 199, 204)), ("systemGray4", .systemGray4),
    ("systemGray5", .systemGray5), ("systemGray6", .systemGray6), ("systemGreen", .systemGreen),
    ("systemGroupedBackground", .systemGray6), ("systemIndigo", .systemIndigo),
    ("systemMint", .systemMint), ("systemOrange", .systemOrange), ("systemPink", .systemPink),
    ("systemPurple", .systemPurple), ("systemRed", .systemRed), ("systemTeal", .systemTeal),
    ("systemYellow", .systemYellow), ("tertiaryLabel", Color(bytes: 60, 60, 67, alpha: 0.3)),
    ("white", .white), ("yellow", .yellow),
  ]

  /// The colour with this UIKit name (`systemBlue`, `white`), or nil.
  package init?(named name: String) {
    guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
    self = entry.color
  }
}
