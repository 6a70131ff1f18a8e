/// What an animator can do.
public struct AnimatorCapabilities: OptionSet, Sendable {
  /// The raw ANIMATOR_CAP_* bits.
  public let rawValue: UInt32
  /// Capabilities from raw bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// Vends an animator for presentation.
  public static let present = AnimatorCapabilities(rawValue: ANIMATOR_CAP_PRESENT)
  /// Vends an animator for dismissal.
  public static let dismiss = AnimatorCapabilities(rawValue: ANIMATOR_CAP_DISMISS)
  /// Supports interactive transitions (vends interaction controllers or an interruptible
  /// animator).
  public static let interactive = AnimatorCapabilities(rawValue: ANIMATOR_CAP_INTERACTIVE)
  /// Vends a custom UIPresentationController: presentations default to `.custom` (ABI 1.5).
  public static let presentationController = AnimatorCapabilities(
    rawValue: ANIMATOR_CAP_PRESENTATION_CONTROLLER)
  /// Vends animators for navigation pushes (UINavigationControllerDelegate, ABI 1.5).
  public static let push = AnimatorCapabilities(rawValue: ANIMATOR_CAP_PUSH)
  /// Vends animators for navigation pops (UINavigationControllerDelegate, ABI 1.5).
  public static let pop = AnimatorCapabilities(rawValue: ANIMATOR_CAP_POP)
  /// Vends animators for tab switches (UITabBarControllerDelegate, ABI 1.5).
  public static let tab = AnimatorCapabilities(rawValue: ANIMATOR_CAP_TAB)
}
