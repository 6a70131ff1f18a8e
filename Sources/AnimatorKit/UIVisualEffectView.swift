/// A visual effect, as UIKit's UIVisualEffect: a blur or vibrancy for a UIVisualEffectView.
open class UIVisualEffect: NSObject {
  /// The host's kind and style name for the effect.
  var hostEffect: (kind: Int32, style: String) { (ANIMHOST_EFFECT_NONE, "") }
}

/// A blur of what lies behind a view, as UIKit's UIBlurEffect.
open class UIBlurEffect: UIVisualEffect {
  /// The blur's look, as UIKit's UIBlurEffect.Style (UIKit's raw values).
  public enum Style: Int, CaseIterable, Sendable {
    /// A very light blur.
    case extraLight = 0
    /// A light blur.
    case light = 1
    /// A dark blur.
    case dark = 2
    /// The regular blur of the user interface style.
    case regular = 4
    /// A more opaque blur of the user interface style.
    case prominent = 5
    /// The thinnest material.
    case systemUltraThinMaterial = 6
    /// A thin material.
    case systemThinMaterial = 7
    /// The default material.
    case systemMaterial = 8
    /// A thick material.
    case systemThickMaterial = 9
    /// The material of bars and chrome.
    case systemChromeMaterial = 10
    /// The thinnest material, always light.
    case systemUltraThinMaterialLight = 11
    /// A thin material, always light.
    case systemThinMaterialLight = 12
    /// The default material, always light.
    case systemMaterialLight = 13
    /// A thick material, always light.
    case systemThickMaterialLight = 14
    /// The chrome material, always light.
    case systemChromeMaterialLight = 15
    /// The thinnest material, always dark.
    case systemUltraThinMaterialDark = 16
    /// A thin material, always dark.
    case systemThinMaterialDark = 17
    /// The default material, always dark.
    case systemMaterialDark = 18
    /// A thick material, always dark.
    case systemThickMaterialDark = 19
    /// The chrome material, always dark.
    case systemChromeMaterialDark = 20

    /// UIKit's name of the style, as the host takes it.
    var name: String { "\(self)" }
  }

  /// The style.
  public let style: Style

  /// A blur in a style.
  public init(style: Style) {
    self.style = style
  }

  override var hostEffect: (kind: Int32, style: String) { (ANIMHOST_EFFECT_BLUR, style.name) }
}

/// Content that takes on the colours of a blur behind it, as UIKit's UIVibrancyEffect.
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur the vibrancy goes with.
  public let blurEffect: UIBlurEffect

  /// Vibrancy for content over a blur.
  public init(blurEffect: UIBlurEffect) {
    self.blurEffect = blurEffect
  }

  override var hostEffect: (kind: Int32, style: String) {
    (ANIMHOST_EFFECT_VIBRANCY, blurEffect.style.name)
  }
}

/// A view that blurs what lies behind it or makes its content vibrant, as UIKit's
/// UIVisualEffectView; setting `effect` inside an animation blends the blur in or out.
open class UIVisualEffectView: UIView {
  /// The view to add subviews to (vibrant content goes here).
  public let contentView: UIView

  /// The effect, or nil for none.
  ///
  /// Inside `UIView.animate` or a property animator, going from nil to a blur (or back) blends
  /// the blur radius, saturation and tint, as on iOS.
  open var effect: UIVisualEffect? {
    didSet { apply(effect) }
  }

  /// An effect view with an effect (nil for none) and an empty content view.
  public init(effect: UIVisualEffect?) {
    contentView = UIView(frame: .zero)
    self.effect = effect
    super.init(frame: .zero)
    addSubview(contentView)
    apply(effect)
  }

  /// The frame; the content view fills the bounds.
  open override var frame: CGRect {
    get { super.frame }
    set {
      super.frame = newValue
      contentView.frame = CGRect(origin: .zero, size: newValue.size)
    }
  }

  /// The bounds; the content view fills them.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      super.bounds = newValue
      contentView.frame = CGRect(origin: .zero, size: newValue.size)
    }
  }

  private func apply(_ effect: UIVisualEffect?) {
    guard HostScope.hasABI16(host) else { return }
    if let effect {
      let (kind, style) = effect.hostEffect
      _ = style.withCString { host.pointee.view_set_effect(host, handle, kind, $0) }
    }
    set(ANIMHOST_PROP_EFFECT_AMOUNT, [effect == nil ? 0 : 1])
  }
}
