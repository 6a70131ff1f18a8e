/// A rule of UIKit's transition contract that `animhost check` holds an animator to; each is
/// explained, with its UIKit source, in docs/check.md.
package enum ConformanceRule: String, CaseIterable, Sendable {
  /// The case ran to its end: no crash, trap, abort, exit, hang or limit hit in the plugin.
  case runsToTheEnd = "runs-to-the-end"
  /// `completeTransition(_:)` is called once, within the deadline.
  case completesOnce = "completes-once"
  /// After a present the presented view is in the container at its final frame.
  case presentedViewInPlace = "presented-view-in-place"
  /// Nothing the animator added is left in the container when the transition ends.
  case nothingLeftBehind = "nothing-left-behind"
  /// After a cancel, every view and layer property is as it was before the transition.
  case cancelRestores = "cancel-restores"
  /// `beginAppearanceTransition` and `endAppearanceTransition` are balanced and ordered.
  case appearanceBalanced = "appearance-balanced"
  /// No animation is still running once the transition has completed.
  case animationsFinish = "animations-finish"
  /// Every handle passed to the host is one the host gave out in this run.
  case validHandles = "valid-handles"
  /// Every declared parameter's default is inside its declared range, and values outside the
  /// range are refused with the host's message.
  case parametersValidated = "parameters-validated"
  /// The same case twice gives byte-identical timelines.
  case deterministic = "deterministic"
  /// The plugin writes nothing to standard output or standard error.
  case silent = "silent"
  /// Running the same transition 100 times does not keep growing the memory it uses.
  case boundedMemory = "bounded-memory"
  /// The frames match the golden frames recorded with `--record` (only with `--compare`).
  case matchesGoldens = "matches-goldens"

  /// The rule's id, as `--rule` takes it.
  package var id: String { rawValue }

  /// One line that says what the rule asks.
  package var summary: String {
    switch self {
    case .runsToTheEnd: "the case runs to its end: no crash, trap, abort, exit, hang or limit hit"
    case .completesOnce: "completeTransition is called exactly once, before the deadline"
    case .presentedViewInPlace: "after a present, the presented view is in the container"
    case .nothingLeftBehind: "nothing the animator added is left in the container"
    case .cancelRestores: "after a cancel, every view and layer is as it was before"
    case .appearanceBalanced: "appearance transitions are balanced and ordered"
    case .animationsFinish: "no animation is still running after completeTransition"
    case .validHandles: "every handle the plugin passes is one the host gave it in this run"
    case .parametersValidated: "defaults are in range, and values out of range are refused"
    case .deterministic: "the same case twice gives byte-identical timelines"
    case .silent: "the plugin writes nothing to stdout or stderr"
    case .boundedMemory: "100 runs of one transition do not keep growing its memory"
    case .matchesGoldens: "the frames match the recorded golden frames"
    }
  }

  /// The engine diagnostics that break the rule.
  var diagnosticCodes: Set<String> {
    switch self {
    case .completesOnce: ["complete-transition-twice", "completed-despite-cancel"]
    case .presentedViewInPlace: ["presented-view-missing"]
    case .nothingLeftBehind: ["left-behind"]
    case .appearanceBalanced:
      ["unbalanced-appearance-begin", "unbalanced-appearance-end", "appearance-transition-open"]
    case .animationsFinish: ["animations-outlived-transition"]
    case .validHandles: ["bad-handle"]
    default: []
    }
  }
}
