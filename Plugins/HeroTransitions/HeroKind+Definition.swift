import AnimatorKit

extension HeroKind {
  /// The name for people.
  var displayName: String {
    switch self {
    case .push: "Hero push"
    case .pull: "Hero pull"
    case .cover: "Hero cover"
    case .uncover: "Hero uncover"
    case .slide: "Hero slide"
    case .zoomSlide: "Hero zoom slide"
    case .pageIn: "Hero page in"
    case .pageOut: "Hero page out"
    case .fade: "Hero fade"
    case .zoom: "Hero zoom"
    case .zoomOut: "Hero zoom out"
    case .coverFromCorner: "Cover from corner"
    case .uncoverToCorner: "Uncover to corner"
    }
  }

  /// One line for `animhost list`.
  var summary: String {
    switch self {
    case .push: "The new screen slides in over the old one, which drifts a third away and dims"
    case .pull: "The old screen slides away off the new one, which drifts in a third and brightens"
    case .cover: "The new screen slides in over the old one, which stays and dims"
    case .uncover: "The old screen slides away, uncovering the new one in place"
    case .slide: "Both screens slide together, the new one pushing the old one out"
    case .zoomSlide: "Both screens slide together at four-fifths of their size"
    case .pageIn: "The new screen slides in over the old one, which shrinks back and dims"
    case .pageOut: "The old screen slides away off the new one, which grows up to size"
    case .fade: "The new screen fades in over the old one (Hero's fade)"
    case .zoom: "The old screen grows and fades away over the new one, which grows to size"
    case .zoomOut: "The new screen shrinks to size as it fades in; the old one shrinks behind it"
    case .coverFromCorner:
      "The new screen slides in from a corner and back out to it (Presentr's coverFromCorner)"
    case .uncoverToCorner: "The old screen slides out to a corner"
    }
  }

  /// How long it takes: Hero's default for the kind.
  var durationParameter: Parameter<Double> {
    .number("duration", default: defaultDuration, range: 0.05...5, summary: "seconds each way")
  }

  /// The way it moves, for the kinds that move one way (not fade, zoom and zoom-out).
  var directionParameter: Parameter<String>? {
    guard !directions.isEmpty else { return nil }
    let meaning =
      self == .coverFromCorner
      ? "the corner the screen comes from and goes back to"
      : "the way the screens move (the way back moves the other way)"
    return .choice(
      "direction", default: defaultDirection, in: directions.map(\.name), summary: meaning)
  }

  /// `slide`'s option to cross-fade as it slides, as IBAnimatable's `Slide(to:isFade:)`.
  static let slideFadeParameter = Parameter.bool(
    "fade", default: false,
    summary: "the screens also cross-fade as they slide (IBAnimatable's Slide with isFade)")

  /// `fade`'s direction, as IBAnimatable's `Fade(In|Out|Cross)`; the default is Hero's fade.
  static let fadeModeParameter = Parameter.choice(
    "direction", default: HeroFadeMode.in,
    summary: "in: the new screen fades in on top; out: the old one fades out over it; cross: "
      + "both (the way back swaps in and out)")

  /// The parameters after the direction, before the duration: `slide`'s fade, `fade`'s mode.
  var optionParameters: [any AnimatorParameterConvertible] {
    switch self {
    case .slide: [Self.slideFadeParameter]
    case .fade: [Self.fadeModeParameter]
    default: []
    }
  }

  /// The animator definition: present and dismiss, push and pop, and tab switches, each one
  /// interactive through its interruptible animator, and the way back reversed (Hero decides
  /// `isPresenting` for tabs by their order).
  var definition: AnimatorDefinition {
    let kind = self
    let parameters: [any AnimatorParameterConvertible] =
      (directionParameter.map { [$0] } ?? []) + optionParameters + [durationParameter]
    return AnimatorDefinition(
      id: rawValue, displayName: displayName, summary: summary,
      capabilities: [.present, .dismiss, .push, .pop, .tab, .interactive], parameters: parameters
    ) { role, values in
      let motion = HeroMotion(kind: kind, values: values)
      return HeroAnimator(motion: role.isReversed ? motion.reversed : motion, role: role)
    }
  }
}
