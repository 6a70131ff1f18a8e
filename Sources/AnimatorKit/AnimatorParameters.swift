/// The values of an animator's parameters for one run, defaults filled in by the host.
public struct AnimatorParameters: Sendable {
  /// The raw values by name.
  public let values: [String: String]

  /// Parameters from raw values by name.
  public init(_ values: [String: String]) { self.values = values }

  /// The raw value of a parameter.
  public subscript(name: String) -> String? { values[name] }

  /// A number parameter, or the fallback when it is missing or not a number.
  public func number(_ name: String, or fallback: Double) -> Double {
    values[name].flatMap(Double.init) ?? fallback
  }

  /// A whole-number parameter, or the fallback.
  public func integer(_ name: String, or fallback: Int) -> Int {
    values[name].flatMap(Int.init) ?? fallback
  }

  /// A text parameter, or the fallback when it is missing.
  public func string(_ name: String, or fallback: String) -> String {
    values[name] ?? fallback
  }

  /// A true-or-false parameter, or the fallback.
  public func bool(_ name: String, or fallback: Bool) -> Bool {
    switch values[name] {
    case "true": true
    case "false": false
    default: fallback
    }
  }

  /// A colour parameter (`#RRGGBB` or `#RRGGBBAA`), or the fallback.
  public func color(_ name: String, or fallback: UIColor) -> UIColor {
    values[name].flatMap(UIColor.init(hexText:)) ?? fallback
  }
}

extension UIColor {
  /// A colour from `#RRGGBB` or `#RRGGBBAA` text, or nil for anything else.
  convenience init?(hexText text: String) {
    guard text.first == "#", text.count == 7 || text.count == 9,
      let bits = UInt32(text.dropFirst(), radix: 16)
    else { return nil }
    let rgba = text.count == 7 ? bits << 8 | 0xFF : bits
    func channel(_ shift: UInt32) -> CGFloat { CGFloat((rgba >> shift) & 0xFF) / 255 }
    self.init(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
  }
}
