import HostSystem

/// Finds and opens the font that draws labels, or says why the built-in font is used.
enum FontLocator {
  /// The font file labels use: DejaVu Sans, the closest free match to San Francisco's metrics.
  static let fileName = "DejaVuSans.ttf"
  /// The environment variable naming a font file to use instead.
  static let environmentVariable = "ANIMHOST_FONT"
  /// Where Debian, Fedora, Arch and local installs put DejaVu Sans.
  static let searchPaths = [
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
    "/usr/local/share/fonts/DejaVuSans.ttf",
  ]
  private static let fix = "install fonts-dejavu-core"

  /// The bold face beside the regular one (DejaVu Sans Bold), or nil when it is not there or
  /// another font was asked for.
  static var boldPath: String? {
    guard ProcessEnvironment.value(environmentVariable)?.isEmpty ?? true else { return nil }
    return searchPaths.lazy.map { $0.replacingSuffix(fileName, with: "DejaVuSans-Bold.ttf") }
      .first(where: FileSystem.exists)
  }

  /// Opens the requested font file, else `ANIMHOST_FONT`, else the first DejaVu Sans found;
  /// falls back to the built-in font with a one-line warning (without the `animhost:` prefix).
  static func open(requested: String?) -> (font: any OutlineFont, warning: String?) {
    if let path = requested ?? ProcessEnvironment.value(environmentVariable), !path.isEmpty {
      let hint = requested == nil ? "set \(environmentVariable) to a font file or unset it" : fix
      return open(path, shownAs: path, hint: hint)
    }
    guard let path = searchPaths.first(where: FileSystem.exists) else {
      return (BuiltinFont(), "font '\(fileName)' not found; using the built-in font (\(fix))")
    }
    return open(path, shownAs: path, hint: fix)
  }

  private static func open(_ path: String, shownAs name: String, hint: String) -> (
    font: any OutlineFont, warning: String?
  ) {
    guard FileSystem.exists(path) else {
      return (BuiltinFont(), "font '\(name)' not found; using the built-in font (\(hint))")
    }
    do {
      return (try FreeTypeFont(path: path), nil)
    } catch {
      if let why = error.unavailable {
        return (
          BuiltinFont(),
          "font '\(name)' could not be read: cannot load FreeType (\(why)); using the built-in "
            + "font (install FreeType: Debian's libfreetype6)"
        )
      }
      return (
        BuiltinFont(),
        "font '\(name)' could not be read (FreeType error \(error.code)); "
          + "using the built-in font (\(hint))"
      )
    }
  }
}

extension String {
  /// The string with a suffix replaced.
  fileprivate func replacingSuffix(_ suffix: String, with other: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) + other : self
  }
}
