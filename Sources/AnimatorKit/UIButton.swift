/// A view that responds to touches, as UIKit's UIControl (the base of UIButton).
open class UIControl: UIView {
  /// The states of a control, as UIKit's UIControl.State.
  public struct State: OptionSet, Hashable, Sendable {
    /// UIKit's raw bits.
    public let rawValue: UInt
    /// A state from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The normal state.
    public static let normal = State([])
    /// Highlighted (touched).
    public static let highlighted = State(rawValue: 1)
    /// Disabled.
    public static let disabled = State(rawValue: 2)
    /// Selected.
    public static let selected = State(rawValue: 4)
  }
}

/// A button with a title, as UIKit's UIButton.
///
/// The title is drawn centred in the button, in the tint colour unless a title colour is set;
/// the host shows the normal state.
open class UIButton: UIControl {
  /// The kinds of button, as UIKit's UIButton.ButtonType.
  public enum ButtonType: Int, Sendable {
    /// No tinting of the title.
    case custom = 0
    /// The system button: the title in the tint colour.
    case system = 1
  }

  /// The button's kind.
  public let buttonType: ButtonType
  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]

  /// A button of a kind, with a zero frame.
  public init(type buttonType: ButtonType) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    textAlignment(center: true)
  }

  /// A system button with a frame.
  public override init(frame: CGRect) {
    buttonType = .system
    super.init(frame: frame)
    textAlignment(center: true)
  }

  /// The label that draws the title (the button's own text).
  open var titleLabel: UILabel? { UILabel(handle: handle, host: host) }

  /// The title shown, the normal state's.
  open var currentTitle: String? { titles[UIControl.State.normal.rawValue] }

  /// Sets the title for a state; the normal state's is shown.
  open func setTitle(_ title: String?, for state: UIControl.State) {
    titles[state.rawValue] = title
    guard state == .normal, HostScope.hasABI11(host) else { return }
    _ = host.pointee.view_set_text(host, handle, title ?? "")
    refreshColor()
  }

  /// The title for a state (the normal one's when it has none).
  open func title(for state: UIControl.State) -> String? {
    titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
  }

  /// Sets the title's colour for a state; the normal state's is shown.
  open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
    titleColors[state.rawValue] = color
    if state == .normal { refreshColor() }
  }

  /// The title colour for a state: the one set, else the tint (system) or white (custom).
  open func titleColor(for state: UIControl.State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue]
      ?? (buttonType == .system ? tintColor : .white)
  }

  private func refreshColor() {
    if let color = titleColor(for: .normal) { set(ANIMHOST_PROP_TEXT_COLOR, color.components) }
  }

  private func textAlignment(center: Bool) {
    set(ANIMHOST_PROP_TEXT_ALIGNMENT, [center ? 1 : 0])
  }
}
