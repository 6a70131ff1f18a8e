import HostSystem
import PluginHost
import PluginRunner
import TransitionEngine

/// Runs an animator's cases, each in its own run child, several at once, and holds each to the
/// rules: a crash, hang or limit hit in one case is that case's failure, and the others run on.
package struct CheckRunner: Sendable {
  /// The run child, with its limits.
  package let child: PluginRun

  /// A runner with these children.
  package init(child: PluginRun) {
    self.child = child
  }

  /// Every result of every case, in case order, then the parameter rule.
  /// - Parameters:
  ///   - animator: the animator, as the scan found it.
  ///   - file: its plugin file, opened and checked (the children share it).
  ///   - cases: the cases to run.
  ///   - snapshots: golden frames to record or compare, if any.
  ///   - scene: the scene for a screen size.
  /// - Returns: the results, grouped by case in the order of `cases`.
  package func check(
    _ animator: AnimatorMetadata, file: PluginFile, cases: [CheckCase],
    snapshots: Snapshots? = nil, scene: @escaping @Sendable (Size) -> Scene
  ) -> [RuleResult] {
    let slots = Locked<[[RuleResult]]>(Array(repeating: [], count: cases.count))
    ParallelLoop.run(count: cases.count) { index in
      let checkCase = cases[index]
      let request = checkCase.request(scene: scene(checkCase.size))
      let first = child.runCapturingOutput(
        animator, file: file, parameters: checkCase.parameters, request: request,
        repeats: checkCase.repeats)
      let second =
        checkCase.runsTwice
        ? child.runCapturingOutput(
          animator, file: file, parameters: checkCase.parameters, request: request
        ).timeline : nil
      var results = RuleEvaluator.evaluate(
        checkCase,
        CaseRun(
          timeline: first.timeline, output: first.output, second: second, memory: first.memory))
      if let snapshots, case .success(let timeline) = first.timeline {
        results.append(snapshots.apply(timeline, animator: animator.id, caseID: checkCase.id))
      }
      slots.withLock { $0[index] = results }
    }
    return slots.withLock { $0.flatMap { $0 } } + [RuleEvaluator.parameters(animator)]
  }
}
