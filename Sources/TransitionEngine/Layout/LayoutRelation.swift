/// The comparison a constraint imposes between its left-hand and right-hand expressions.
package enum LayoutRelation: Sendable {
  /// The two sides must be equal.
  case equal

  /// The left-hand side must not exceed the right-hand side.
  case lessThanOrEqual

  /// The left-hand side must be at least the right-hand side.
  case greaterThanOrEqual
}
