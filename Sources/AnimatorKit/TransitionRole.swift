/// Which transition an animator is asked for: a modal presentation or dismissal, a navigation
/// push or pop, or a tab switch to a later or an earlier tab.
public enum TransitionRole: Sendable, Equatable, CaseIterable {
  /// A modal presentation (`animationController(forPresented:presenting:source:)`).
  case present
  /// A modal dismissal (`animationController(forDismissed:)`).
  case dismiss
  /// A navigation push.
  case push
  /// A navigation pop.
  case pop
  /// A switch to a tab to the right of the current one.
  case tabForward
  /// A switch to a tab to the left of the current one.
  case tabBack

  /// Whether it undoes the other way: a dismissal, a pop, or a switch to an earlier tab.
  ///
  /// These run the animator's reverse, as Hero's `autoReverse` and IBAnimatable's
  /// `reverseAnimationType` do.
  public var isReversed: Bool { self == .dismiss || self == .pop || self == .tabBack }

  /// Whether it is a modal presentation or dismissal, whose screen underneath UIKit keeps
  /// (the dismissal's `to` view is not added by the animator).
  public var isModal: Bool { self == .present || self == .dismiss }

  /// Whether the new screen arrives: a presentation, a push, or a switch to a later tab.
  public var isPresenting: Bool { !isReversed }
}
