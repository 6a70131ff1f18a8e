import Messages
import PluginHost
import TransitionEngine

/// One run of an animator that `animhost check` makes: a direction choice, a presentation
/// style, a screen, an optional cancel point and parameter values.
package struct CheckCase: Equatable, Sendable {
  /// A short stable id, such as `both/fullScreen/phone` or `cancel-50%/present`.
  package var id: String
  /// The transitions to run.
  package var direction: DirectionChoice
  /// The presentation style.
  package var style: PresentationStyle
  /// The screen size.
  package var size: Size
  /// Where to cancel, as a fraction of the transition; nil runs it to the end.
  package var cancelAt: Double?
  /// `--set` values, in declaration order.
  package var parameters: [(name: String, value: String)]
  /// Whether the case also runs a second time to compare the bytes.
  package var runsTwice = false
  /// How many times the transition runs in its one child (the memory case runs it 100 times).
  package var repeats = 1
  /// A modal presentation or a navigation push and pop.
  package var kind = TransitionKind.present

  /// A case with every field given.
  package init(
    id: String, direction: DirectionChoice, style: PresentationStyle, size: Size,
    cancelAt: Double?, parameters: [(name: String, value: String)], runsTwice: Bool = false
  ) {
    self.id = id
    self.direction = direction
    self.style = style
    self.size = size
    self.cancelAt = cancelAt
    self.parameters = parameters
    self.runsTwice = runsTwice
  }

  /// Equal when every field is.
  package static func == (a: CheckCase, b: CheckCase) -> Bool {
    a.id == b.id && a.direction == b.direction && a.style == b.style && a.size == b.size
      && a.cancelAt == b.cancelAt && a.runsTwice == b.runsTwice && a.repeats == b.repeats
      && a.kind == b.kind
      && a.parameters.map(\.name) == b.parameters.map(\.name)
      && a.parameters.map(\.value) == b.parameters.map(\.value)
  }

  /// The request the case runs, on the scene the CLI would use.
  package func request(scene: Scene, seed: UInt64 = 1) -> TransitionRequest {
    var request = TransitionRequest(
      scene: scene, size: size, fps: repeats > 1 ? 10 : 30, seed: seed, direction: direction,
      style: style, cancelAt: cancelAt.map { .fraction($0) })
    request.kind = kind
    return request
  }

  /// Every case for an animator: present and dismiss in every style on a phone and a tablet,
  /// cancels at 0 %, 50 % and 100 % of each direction it supports, each parameter at its
  /// smallest and largest value, and one case run twice.
  package static func matrix(for animator: AnimatorMetadata) -> [CheckCase] {
    let navigates = animator.canPush || animator.canPop
    guard animator.canPresent || animator.canDismiss || !navigates else {
      return modalMatrix(for: animator, kind: .push)
    }
    guard animator.canPresent || animator.canDismiss || navigates || !animator.canTab else {
      return tabCases(animator)
    }
    return modalMatrix(for: animator, kind: .present) + (navigates ? pushCases(animator) : [])
      + (animator.canTab ? tabCases(animator) : [])
  }

  /// A tab animator's switch forward and back on a phone and a tablet, and each cancelled
  /// halfway.
  private static func tabCases(_ animator: AnimatorMetadata) -> [CheckCase] {
    let defaults = animator.parameters.map { (name: $0.name, value: $0.defaultValue) }
    var cases: [CheckCase] = []
    for (sizeName, size) in [("phone", Size.phone), ("tablet", Size.tablet)] {
      var run = CheckCase(
        id: "tab/both/\(sizeName)", direction: .both, style: .fullScreen, size: size,
        cancelAt: nil, parameters: defaults, runsTwice: sizeName == "phone")
      run.kind = .tab
      cases.append(run)
    }
    for (name, direction) in [("forward", DirectionChoice.present), ("back", .dismiss)] {
      var cancel = CheckCase(
        id: "tab/cancel-50%/\(name)", direction: direction, style: .fullScreen, size: .phone,
        cancelAt: 0.5, parameters: defaults)
      cancel.kind = .tab
      cases.append(cancel)
    }
    return cases
  }

  /// A navigation animator's push and pop on a phone and a tablet, and each cancelled
  /// halfway, next to its modal cases.
  private static func pushCases(_ animator: AnimatorMetadata) -> [CheckCase] {
    let defaults = animator.parameters.map { (name: $0.name, value: $0.defaultValue) }
    let both: DirectionChoice =
      animator.canPush && animator.canPop ? .both : animator.canPush ? .present : .dismiss
    var cases: [CheckCase] = []
    for (sizeName, size) in [("phone", Size.phone), ("tablet", Size.tablet)] {
      var run = CheckCase(
        id: "push/\(both.rawValue)/\(sizeName)", direction: both, style: .fullScreen, size: size,
        cancelAt: nil, parameters: defaults)
      run.kind = .push
      cases.append(run)
    }
    for direction in both.directions {
      let choice: DirectionChoice = direction == .present ? .present : .dismiss
      var cancel = CheckCase(
        id: "push/cancel-50%/\(direction == .present ? "push" : "pop")", direction: choice,
        style: .fullScreen, size: .phone, cancelAt: 0.5, parameters: defaults)
      cancel.kind = .push
      cases.append(cancel)
    }
    return cases
  }

  /// The modal matrix (or, for a navigation-only animator, the same cases as pushes).
  private static func modalMatrix(for animator: AnimatorMetadata, kind: TransitionKind)
    -> [CheckCase]
  {
    let defaults = animator.parameters.map { (name: $0.name, value: $0.defaultValue) }
    func plain(_ id: String, _ direction: DirectionChoice, _ style: PresentationStyle, _ size: Size)
      -> CheckCase
    {
      CheckCase(
        id: id, direction: direction, style: style, size: size, cancelAt: nil,
        parameters: defaults)
    }
    let forward = kind == .push ? animator.canPush : animator.canPresent
    let back = kind == .push ? animator.canPop : animator.canDismiss
    let both: DirectionChoice = forward && back ? .both : forward ? .present : .dismiss
    var cases: [CheckCase] = []
    for (sizeName, size) in [("phone", Size.phone), ("tablet", Size.tablet)] {
      for style in PresentationStyle.allCases {
        cases.append(plain("\(both.rawValue)/\(style.name)/\(sizeName)", both, style, size))
      }
    }
    cases[0].runsTwice = true
    // The memory case: one direction, few frames, many runs in one child.
    let first = both == .dismiss ? DirectionChoice.dismiss : .present
    var repeated = plain("repeat-\(repeatedRuns)/\(first.rawValue)", first, .fullScreen, .phone)
    repeated.repeats = repeatedRuns
    cases.append(repeated)
    let directions = both.directions.map { $0 == .present ? DirectionChoice.present : .dismiss }
    for direction in directions {
      for fraction in [0.0, 0.5, 1.0] {
        var cancel = plain(
          "cancel-\(Int(fraction * 100))%/\(direction.rawValue)", direction, .fullScreen, .phone)
        cancel.cancelAt = fraction
        cases.append(cancel)
      }
    }
    for (index, parameter) in animator.parameters.enumerated()
    where parameter.kind == .number || parameter.kind == .integer {
      for (label, value) in [("min", parameter.minimum), ("max", parameter.maximum)] {
        var values = defaults
        values[index].value =
          parameter.kind == .integer ? String(Int(value)) : plainNumber(value)
        var extreme = plain(
          "set-\(parameter.name)=\(label)/\(both.rawValue)", both, .fullScreen, .phone)
        extreme.parameters = values
        cases.append(extreme)
      }
    }
    if kind == .push {
      cases = cases.filter { $0.style == .fullScreen }
      for index in cases.indices {
        cases[index].kind = .push
        cases[index].id = "push/" + cases[index].id
      }
    }
    return cases
  }

  /// How many times the memory case runs its transition.
  package static let repeatedRuns = 100
}
