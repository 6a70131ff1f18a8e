extension LayoutTableau {
  /// Runs the primal simplex on the objective until no pivot lowers it.
  mutating func optimize() {
    optimize(usingArtificial: false)
  }

  /// Runs the dual simplex until every noted infeasible row is feasible again.
  ///
  /// The leaving row is the most recently noted one still negative; the entering symbol is
  /// the one of its positive cells with the smallest objective-to-coefficient ratio, which keeps
  /// the objective optimal; ties go to the lower symbol id. Soft edit constraints can always
  /// be violated, so a negative row without an entering symbol only holds rounding noise and
  /// is left as it is.
  mutating func dualOptimize() {
    var remaining = pivotLimit
    while let leaving = infeasible.popLast(), remaining > 0 {
      guard let row = row(for: leaving), row.constant < -LayoutRow.epsilon else { continue }
      var best: (ratio: Double, symbol: LayoutSymbol)?
      for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
        let ratio = objective.reducedCost(of: cell.symbol) / cell.coefficient
        best = Self.better((ratio, cell.symbol), than: best)
      }
      guard let entering = best?.symbol else { continue }
      pivot(entering: entering, leaving: leaving)
      remaining -= 1
    }
    infeasible.removeAll()
  }

  /// Adds `row`, which has no valid subject, through an artificial variable.
  ///
  /// This is phase one of the two-phase simplex: an artificial slack is made basic with `row`
  /// as its definition and its value is minimized. If it can reach zero the constraint is
  /// satisfiable, the artificial symbol is pivoted out and dropped, and `nil` is returned.
  /// Otherwise the parametric symbols of the final phase-one objective are returned: they
  /// are the markers of the constraints that keep it above zero. On failure the tableau is
  /// left mid-way, and the caller must restore its snapshot.
  mutating func insertWithArtificialVariable(_ row: LayoutRow) -> [LayoutSymbol]? {
    let artificialSymbol = makeSymbol(.slack)
    append(row, basic: artificialSymbol)
    artificial = row
    optimize(usingArtificial: true)
    let residual = artificial ?? LayoutRow()
    artificial = nil
    guard LayoutRow.isNearZero(residual.constant) else {
      return residual.cells.map(\.symbol)
    }
    if var definition = removeRow(for: artificialSymbol) {
      let cells = definition.cells
      let entering =
        cells.first { $0.symbol.isPivotable } ?? cells.first { !$0.symbol.isRestricted }
        ?? cells.first
      if let entering {
        definition.solve(for: artificialSymbol, andThen: entering.symbol)
        substitute(entering.symbol, with: definition)
        append(definition, basic: entering.symbol)
      }
    }
    for index in rows.indices {
      rows[index].remove(artificialSymbol)
    }
    objective.remove(artificialSymbol)
    return nil
  }

  /// The number of pivots after which an optimization stops, a guard against numeric cycling.
  private var pivotLimit: Int {
    1_000 + 50 * (rows.count + objective.cellCount)
  }

  /// Runs the primal simplex on the objective or on the phase-one objective.
  ///
  /// The entering symbol is the lowest-id non-dummy symbol with a negative reduced cost and
  /// the leaving row the restricted one with the smallest ratio, ties going to the lower id:
  /// Bland's rule, which cannot cycle on the degenerate tableaus layouts produce. The
  /// objective is bounded below by zero, so a candidate that no row blocks can only carry
  /// rounding noise; it is skipped.
  private mutating func optimize(usingArtificial: Bool) {
    for _ in 0..<pivotLimit {
      guard let (entering, leaving) = nextPrimalPivot(usingArtificial: usingArtificial) else {
        return
      }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// Returns the next primal pivot, or `nil` when the objective is optimal.
  private func nextPrimalPivot(usingArtificial: Bool) -> (LayoutSymbol, LayoutSymbol)? {
    if usingArtificial, let artificial {
      for cell in artificial.cells where cell.symbol.kind != .dummy && cell.coefficient < 0 {
        if let leaving = primalLeavingSymbol(for: cell.symbol) {
          return (cell.symbol, leaving)
        }
      }
      return nil
    }
    for symbol in objective.symbols() where symbol.kind != .dummy {
      if objective.reducedCost(of: symbol) < 0, let leaving = primalLeavingSymbol(for: symbol) {
        return (symbol, leaving)
      }
    }
    return nil
  }

  /// Chooses the restricted row that first blocks `entering` from increasing.
  private func primalLeavingSymbol(for entering: LayoutSymbol) -> LayoutSymbol? {
    var best: (ratio: Double, symbol: LayoutSymbol)?
    for index in rows.indices where basics[index].isRestricted {
      let coefficient = rows[index].coefficient(of: entering)
      guard coefficient < 0 else { continue }
      best = Self.better((-rows[index].constant / coefficient, basics[index]), than: best)
    }
    return best?.symbol
  }
}
