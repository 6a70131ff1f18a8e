/// The simplex tableau: the basic rows, the objective, and the operations that pivot them.
///
/// Rows live in an array, in insertion order with swap-removal, next to the array of their
/// basic symbols. A dictionary finds a basic symbol's row but is never iterated, so every pass
/// over the rows, and with it every pivot choice, is the same in every process whatever the
/// hash seed. The tableau is a value: copying it is a cheap snapshot to roll back to.
struct LayoutTableau: Sendable {
  /// The basic symbol of each row, parallel to `rows`.
  private(set) var basics: [LayoutSymbol] = []

  /// The rows, each defining its basic symbol in terms of parametric (non-basic) symbols.
  var rows: [LayoutRow] = []

  /// The index of each basic symbol's row; used for look-ups only.
  private var positions: [LayoutSymbol: Int] = [:]

  /// The weighted sum of error symbols to minimize, in terms of parametric symbols.
  var objective = LayoutObjective()

  /// The phase-one objective while a row is being added through an artificial variable.
  var artificial: LayoutRow?

  /// Basic restricted symbols whose value may have become negative, for the dual simplex.
  var infeasible: [LayoutSymbol] = []

  /// The id of the most recently created symbol.
  private var lastSymbolID = 0

  /// Creates a symbol of the given kind with a fresh, increasing id.
  mutating func makeSymbol(_ kind: LayoutSymbol.Kind) -> LayoutSymbol {
    lastSymbolID += 1
    return LayoutSymbol(id: lastSymbolID, kind: kind)
  }

  /// Returns the row defining `symbol`, or `nil` when the symbol is parametric.
  func row(for symbol: LayoutSymbol) -> LayoutRow? {
    guard let index = positions[symbol] else { return nil }
    return rows[index]
  }

  /// Returns the current value of `symbol`: its row's constant when basic, otherwise zero.
  func value(of symbol: LayoutSymbol) -> Double {
    row(for: symbol)?.constant ?? 0
  }

  /// Adds the error `symbol` to the objective at `weight`.
  mutating func addToObjective(_ symbol: LayoutSymbol, weight: Double) {
    objective.insert(symbol, definition: row(for: symbol), weight: weight)
  }

  /// Takes the error `symbol` back out of the objective at `weight`.
  mutating func removeFromObjective(_ symbol: LayoutSymbol, weight: Double) {
    objective.erase(symbol, definition: row(for: symbol), weight: weight)
  }

  /// Solves the new constraint `row` for `subject` and makes `subject` basic.
  mutating func insert(_ row: LayoutRow, subject: LayoutSymbol) {
    var row = row
    row.solve(for: subject)
    substitute(subject, with: row)
    append(row, basic: subject)
  }

  /// Removes the constraint identified by `marker` (and its `other` error symbol).
  ///
  /// The error symbols' weights are taken out of the objective, the marker is pivoted into
  /// the basis if it is not basic already, its row is dropped, and the objective is
  /// re-optimized.
  mutating func removeConstraint(marker: LayoutSymbol, other: LayoutSymbol?, weight: Double?) {
    if let weight {
      for symbol in [marker, other].compactMap({ $0 }) where symbol.kind == .error {
        removeFromObjective(symbol, weight: weight)
      }
    }
    if removeRow(for: marker) == nil, let leaving = markerLeavingSymbol(for: marker),
      var row = removeRow(for: leaving)
    {
      row.solve(for: leaving, andThen: marker)
      substitute(marker, with: row)
    }
    objective.remove(marker)
    optimize()
  }

  /// Moves the constant of an edit constraint by `delta`, then restores feasibility.
  ///
  /// The edit constraint `variable - constant = plus - minus` carries its constant exactly
  /// where its `plus` error symbol appears, so only rows holding that symbol (or the row of a
  /// basic error symbol) change. The dual simplex then repairs any negative restricted value
  /// while keeping the objective optimal.
  mutating func shiftEditConstant(plus: LayoutSymbol, minus: LayoutSymbol, by delta: Double) {
    if let index = positions[plus] {
      rows[index].addConstant(-delta)
      noteIfInfeasible(at: index)
    } else if let index = positions[minus] {
      rows[index].addConstant(delta)
      noteIfInfeasible(at: index)
    } else {
      for index in rows.indices {
        let coefficient = rows[index].coefficient(of: plus)
        if coefficient != 0 {
          rows[index].addConstant(coefficient * delta)
          noteIfInfeasible(at: index)
        }
      }
    }
    dualOptimize()
  }

