import Messages
import Rendering
import TransitionEngine

/// The pictures a scene file names (`"image": "photo.png"` on a view): each PNG read from the
/// path relative to the scene file's directory, at most `maxBytes`, decoded once however many
/// views show it.
enum SceneImages {
  /// The largest picture file read.
  static let maxBytes = 16 << 20

  /// Reads every picture the scene's views name into those views.
  /// - Throws: exit 66 for a file that cannot be read, 65 for one that is not a readable PNG,
  ///   each naming the scene file and the picture.
  static func load(into scene: inout Scene, sceneFile: String) throws(CLIError) {
    let directory = sceneFile.lastIndex(of: "/").map { String(sceneFile[..<$0]) } ?? "."
    var cache: [String: BitmapImage] = [:]
    func visit(_ view: inout SceneView) throws(CLIError) {
      if let file = view.imageFile {
        if let image = cache[file] {
          view.image = image
        } else {
          let image = try read(file, directory: directory, sceneFile: sceneFile)
          cache[file] = image
          view.image = image
        }
      }
      for index in view.children.indices { try visit(&view.children[index]) }
    }
    try visit(&scene.presenter.view)
    try visit(&scene.presented.view)
    for index in scene.navigationStack.indices { try visit(&scene.navigationStack[index].view) }
    for index in scene.tabs.indices {
      guard case .screen(var screen) = scene.tabs[index] else { continue }
      try visit(&screen.view)
      scene.tabs[index] = .screen(screen)
    }
  }

  private static func read(_ file: String, directory: String, sceneFile: String)
    throws(CLIError) -> BitmapImage
  {
    let path = file.hasPrefix("/") || directory == "." ? file : directory + "/" + file
    let bytes: [UInt8]
    do {
      bytes = try SceneFile.readFile(path, what: "image", limit: maxBytes, expect: "a PNG file")
    } catch {
      var named = error
      named.message = "scene file '\(escapedForTerminal(sceneFile))': " + error.message
      throw named
    }
    let decoded: RGBAImage
    do {
      decoded = try PNGDecoder.decode(bytes, subject: path, fix: "save it as a PNG file")
    } catch {
      throw CLIError(
        .dataError, subject: path,
        "scene file '\(escapedForTerminal(sceneFile))': \(escapedForTerminal(error.message))")
    }
    let pixels = decoded.pixels.withUnsafeBytes { raw in
      (0..<(decoded.width * decoded.height)).map {
        raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self).littleEndian
      }
    }
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return BitmapImage(name: name, width: decoded.width, height: decoded.height, pixels: pixels)
  }
}
