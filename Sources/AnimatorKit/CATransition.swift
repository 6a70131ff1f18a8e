/// The kinds of CATransition, as Core Animation's CATransitionType.
public struct CATransitionType: RawRepresentable, Equatable, Hashable, Sendable {
  /// The type's name, as Core Animation spells it.
  public let rawValue: String

  /// A type from its name; besides the four public ones the host draws "cube", "oglFlip",
  /// "pageCurl", "pageUnCurl", "rippleEffect" and "suckEffect", and fades for other names
  /// (with a warning).
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The old content fades out as the new fades in (the default).
  public static let fade = CATransitionType(rawValue: "fade")
  /// The new content slides in over the old.
  public static let moveIn = CATransitionType(rawValue: "moveIn")
  /// The new content pushes the old out.
  public static let push = CATransitionType(rawValue: "push")
  /// The old content slides away, revealing the new.
  public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a CATransition, as Core Animation's CATransitionSubtype.
public struct CATransitionSubtype: RawRepresentable, Equatable, Hashable, Sendable {
  /// The subtype's name, as Core Animation spells it.
  public let rawValue: String

  /// A subtype from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// From the left edge.
  public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
  /// From the right edge.
  public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
  /// From the top edge.
  public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
  /// From the bottom edge.
  public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key Core Animation uses for a layer's transition animation.
public let kCATransition = "transition"

/// An animated change of a layer's whole content, as Core Animation's CATransition: add it to a
/// layer, then change the layer (its sublayers, colours, text); the layer's old look gives way
/// to the new one.
///
/// The host freezes the layer's look when the transition is added, so make the changes after
/// `add(_:forKey:)` (Core Animation also accepts changes made earlier in the same transaction).
open class CATransition: CAAnimation {
  /// How the old content gives way to the new.
  open var type = CATransitionType.fade
  /// The direction of moveIn, push, reveal, cube and flip; nil is from the left
  /// (rippleEffect and suckEffect ignore it).
  open var subtype: CATransitionSubtype?
  /// Where in the transition it starts, 0...1.
  open var startProgress: Float = 0
  /// Where in the transition it ends, startProgress...1.
  open var endProgress: Float = 1

  override func encode(
    into animation: inout animhost_ca_animation_v1, _ storage: CAAnimationStorage
  ) {
    animation.kind = ANIMHOST_CA_TRANSITION
    animation.transition_type = storage.cString(type.rawValue)
    animation.transition_subtype = storage.cString(subtype?.rawValue)
    animation.start_progress = Double(startProgress)
    animation.end_progress = Double(endProgress)
  }
}
