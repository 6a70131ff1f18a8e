/// The engine's explicit Core Animation animations and CATransactions.
struct LayerAnimationState {
  /// A view with explicit animations.
  struct Host {
    /// The view.
    let view: ViewNode
    /// Whether it was in the window's tree at the last look (leaving it removes its
    /// animations).
    var inWindow: Bool
  }

  /// An animation removed before it stopped, whose delegate hears so at the next clock step.
  struct Removal {
    /// The animation's id.
    let id: Int
    /// The clock time it was removed.
    let due: Double
    /// Its layer, for the timeline.
    let subject: String
    /// Its delegate.
    let delegate: ((ExplicitAnimationEvent) -> Void)?
  }

  /// Views with explicit animations, in the order they got their first.
  var hosts: [Host] = []
  /// Removed animations whose delegates have not heard yet, oldest first.
  var removals: [Removal] = []
  /// Open CATransactions, outermost first.
  var transactions: [CATransactionFrame] = []
  /// Committed CATransaction completions waiting for their animations to stop.
  var completions: [TransactionCompletion] = []

  /// Whether nothing is attached or waiting, so the clock has nothing to deliver.
  var isIdle: Bool { hosts.isEmpty && removals.isEmpty && completions.isEmpty }
}

/// An open CATransaction: the defaults of animations added inside it and its completion.
///
/// Nested transactions have nested scope: a value not set in the innermost one comes from the
/// nearest enclosing one that set it.
struct CATransactionFrame {
  /// Whether the engine opened it for a host call that used CATransaction without begin().
  var isImplicit: Bool
  /// setAnimationDuration, if set here.
  var duration: Double?
  /// setAnimationTimingFunction, if set here.
  var timingFunction: TimingCurve?
  /// setDisableActions, if set here.
  var disablesActions: Bool?
  /// setCompletionBlock's block and the animations it waits for, if set here.
  var completion: TransactionCompletion?
}

/// A CATransaction's completion block and the animations added after it was set.
struct TransactionCompletion {
  /// The engine id, which orders it among events due at the same time.
  let id: Int
  /// The block.
  let body: () -> Void
  /// The animations it waits for that have not stopped yet.
  var waiting: Set<Int> = []
  /// The clock time it runs, once it was committed and all it waits for stopped.
  var due: Double?
}
