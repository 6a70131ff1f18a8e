// The per-style constants. They are chosen, not measured from UIKit:
// - `light`, `extraLight` and `dark` take the radius, saturation and tint of Apple's
//   UIImageEffects sample (light: 30 pt, white 1.0 at 0.3; extraLight: 20 pt, white 0.97 at
//   0.82; dark: 20 pt, white 0.11 at 0.73; all saturated 1.8×).
// - The materials share the 1.8× saturation and grow in radius and tint opacity with
//   thickness; light materials tint with white 0.97, dark ones with white 0.11 (the dark
//   style's grey). Chrome sits between the default and the thick material, like bars.
// - `regular` is a light material between thin and default; in the dark appearance it is
//   `dark`. `prominent` is more opaque than `regular` in both appearances.

extension BlurStyleTint {
  /// The white of light tints, as in UIImageEffects' extra-light effect.
  private static let lightGrey = SIMD3<Double>(repeating: 0.97)
  /// The grey of dark tints, as in UIImageEffects' dark effect.
  private static let darkGrey = SIMD3<Double>(repeating: 0.11)
  /// UIKit's saturation boost behind blurs and materials.
  private static let boost = 1.8

  /// The constants of `style` as it looks in `appearance` (default light).
  package init(style: BlurStyle, appearance: BlurStyleAppearance = .light) {
    switch style.resolved(for: appearance) {
    case .extraLight: self = Self.tint(20, Self.lightGrey, 0.82)
    case .light: self = Self.tint(30, .one, 0.3)
    case .dark: self = Self.tint(20, Self.darkGrey, 0.73)
    case .regular: self = Self.tint(30, Self.lightGrey, 0.55)
    case .prominent:
      self =
        appearance == .dark
        ? Self.tint(30, Self.darkGrey, 0.85) : Self.tint(30, Self.lightGrey, 0.75)
    case .systemUltraThinMaterialLight: self = Self.tint(20, Self.lightGrey, 0.35)
    case .systemThinMaterialLight: self = Self.tint(25, Self.lightGrey, 0.55)
    case .systemMaterialLight: self = Self.tint(30, Self.lightGrey, 0.7)
    case .systemThickMaterialLight: self = Self.tint(30, Self.lightGrey, 0.85)
    case .systemChromeMaterialLight: self = Self.tint(30, Self.lightGrey, 0.8)
    case .systemUltraThinMaterialDark: self = Self.tint(20, Self.darkGrey, 0.35)
    case .systemThinMaterialDark: self = Self.tint(25, Self.darkGrey, 0.55)
    case .systemMaterialDark: self = Self.tint(30, Self.darkGrey, 0.7)
    case .systemThickMaterialDark: self = Self.tint(30, Self.darkGrey, 0.85)
    case .systemChromeMaterialDark: self = Self.tint(30, Self.darkGrey, 0.8)
    // `resolved(for:)` never returns an unsuffixed material.
    case .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial,
      .systemChromeMaterial:
      self = Self.tint(30, Self.lightGrey, 0.7)
    }
  }

  /// Looks a style up by its UIKit name (see `BlurStyle.init(name:)`); nil if unknown.
  package init?(named name: String, appearance: BlurStyleAppearance = .light) {
    guard let style = BlurStyle(name: name) else { return nil }
    self.init(style: style, appearance: appearance)
  }

  /// A style with the shared saturation boost.
  private static func tint(_ radius: Double, _ color: SIMD3<Double>, _ alpha: Double) -> Self {
    BlurStyleTint(blurRadius: radius, saturation: boost, tintColor: color, tintAlpha: alpha)
  }
}
