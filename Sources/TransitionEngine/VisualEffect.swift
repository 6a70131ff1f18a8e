/// UIVisualEffectView's effect on a view: a blur of what lies behind it in one of UIKit's
/// styles, or vibrancy over such a blur.
package struct VisualEffect: Equatable, Sendable {
  /// UIBlurEffect or UIVibrancyEffect.
  package enum Kind: Int, CaseIterable, Sendable {
    /// UIBlurEffect: the backdrop blurred, saturated and tinted in the style.
    case blur = 1
    /// UIVibrancyEffect: the view's content blended with the blurred backdrop.
    case vibrancy = 2
  }

  /// Blur or vibrancy.
  package var kind: Kind
  /// The UIBlurEffect.Style's UIKit name, such as `systemMaterial` or `dark`.
  package var style: String

  /// An effect of a kind in a style.
  package init(kind: Kind, style: String) {
    self.kind = kind
    self.style = style
  }

  /// The names of UIBlurEffect.Style, as UIKit spells them.
  package static let styleNames = [
    "extraLight", "light", "dark", "regular", "prominent", "systemUltraThinMaterial",
    "systemThinMaterial", "systemMaterial", "systemThickMaterial", "systemChromeMaterial",
    "systemUltraThinMaterialLight", "systemThinMaterialLight", "systemMaterialLight",
    "systemThickMaterialLight", "systemChromeMaterialLight", "systemUltraThinMaterialDark",
    "systemThinMaterialDark", "systemMaterialDark", "systemThickMaterialDark",
    "systemChromeMaterialDark",
  ]
}

/// A view's visual effect in one frame: the effect and how much of it shows (0 none, 1 all:
/// animating `effect` from nil to a blur blends the blur radius, saturation and tint in).
package struct VisualEffectFrame: Equatable, Sendable {
  package var effect: VisualEffect
  package var amount: Double

  /// An effect shown to an amount.
  package init(effect: VisualEffect, amount: Double) {
    self.effect = effect
    self.amount = amount
  }
}
