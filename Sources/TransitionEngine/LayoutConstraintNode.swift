/// NSLayoutConstraint.Attribute, with UIKit's raw values.
package enum LayoutAttribute: Int, CaseIterable, Sendable {
  case notAnAttribute = 0, left, right, top, bottom, leading, trailing, width, height
  case centerX, centerY, lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin
  case bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins

  /// UIKit's name in a constraint's description.
  package var name: String { "\(self)" }
}

/// What an attribute is measured on: the view, its safe area or its layout margins.
package enum LayoutGuideKind: Int, CaseIterable, Sendable {
  case view = 0, safeArea, margins
}

/// One side of a constraint: an attribute of a view or of one of its layout guides.
package struct LayoutAnchorRef {
  package var view: ViewNode
  package var guide: LayoutGuideKind
  package var attribute: LayoutAttribute

  /// A view's (or guide's) attribute.
  package init(view: ViewNode, guide: LayoutGuideKind = .view, attribute: LayoutAttribute) {
    self.view = view
    self.guide = guide
    self.attribute = attribute
  }
}

/// An NSLayoutConstraint: `first relation multiplier × second + constant`, at a priority.
package final class LayoutConstraintNode {
  /// The engine-unique object id.
  package let id: Int
  package let first: LayoutAnchorRef
  /// -1 less than or equal, 0 equal, 1 greater than or equal (NSLayoutConstraint.Relation).
  package let relation: Int
  /// Nil for a constant size (`widthAnchor.constraint(equalToConstant:)`).
  package let second: LayoutAnchorRef?
  package let multiplier: Double
  package internal(set) var constant: Double
  /// 1…1000; 1000 is required.
  package internal(set) var priority: Double
  package internal(set) var isActive = false

  init(
    id: Int, first: LayoutAnchorRef, relation: Int, second: LayoutAnchorRef?, multiplier: Double,
    constant: Double, priority: Double
  ) {
    self.id = id
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }

  /// A number as a log shows it: `8`, `0.5`.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// As UIKit describes a constraint in its log: `'box'.width == 0.5 × 'container'.width + 8`.
  package var description: String {
    func side(_ ref: LayoutAnchorRef) -> String {
      let owner = "'\(ref.view.name ?? "view \(ref.view.id)")'"
      let guide =
        ref.guide == .safeArea
        ? ".safeAreaLayoutGuide" : ref.guide == .margins ? ".layoutMarginsGuide" : ""
      return owner + guide + "." + ref.attribute.name
    }
    let op = relation < 0 ? "<=" : relation > 0 ? ">=" : "=="
    var text = side(first) + " " + op + " "
    if let second {
      text += (multiplier == 1 ? "" : Self.number(multiplier) + " × ") + side(second)
      if constant != 0 { text += (constant < 0 ? " - " : " + ") + Self.number(abs(constant)) }
    } else {
      text += Self.number(constant)
    }
    return priority < 1000 ? text + " @" + Self.number(priority) : text
  }
}
