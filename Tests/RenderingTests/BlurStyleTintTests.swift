import Testing

@testable import Rendering

@Suite("BlurStyleTint")
struct BlurStyleTintTests {
  /// An amount of 0 leaves every pixel bit-for-bit unchanged, whatever the style.
  @Test(arguments: BlurStyle.allCases)
  func amountZeroLeavesPixelsUnchanged(style: BlurStyle) {
    let image = BackdropTestImage.random(width: 40, height: 30, seed: 21)
    var result = image
    result.apply(BlurStyleTint(style: style), scale: 3, amount: 0)
    #expect(result == image)
  }

  /// An amount of 1 is the full style: the full-sigma blur, then the full saturation and tint.
  @Test(arguments: [BlurStyle.light, .extraLight, .dark, .systemMaterial, .systemThinMaterialDark])
  func amountOneEqualsFullStyle(style: BlurStyle) {
    let tint = BlurStyleTint(style: style)
    #expect(tint.scaled(by: 1) == tint)
    let image = BackdropTestImage.random(width: 70, height: 50, seed: 22)
    let rect = (x0: 5, y0: 4, x1: 60, y1: 41)
    var animated = image
    animated.apply(tint, scale: 0.5, amount: 1, rect: rect)
    var full = image
    var blur = BackdropBlur(sigma: tint.blurRadius * BlurStyleTint.sigmaPerRadius * 0.5)
    full.blur(&blur, rect: rect)
    full.pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      tint.adjustColors(in: base, width: 70, height: 50, stride: 70, rect: rect)
    }
    #expect(animated == full)
    #expect(animated != image)
  }

  /// Amounts in between scale the radius and tint alpha and move saturation towards 1.
  @Test(arguments: [0.25, 0.5, 0.75])
  func partialAmountInterpolates(amount: Double) {
    let tint = BlurStyleTint(style: .light)
    let partial = tint.scaled(by: amount)
    #expect(partial.blurRadius == tint.blurRadius * amount)
    #expect(partial.tintAlpha == tint.tintAlpha * amount)
    #expect(partial.saturation == 1 + (tint.saturation - 1) * amount)
    #expect(partial.tintColor == tint.tintColor)
  }

  /// A mid-grey backdrop comes out lighter under light styles and darker under dark ones.
  @Test(arguments: BlurStyle.allCases)
  func greyBackdropLightensOrDarkens(style: BlurStyle) throws {
    let darkens = style == .dark || style.rawValue.hasSuffix("Dark")
    var image = BackdropTestImage(width: 24, height: 24, fill: 0xFF80_8080)
    image.apply(BlurStyleTint(style: style), scale: 2, amount: 1)
    for pixel in image.pixels {
      let channels = BackdropTestImage.channels(pixel)
      #expect(channels.w == 255)
      #expect(channels.x == channels.y && channels.y == channels.z)
      #expect(darkens ? channels.x < 128 : channels.x > 128)
    }
    #expect(BlurStyleTint(style: style).isDark == darkens)
  }

  /// Saturation alone (no tint) spreads the channels of a coloured backdrop apart.
  @Test func saturationBoostsColour() {
    let style = BlurStyleTint(blurRadius: 10, saturation: 1.8, tintColor: .one, tintAlpha: 0)
    var image = BackdropTestImage(width: 16, height: 16, fill: 0xFF60_80A0)
    image.apply(style, amount: 1)
    let channels = BackdropTestImage.channels(image[8, 8])
    #expect(channels.x > 0xA0)
    #expect(channels.z < 0x60)
    #expect(channels.w == 255)
  }

  /// Every UIKit style resolves from its name, its Swift spelling and its Objective-C name.
  @Test(arguments: BlurStyle.allCases)
  func eachNamedStyleResolves(style: BlurStyle) throws {
    let name = style.rawValue
    #expect(BlurStyle(name: name) == style)
    #expect(BlurStyle(name: "." + name) == style)
    let capitalized = (name.first?.uppercased() ?? "") + name.dropFirst()
    #expect(BlurStyle(name: "UIBlurEffectStyle" + capitalized) == style)
    let tint = try #require(BlurStyleTint(named: name))
    #expect(tint == BlurStyleTint(style: style))
    #expect((15...40).contains(tint.blurRadius))
    #expect((0.2...0.9).contains(tint.tintAlpha))
    #expect(tint.saturation == 1.8)
  }

  /// Unknown names resolve to nothing.
  @Test(arguments: ["", "blurry", "Light", "UIBlurEffectStyle", ".", "systemMaterialDim"])
  func unknownNamesDoNotResolve(name: String) {
    #expect(BlurStyle(name: name) == nil)
    #expect(BlurStyleTint(named: name) == nil)
  }

  /// Adaptive styles follow the appearance; fixed styles ignore it.
  @Test(arguments: [
    (BlurStyle.systemMaterial, BlurStyle.systemMaterialLight, BlurStyle.systemMaterialDark),
    (.systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark),
    (.systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark),
    (.systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark),
    (.systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark),
    (.regular, .regular, .dark),
    (.light, .light, .light),
    (.systemMaterialDark, .systemMaterialDark, .systemMaterialDark),
  ])
  func adaptiveStylesFollowAppearance(style: BlurStyle, light: BlurStyle, dark: BlurStyle) {
    #expect(style.resolved(for: .light) == light)
    #expect(style.resolved(for: .dark) == dark)
    #expect(BlurStyleTint(style: style, appearance: .dark) == BlurStyleTint(style: dark))
  }

  /// Prominent is an opaquer regular in light, and dark-tinted in the dark appearance.
  @Test func prominentFollowsAppearance() {
    let light = BlurStyleTint(style: .prominent)
    let dark = BlurStyleTint(style: .prominent, appearance: .dark)
    #expect(light.tintAlpha > BlurStyleTint(style: .regular).tintAlpha)
    #expect(!light.isDark)
    #expect(dark.isDark)
  }
}
