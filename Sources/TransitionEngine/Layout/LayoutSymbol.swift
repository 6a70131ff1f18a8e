/// A column of the simplex tableau: an external variable or an unknown internal to the solver.
///
/// Symbols are ordered by their id, which the tableau hands out in increasing order; every
/// pivoting choice breaks ties with this order, so results never depend on hashing.
struct LayoutSymbol: Hashable, Comparable, Sendable {
  /// The role a symbol plays in the tableau.
  enum Kind: Hashable, Sendable {
    /// A caller-visible variable; unrestricted in sign.
    case external

    /// The slack of an inequality, or a temporary artificial variable; restricted to `>= 0`.
    case slack

    /// One side of the violation of a soft constraint; restricted to `>= 0` and weighted.
    case error

    /// The marker of a required equality; it is fixed at zero and never enters the basis.
    case dummy
  }

  /// The unique identifier, increasing with creation order.
  let id: Int

  /// The role of the symbol.
  let kind: Kind

  /// Whether the symbol may enter the basis during optimization (slack and error symbols).
  var isPivotable: Bool {
    kind == .slack || kind == .error
  }

  /// Whether the symbol is restricted in sign, which makes its row take part in ratio tests.
  var isRestricted: Bool {
    kind != .external
  }

  static func < (lhs: LayoutSymbol, rhs: LayoutSymbol) -> Bool {
    lhs.id < rhs.id
  }
}
