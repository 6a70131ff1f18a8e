extension TimingCurve {
  /// CAMediaTimingFunctionName.default: CAMediaTimingFunction(0.25, 0.1, 0.25, 1), the curve
  /// of Core Animation's implicit animations.
  package static let mediaDefault = TimingCurve.bezier(0.25, 0.1, 0.25, 1)

  /// The curve of a CAMediaTimingFunctionName (`linear`, `easeIn`, `easeOut`,
  /// `easeInEaseOut`, `default`); nil for any other name.
  package init?(mediaTimingFunctionName name: String) {
    switch name {
    case "linear": self = .linear
    case "easeIn": self = .easeIn
    case "easeOut": self = .easeOut
    case "easeInEaseOut": self = .easeInOut
    case "default": self = .mediaDefault
    default: return nil
    }
  }

  /// Whether Core Animation accepts it as a CAMediaTimingFunction: finite control points with
  /// x in 0...1 (a spring curve is accepted as it is).
  package var isValidMediaTimingFunction: Bool {
    guard case let .bezier(x1, y1, x2, y2) = self else { return true }
    return [x1, y1, x2, y2].allSatisfy(\.isFinite) && (0...1).contains(x1)
      && (0...1).contains(x2)
  }
}
