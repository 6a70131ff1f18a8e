/// UIKit's `UIBlurEffect.Style` cases, with their UIKit names as raw values.
///
/// The unsuffixed adaptive styles (`regular`, `prominent` and the five `system…Material`
/// styles) follow the interface style, supplied as a `BlurStyleAppearance`; the `…Light` and
/// `…Dark` materials and the three original styles look the same in both appearances.
package enum BlurStyle: String, CaseIterable, Sendable {
  /// A white-tinted blur, much whiter than `light`.
  case extraLight
  /// A blur lightly tinted white.
  case light
  /// A blur tinted dark grey.
  case dark
  /// The standard adaptive blur.
  case regular
  /// An adaptive blur with a stronger tint than `regular`.
  case prominent
  /// The thinnest, most translucent adaptive material.
  case systemUltraThinMaterial
  /// A thin adaptive material.
  case systemThinMaterial
  /// The default adaptive material.
  case systemMaterial
  /// A thick, nearly opaque adaptive material.
  case systemThickMaterial
  /// The adaptive material of system bars.
  case systemChromeMaterial
  /// `systemUltraThinMaterial` in the light appearance.
  case systemUltraThinMaterialLight
  /// `systemThinMaterial` in the light appearance.
  case systemThinMaterialLight
  /// `systemMaterial` in the light appearance.
  case systemMaterialLight
  /// `systemThickMaterial` in the light appearance.
  case systemThickMaterialLight
  /// `systemChromeMaterial` in the light appearance.
  case systemChromeMaterialLight
  /// `systemUltraThinMaterial` in the dark appearance.
  case systemUltraThinMaterialDark
  /// `systemThinMaterial` in the dark appearance.
  case systemThinMaterialDark
  /// `systemMaterial` in the dark appearance.
  case systemMaterialDark
  /// `systemThickMaterial` in the dark appearance.
  case systemThickMaterialDark
  /// `systemChromeMaterial` in the dark appearance.
  case systemChromeMaterialDark

  /// Looks a style up by a UIKit name such as `"light"` or `"systemMaterialDark"`.
  ///
  /// Also accepts the Swift spelling with a leading dot (`".dark"`) and the Objective-C
  /// constant (`"UIBlurEffectStyleSystemMaterial"`).
  package init?(name: String) {
    var key = Substring(name)
    if key.hasPrefix(".") {
      key = key.dropFirst()
    }
    let prefix = "UIBlurEffectStyle"
    if key.hasPrefix(prefix) {
      let rest = key.dropFirst(prefix.count)
      guard let first = rest.first else { return nil }
      key = Substring(first.lowercased() + rest.dropFirst())
    }
    self.init(rawValue: String(key))
  }

  /// The style this one looks like in `appearance`: a fixed style is its own resolution.
  package func resolved(for appearance: BlurStyleAppearance) -> BlurStyle {
    let dark = appearance == .dark
    switch self {
    case .regular: return dark ? .dark : .regular
    case .systemUltraThinMaterial:
      return dark ? .systemUltraThinMaterialDark : .systemUltraThinMaterialLight
    case .systemThinMaterial: return dark ? .systemThinMaterialDark : .systemThinMaterialLight
    case .systemMaterial: return dark ? .systemMaterialDark : .systemMaterialLight
    case .systemThickMaterial: return dark ? .systemThickMaterialDark : .systemThickMaterialLight
    case .systemChromeMaterial:
      return dark ? .systemChromeMaterialDark : .systemChromeMaterialLight
    default: return self
    }
  }
}

/// The interface style that adaptive blur styles follow.
package enum BlurStyleAppearance: Sendable {
  /// The light interface style, UIKit's default.
  case light
  /// The dark interface style.
  case dark
}
