import TransitionEngine

/// The first way two view trees differ, within a tolerance for the arithmetic of animations that
/// ran and were reversed: what `cancel-restores` reports.
enum TreeDifference {
  /// How far two numbers may be apart and still count as the same.
  static let tolerance = 1e-6

  /// A description of the first difference, such as `window > VCYellow: alpha 1 != 0.5`.
  ///
  /// Nil when there is none. Recurses once per level; the engine keeps trees within
  /// `EngineLimits.viewDepth` levels.
  static func first(_ a: FrameNode, _ b: FrameNode, path: String = "") -> String? {
    let here = path.isEmpty ? label(a) : path + " > " + label(a)
    let numbers: [(String, [Double], [Double])] = [
      ("frame", rect(a.frame), rect(b.frame)),
      (
        "bounds origin", [a.boundsOrigin.x, a.boundsOrigin.y], [b.boundsOrigin.x, b.boundsOrigin.y]
      ),
      ("anchor point", [a.anchorPoint.x, a.anchorPoint.y], [b.anchorPoint.x, b.anchorPoint.y]),
      ("transform", (0..<16).map { a.transform.m[$0] }, (0..<16).map { b.transform.m[$0] }),
      ("alpha", [a.alpha], [b.alpha]), ("zPosition", [a.zPosition], [b.zPosition]),
      ("background colour", color(a.color), color(b.color)),
      ("corner radius", [a.cornerRadius], [b.cornerRadius]),
      ("border", [a.borderWidth] + color(a.borderColor), [b.borderWidth] + color(b.borderColor)),
      ("shadow", shadow(a), shadow(b)), ("font size", [a.fontSize], [b.fontSize]),
      ("text colour", color(a.textColor), color(b.textColor)),
    ]
    for (name, left, right) in numbers where !same(left, right) {
      return "\(here): \(name) \(text(left)) != \(text(right))"
    }
    if a.kind != b.kind { return "\(here): a \(a.kind) became a \(b.kind)" }
    if a.isHidden != b.isHidden { return "\(here): isHidden \(a.isHidden) != \(b.isHidden)" }
    if a.masksToBounds != b.masksToBounds { return "\(here): masksToBounds changed" }
    if a.text != b.text { return "\(here): text changed" }
    if a.shape != b.shape { return "\(here): shape changed" }
    for (name, left, right) in [
      ("subviews", a.children, b.children), ("mask", a.mask, b.mask),
      ("snapshot content", a.content, b.content),
    ] {
      guard left.count == right.count else {
        return "\(here): \(left.count) \(name) before, \(right.count) after"
      }
      for (x, y) in zip(left, right) {
        if let found = first(x, y, path: here) { return found }
      }
    }
    return nil
  }

  private static func label(_ node: FrameNode) -> String { node.name ?? "\(node.kind) \(node.id)" }
  private static func rect(_ r: Rect) -> [Double] { [r.x, r.y, r.width, r.height] }
  private static func color(_ c: Color) -> [Double] { [c.red, c.green, c.blue, c.alpha] }
  private static func shadow(_ n: FrameNode) -> [Double] {
    [n.shadowOpacity, n.shadowRadius, n.shadowOffset.width, n.shadowOffset.height]
      + color(n.shadowColor)
  }
  private static func same(_ a: [Double], _ b: [Double]) -> Bool {
    zip(a, b).allSatisfy { abs($0 - $1) <= tolerance || $0 == $1 }
  }
  private static func text(_ values: [Double]) -> String {
    let shown = values.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : String($0) }
    return shown.count == 1 ? shown[0] : "(" + shown.joined(separator: ", ") + ")"
  }
}
