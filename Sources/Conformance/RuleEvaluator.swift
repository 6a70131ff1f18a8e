import Messages
import PluginHost
import PluginRunner
import TransitionEngine

/// What one case's run gave: the timeline or why there is none, what the plugin printed, and
/// for a case run twice, the second timeline.
package struct CaseRun: Sendable {
  /// The first run.
  package var timeline: Result<Timeline, PluginRunError>
  /// What the plugin wrote to stdout and stderr.
  package var output: [UInt8]
  /// The second run, for a case that runs twice.
  package var second: Result<Timeline, PluginRunError>?
  /// For a repeated case, the peak memory in bytes after the warm-up runs and after the last.
  package var memory: [Int] = []

  /// A run with every field given.
  package init(
    timeline: Result<Timeline, PluginRunError>, output: [UInt8],
    second: Result<Timeline, PluginRunError>? = nil, memory: [Int] = []
  ) {
    self.timeline = timeline
    self.output = output
    self.second = second
    self.memory = memory
  }
}

/// Holds a case's run to every rule that applies to it.
package enum RuleEvaluator {
  /// The results of the rules that apply to the case (rules about the timeline are left out
  /// when the run produced none).
  package static func evaluate(_ checkCase: CheckCase, _ run: CaseRun) -> [RuleResult] {
    let id = checkCase.id
    var results: [RuleResult] = []
    if let first = run.output.split(separator: 10).first {
      let line = escapedForTerminal(String(decoding: first.prefix(200), as: UTF8.self))
      results.append(
        .fail(id, .silent, "the plugin wrote \(run.output.count) bytes, starting '\(line)'"))
    } else {
      results.append(.pass(id, .silent))
    }
    let timeline: Timeline
    switch run.timeline {
    case .failure(let error) where error.code == .engine(.timeout):
      results.append(.pass(id, .runsToTheEnd))
      results.append(.fail(id, .completesOnce, error.message))
      return results
    case .failure(let error):
      results.append(.fail(id, .runsToTheEnd, error.message))
      return results
    case .success(let value):
      timeline = value
      results.append(.pass(id, .runsToTheEnd))
    }
    // Information (such as UIKit putting the presenter's view back) breaks no rule.
    let diagnostics = timeline.segments.flatMap { segment in
      segment.diagnostics.filter { $0.level != .info }.map { (segment.direction, $0) }
    }
    for rule in ConformanceRule.allCases where !rule.diagnosticCodes.isEmpty {
      if rule == .presentedViewInPlace, checkCase.direction == .dismiss { continue }
      let broken = diagnostics.filter { rule.diagnosticCodes.contains($0.1.code) }
      if let first = broken.first {
        results.append(
          .fail(
            id, rule, "\(first.0.rawValue): \(first.1.message)",
            detail: broken.map {
              "\($0.0.rawValue) at \(seconds($0.1.time)) s: [\($0.1.code)] \($0.1.message)"
            } + excerpt(timeline, direction: first.0, around: first.1.time)))
      } else {
        results.append(.pass(id, rule))
      }
    }
    if checkCase.cancelAt != nil { results.append(cancelRestores(id, timeline)) }
    if let second = run.second { results.append(deterministic(id, timeline, second)) }
    if checkCase.repeats > 1 { results.append(boundedMemory(id, run.memory, checkCase.repeats)) }
    return results
  }

  /// How much the peak memory may grow between run 10 and the last of a repeated case.
  package static let memoryGrowthLimit = 16 << 20

  /// The peak memory after run 10 and after the last are within `memoryGrowthLimit`.
  static func boundedMemory(_ id: String, _ samples: [Int], _ runs: Int) -> RuleResult {
    guard samples.count == 2 else {
      return .fail(id, .boundedMemory, "the run child did not report its memory")
    }
    let growth = samples[1] - samples[0]
    guard growth > memoryGrowthLimit else { return .pass(id, .boundedMemory) }
    let megabytes = { (bytes: Int) in String(bytes >> 20) }
    return .fail(
      id, .boundedMemory,
      "peak memory grew by \(megabytes(growth)) MiB between run 10 and run \(runs) "
        + "(\(megabytes(samples[0])) to \(megabytes(samples[1])) MiB); something is kept per run")
  }

  /// The lifecycle events of a direction within 0.1 s of a time, as `-v` shows them under a
  /// failure: the excerpt of the timeline that broke the rule.
  static func excerpt(
    _ timeline: Timeline, direction: TransitionDirection, around time: Double
  ) -> [String] {
    guard let segment = timeline.segments.first(where: { $0.direction == direction }) else {
      return []
    }
    return segment.events.filter { abs($0.time - time) <= 0.1 }.map { event in
      let detail = event.detail.isEmpty ? "" : "(\(event.detail))"
      return
        "  \(direction.rawValue) at \(seconds(event.time)) s: \(event.name)\(detail) \(event.subject)"
    }
  }

  /// Seconds to the millisecond, as `0.267`.
  static func seconds(_ value: Double) -> String {
    String((value * 1000).rounded() / 1000)
  }

  /// Each cancelled transition ends with the window as it was before it began.
  static func cancelRestores(_ id: String, _ timeline: Timeline) -> RuleResult {
    for segment in timeline.segments where !segment.didComplete {
      guard let before = segment.before, let after = segment.frames.last?.root else { continue }
      if let difference = TreeDifference.first(before, after) {
        return .fail(id, .cancelRestores, "\(segment.direction.rawValue): \(difference)")
      }
    }
    return .pass(id, .cancelRestores)
  }

  /// The second run of a case is byte for byte the first.
  static func deterministic(
    _ id: String, _ first: Timeline, _ second: Result<Timeline, PluginRunError>
  ) -> RuleResult {
    switch second {
    case .failure(let error):
      return .fail(id, .deterministic, "the second run failed: \(error.message)")
    case .success(let again):
      guard TimelineWire.encode(first) != TimelineWire.encode(again) else {
        return .pass(id, .deterministic)
      }
      for (a, b) in zip(first.segments, again.segments) {
        for (x, y) in zip(a.frames, b.frames) where x != y {
          let difference = TreeDifference.first(x.root, y.root) ?? "the frame differs"
          return .fail(
            id, .deterministic,
            "\(a.direction.rawValue) frame \(x.index) (\(x.time) s) differs: \(difference)")
        }
        if a.frames.count != b.frames.count {
          return .fail(
            id, .deterministic,
            "\(a.direction.rawValue): \(a.frames.count) frames, then \(b.frames.count)")
        }
      }
      return .fail(id, .deterministic, "the events or diagnostics differ between two runs")
    }
  }

  /// The animator's declared parameters: each default inside its range, and the host refuses
  /// values just outside it.
  package static func parameters(_ animator: AnimatorMetadata) -> RuleResult {
    let id = "parameters"
    for parameter in animator.parameters {
      if parameter.minimum > parameter.maximum {
        return .fail(
          id, .parametersValidated,
          "'\(parameter.name)' declares the range \(parameter.minimum)...\(parameter.maximum)")
      }
      if let problem = ParameterResolver.problem(with: parameter.defaultValue, for: parameter) {
        return .fail(
          id, .parametersValidated,
          "'\(parameter.name)' defaults to '\(parameter.defaultValue)': \(problem)")
      }
      guard parameter.kind == .number || parameter.kind == .integer else { continue }
      let step = parameter.kind == .integer ? 1 : max(1e-6, abs(parameter.maximum) * 1e-6)
      for outside in [parameter.minimum - step, parameter.maximum + step]
      where outside.isFinite {
        let text = parameter.kind == .integer ? String(Int(outside)) : String(outside)
        if ParameterResolver.problem(with: text, for: parameter) == nil {
          return .fail(
            id, .parametersValidated,
            "'\(parameter.name)=\(text)' is outside its range but accepted")
        }
      }
    }
    return .pass(id, .parametersValidated)
  }
}
