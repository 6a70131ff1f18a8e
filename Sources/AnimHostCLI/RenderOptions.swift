import Messages
import PluginHost
import TransitionEngine

/// Turns render options into a transition request.
enum RenderOptions {
  static func request(_ parsed: ParsedArguments) throws(CLIError) -> TransitionRequest {
    let size = try parsed.value("--size").map(size) ?? .phone
    let scene = try SceneFile.resolve(parsed.value("--scene") ?? Scene.builtInNames[0], size: size)
    var request = TransitionRequest(scene: scene, size: size)
    request.presentsWithAnimatorBeforeDismissing = true
    if let fps = parsed.value("--fps") {
      guard let value = Int(fps), TransitionRequest.fpsRange.contains(value) else {
        throw .usage(
          "invalid value '\(escapedForTerminal(fps))' for '--fps'; "
            + "use a whole number from 1 to 240",
          subject: fps)
      }
      request.fps = value
    }
    if let seed = parsed.value("--seed") {
      guard let value = UInt64(seed) else {
        throw .usage(
          "invalid value '\(escapedForTerminal(seed))' for '--seed'; "
            + "use a whole number from 0 to 2^64-1",
          subject: seed)
      }
      request.seed = value
    }
    if let kind = parsed.value("--kind") {
      guard let value = TransitionKind(rawValue: kind) else {
        throw .usage(
          "invalid value '\(escapedForTerminal(kind))' for '--kind'; use present, push or tab",
          subject: kind)
      }
      request.kind = value
    }
    if let direction = parsed.value("--direction") {
      request.direction = try Self.direction(direction, kind: request.kind)
      request.popsToRoot = request.kind == .push && direction == "pop-to-root"
    }
    if let style = parsed.value("--style") {
      request.style = try Self.style(style)
    }
    if let cancel = parsed.value("--cancel-at") {
      request.cancelAt = try cancelPoint(cancel)
    }
    request.interaction = try interaction(parsed, direction: request.direction, kind: request.kind)
    return request
  }

  /// A `--direction` value: present, dismiss or both, and for pushes also push, pop,
  /// pop-to-root (the pop goes to the root of the stack), forward and back.
  static func direction(_ text: String, kind: TransitionKind) throws(CLIError) -> DirectionChoice {
    if let value = DirectionChoice(rawValue: text) { return value }
    switch (kind, text) {
    case (.push, "push"), (.push, "forward"), (.tab, "forward"): return .present
    case (.push, "pop"), (.push, "back"), (.push, "pop-to-root"), (.tab, "back"): return .dismiss
    default: break
    }
    let words =
      switch kind {
      case .present: "present, dismiss or both"
      case .push: "push, pop, pop-to-root or both (or forward, back)"
      case .tab: "forward, back or both"
      }
    throw .usage(
      "invalid value '\(escapedForTerminal(text))' for '--direction'; use \(words)", subject: text)
  }

  /// `--interactive` or `--drag`: at most one of them, and neither with `--cancel-at`.
  static func interaction(
    _ parsed: ParsedArguments, direction: DirectionChoice, kind: TransitionKind = .present
  ) throws(CLIError) -> InteractionScript? {
    let given = ["--interactive", "--drag", "--cancel-at"].filter { parsed.value($0) != nil }
    guard given.count <= 1 else {
      throw .usage(
        "'\(given[0])' and '\(given[1])' cannot be combined; "
          + "a transition is driven by one script (a cancel is the script's 'cancel' ending)",
        subject: given[1])
    }
    if let script = parsed.value("--interactive") {
      return .percent(try InteractionScriptParser.percent(script))
    }
    guard let script = parsed.value("--drag") else { return nil }
    guard direction != .present else {
      let (goal, words, start) =
        switch kind {
        case .present:
          ("dismisses the presented screen", "'--direction dismiss' or 'both'", "a present")
        case .push: ("pops the pushed screen", "'--direction pop' or 'both'", "a push")
        case .tab:
          ("switches back to the first tab", "'--direction back' or 'both'", "a switch forward")
        }
      throw .usage(
        "'--drag' moves a finger for the gesture that \(goal), so it needs \(words); "
          + "drive \(start) with '--interactive' instead",
        subject: script)
    }
    return .drag(try InteractionScriptParser.drag(script))
  }

  /// `--cancel-at`: seconds after each transition starts (0.15, 150ms) or a percentage of its
  /// duration (50%).
  static func cancelPoint(_ text: String) throws(CLIError) -> CancelPoint {
    let choice: FrameChoice
    do {
      choice = try FrameChoice.parse(text)
    } catch {
      throw .usage(
        "invalid value '\(escapedForTerminal(text))' for '--cancel-at'; "
          + "use seconds after the transition starts (0.15, 150ms) "
          + "or a percentage of its duration (0% to 100%)",
        subject: text)
    }
    switch choice {
    case let .seconds(seconds): return .seconds(seconds)
    case let .percent(percent): return .fraction(percent / 100)
    }
  }

  /// A presentation style by its UIKit name; an unknown name gets "did you mean".
  static func style(_ text: String) throws(CLIError) -> PresentationStyle {
    guard let style = PresentationStyle(name: text) else {
      let hint =
        Suggestion.closest(to: text, in: PresentationStyle.names).map { "did you mean '\($0)'? " }
        ?? ""
      throw .usage(
        "invalid value '\(escapedForTerminal(text))' for '--style'; \(hint)use one of "
          + PresentationStyle.names.joined(separator: ", "),
        subject: text)
    }
    return style
  }

  /// `phone`, `tablet` or `WxH` in points.
  static func size(_ text: String) throws(CLIError) -> Size {
    switch text {
    case "phone": return .phone
    case "tablet": return .tablet
    default:
      let parts = text.split(separator: "x", omittingEmptySubsequences: false)
      guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...8192).contains(w),
        (1...8192).contains(h)
      else {
        throw .usage(
          "invalid value '\(escapedForTerminal(text))' for '--size'; "
            + "use phone, tablet or WIDTHxHEIGHT in points (1 to 8192)",
          subject: text)
      }
      return Size(width: Double(w), height: Double(h))
    }
  }

  /// `--set name=value` pairs, in order.
  static func settings(_ parsed: ParsedArguments) throws(CLIError) -> [(
    name: String, value: String
  )] {
    var result: [(name: String, value: String)] = []
    for item in parsed.values["--set"] ?? [] {
      guard let equals = item.firstIndex(of: "="), equals != item.startIndex else {
        throw .usage(
          "invalid value '\(escapedForTerminal(item))' for '--set'; use --set name=value",
          subject: item)
      }
      result.append((String(item[..<equals]), String(item[item.index(after: equals)...])))
    }
    return result
  }
}
