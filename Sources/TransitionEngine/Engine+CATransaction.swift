extension Engine {
  /// The duration of an animation added now whose duration is 0: the innermost
  /// setAnimationDuration, else Core Animation's 0.25 s.
  package var caTransactionDuration: Double {
    layers.transactions.reversed().lazy.compactMap(\.duration).first ?? 0.25
  }

  /// The timing function of an animation added now without one: the innermost
  /// setAnimationTimingFunction, else nil (linear).
  package var caTransactionTimingFunction: TimingCurve? {
    layers.transactions.reversed().lazy.compactMap(\.timingFunction).first
  }

  /// The innermost setDisableActions value (false when none is set).
  ///
  /// It is only recorded: layers here have no implicit actions to disable.
  package var caTransactionDisablesActions: Bool {
    layers.transactions.reversed().lazy.compactMap(\.disablesActions).first ?? false
  }

  /// CATransaction.begin(): opens a transaction nested in any open one; it counts as an
  /// animation block against the limits.
  package func beginCATransaction() {
    guard admitCATransaction() else { return }
    layers.transactions.append(CATransactionFrame(isImplicit: false))
  }

  /// CATransaction.commit(): closes the innermost transaction begun with begin(); its
  /// completion runs once every animation added after it was set has stopped (at the next
  /// clock step when there is none).
  /// - Returns: false when no transaction was begun (the implicit one is not the caller's).
  @discardableResult
  package func commitCATransaction() -> Bool {
    guard let last = layers.transactions.last, !last.isImplicit else { return false }
    commitInnermostCATransaction()
    return true
  }

  /// CATransaction.setAnimationDuration(_:) for the innermost transaction.
  package func setCATransactionDuration(_ seconds: Double) {
    changeInnermostCATransaction { $0.duration = seconds }
  }

  /// CATransaction.setAnimationTimingFunction(_:) for the innermost transaction; nil unsets it.
  package func setCATransactionTimingFunction(_ curve: TimingCurve?) {
    changeInnermostCATransaction { $0.timingFunction = curve }
  }

  /// CATransaction.setDisableActions(_:) for the innermost transaction (recorded only).
  package func setCATransactionDisableActions(_ disabled: Bool) {
    changeInnermostCATransaction { $0.disablesActions = disabled }
  }

  /// CATransaction.setCompletionBlock(_:) for the innermost transaction.
  ///
  /// The block runs once every animation added from now on inside it (nested transactions
  /// included) has stopped. A block it replaces waits only for the animations added before.
  package func setCATransactionCompletion(_ completion: @escaping () -> Void) {
    let id = makeID()
    if let old = layers.transactions.last?.completion { schedule(old) }
    changeInnermostCATransaction {
      $0.completion = TransactionCompletion(id: id, body: completion)
    }
  }

  /// Commits the implicit transaction, as Core Animation does at the end of a run-loop turn.
  ///
  /// The bridge calls it after every plugin call. Transactions begun with begin() stay open.
  package func flushCATransactions() {
    guard layers.transactions.count == 1, layers.transactions[0].isImplicit else { return }
    commitInnermostCATransaction()
  }

  /// Commits every open CATransaction; one begun and never committed gets a warning.
  func closeOpenCATransactions() {
    guard !layers.transactions.isEmpty else { return }
    if layers.transactions.contains(where: { !$0.isImplicit }) {
      diagnose(
        .warning, "unbalanced-transaction",
        "animator '\(activeAnimator)' left a CATransaction open (begin() without commit()); "
          + "it was committed")
    }
    while !layers.transactions.isEmpty { commitInnermostCATransaction() }
  }

  /// Adds an animation to what the completions of the open transactions wait for.
  func trackInCATransactions(_ id: Int) {
    for index in layers.transactions.indices {
      layers.transactions[index].completion?.waiting.insert(id)
    }
  }

  private func commitInnermostCATransaction() {
    guard let frame = layers.transactions.popLast() else { return }
    if let completion = frame.completion { schedule(completion) }
  }

  /// Hands a committed completion to the clock: due now when it waits for nothing.
  private func schedule(_ completion: TransactionCompletion) {
    var completion = completion
    if completion.waiting.isEmpty { completion.due = now }
    layers.completions.append(completion)
  }

  /// Changes the innermost transaction, opening the implicit one when none is open.
  private func changeInnermostCATransaction(_ change: (inout CATransactionFrame) -> Void) {
    if layers.transactions.isEmpty {
      layers.transactions.append(CATransactionFrame(isImplicit: true))
    }
    change(&layers.transactions[layers.transactions.count - 1])
  }
}
