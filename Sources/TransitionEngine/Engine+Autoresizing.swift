/// Autoresizing masks: when a view's size changes, its subviews that keep their autoresizing
/// frames follow by their masks, as UIKit's resizeSubviews(withOldSize:) does.
extension Engine {
  /// UIView.AutoresizingMask's bits.
  package enum Autoresizing {
    package static let flexibleLeftMargin: UInt = 1
    package static let flexibleWidth: UInt = 2
    package static let flexibleRightMargin: UInt = 4
    package static let flexibleTopMargin: UInt = 8
    package static let flexibleHeight: UInt = 16
    package static let flexibleBottomMargin: UInt = 32
  }

  /// Moves and resizes the subviews of a view whose size went from `old` to its current
  /// size: the change in each direction is shared among the flexible parts (margin, size,
  /// margin) in proportion to their sizes (equally when they are all zero); inside an
  /// animation block they animate with it.
  package func applyAutoresizing(of view: ViewNode, from old: Size) {
    let new = view.modelValue(.bounds)
    let (dw, dh) = (new[2] - old.width, new[3] - old.height)
    guard dw != 0 || dh != 0 else { return }
    for child in view.subviews
    where child.autoresizingMask != 0 && child.translatesAutoresizingMaskIntoConstraints {
      let frame = child.frame
      let mask = child.autoresizingMask
      let (x, w) = Self.share(
        dw, parts: (frame.x, frame.width, old.width - frame.x - frame.width),
        flexible: (
          mask & Autoresizing.flexibleLeftMargin != 0, mask & Autoresizing.flexibleWidth != 0,
          mask & Autoresizing.flexibleRightMargin != 0
        ))
      let (y, h) = Self.share(
        dh, parts: (frame.y, frame.height, old.height - frame.y - frame.height),
        flexible: (
          mask & Autoresizing.flexibleTopMargin != 0, mask & Autoresizing.flexibleHeight != 0,
          mask & Autoresizing.flexibleBottomMargin != 0
        ))
      let old = child.bounds.size
      let bounds = child.modelValue(.bounds)
      let anchor = child.modelValue(.anchorPoint)
      let width = max(0, frame.width + w), height = max(0, frame.height + h)
      set(.bounds, of: child, to: PropertyValue(bounds[0], bounds[1], width, height))
      set(
        .position, of: child,
        to: PropertyValue(frame.x + x + anchor[0] * width, frame.y + y + anchor[1] * height))
      applyAutoresizing(of: child, from: old)
    }
  }

  /// How far the start moves and how much the size grows when `delta` is shared among the
  /// flexible parts (leading margin, size, trailing margin).
  static func share(
    _ delta: Double, parts: (Double, Double, Double), flexible: (Bool, Bool, Bool)
  ) -> (offset: Double, growth: Double) {
    let sizes = [parts.0, parts.1, parts.2].map { max($0, 0) }
    let flags = [flexible.0, flexible.1, flexible.2]
    let count = flags.filter { $0 }.count
    guard count > 0 else { return (0, 0) }
    let total = zip(sizes, flags).reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
    func portion(_ i: Int) -> Double {
      guard flags[i] else { return 0 }
      return total > 0 ? delta * sizes[i] / total : delta / Double(count)
    }
    return (portion(0), portion(1))
  }
}