  /// Appends `row` as the definition of the basic symbol `basic`.
  mutating func append(_ row: LayoutRow, basic: LayoutSymbol) {
    precondition(positions[basic] == nil, "A symbol can be basic in only one row")
    positions[basic] = rows.count
    basics.append(basic)
    rows.append(row)
  }

  /// Removes and returns the row of `symbol`, or returns `nil` when it is not basic.
  mutating func removeRow(for symbol: LayoutSymbol) -> LayoutRow? {
    guard let index = positions.removeValue(forKey: symbol) else { return nil }
    let last = rows.count - 1
    rows.swapAt(index, last)
    basics.swapAt(index, last)
    let row = rows.removeLast()
    basics.removeLast()
    if index < last {
      positions[basics[index]] = index
    }
    return row
  }

  /// Replaces the parametric `symbol` by `row` everywhere, noting rows that became infeasible.
  mutating func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) {
    for index in rows.indices where rows[index].substitute(symbol, with: row) {
      noteIfInfeasible(at: index)
    }
    objective.substitute(symbol, with: row)
    artificial?.substitute(symbol, with: row)
  }

  /// Makes `entering` basic in place of `leaving`.
  mutating func pivot(entering: LayoutSymbol, leaving: LayoutSymbol) {
    guard var row = removeRow(for: leaving) else {
      preconditionFailure("The leaving symbol of a pivot must be basic")
    }
    row.solve(for: leaving, andThen: entering)
    substitute(entering, with: row)
    append(row, basic: entering)
  }

  /// Records the basic symbol at `index` for the dual simplex if it is restricted and negative.
  private mutating func noteIfInfeasible(at index: Int) {
    if basics[index].isRestricted && rows[index].constant < -LayoutRow.epsilon {
      infeasible.append(basics[index])
    }
  }

  /// Chooses the row to pivot on when removing a constraint whose marker is parametric.
  ///
  /// Restricted rows where the marker has a negative coefficient come first (smallest ratio),
  /// then restricted rows with a positive one (smallest ratio), then rows of external
  /// variables; ties go to the lower symbol id.
  private func markerLeavingSymbol(for marker: LayoutSymbol) -> LayoutSymbol? {
    var negative: (ratio: Double, symbol: LayoutSymbol)?
    var positive: (ratio: Double, symbol: LayoutSymbol)?
    var external: LayoutSymbol?
    for index in rows.indices {
      let coefficient = rows[index].coefficient(of: marker)
      guard coefficient != 0 else { continue }
      let basic = basics[index]
      if !basic.isRestricted {
        if external.map({ basic < $0 }) ?? true {
          external = basic
        }
      } else if coefficient < 0 {
        let candidate = (ratio: -rows[index].constant / coefficient, symbol: basic)
        negative = Self.better(candidate, than: negative)
      } else {
        let candidate = (ratio: rows[index].constant / coefficient, symbol: basic)
        positive = Self.better(candidate, than: positive)
      }
    }
    return negative?.symbol ?? positive?.symbol ?? external
  }

  /// Returns the candidate with the smaller ratio, breaking ties by the lower symbol id.
  static func better(
    _ candidate: (ratio: Double, symbol: LayoutSymbol),
    than best: (ratio: Double, symbol: LayoutSymbol)?
  ) -> (ratio: Double, symbol: LayoutSymbol) {
    guard let best else { return candidate }
    if candidate.ratio < best.ratio
      || (candidate.ratio == best.ratio && candidate.symbol < best.symbol)
    {
      return candidate
    }
    return best
  }
}
