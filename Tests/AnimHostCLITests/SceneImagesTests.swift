import AnimHostCLI
import AnimHostTestSupport
import Foundation
import Rendering
import Testing

/// Pictures named by scene files (`"image"` on a view), end to end: read relative to the scene
/// file, shown by the view's content mode, and every mistake one line with the right exit code
/// and no output left.
@Suite struct SceneImagesTests {
  /// A directory with a 4×2 PNG (left half red, right half blue) and a scene showing it.
  private func scene(
    image: String = "photo.png", writePicture: Bool = true, pictureBytes: [UInt8]? = nil
  )
    throws -> TestDirectory
  {
    let dir = try TestDirectory("scene-images")
    var picture = RGBAImage(width: 4, height: 2)
    for y in 0..<2 {
      for x in 0..<4 {
        let i = (y * 4 + x) * 4
        picture.pixels[i] = x < 2 ? 255 : 0
        picture.pixels[i + 2] = x < 2 ? 0 : 255
        picture.pixels[i + 3] = 255
      }
    }
    if writePicture {
      try Data(pictureBytes ?? (try PNGEncoder.encode(picture))).write(
        to: URL(fileURLWithPath: dir.file("photo.png")))
    }
    let json = """
      {"presenter": {"views": [{"name": "photo", "frame": {"x": 0, "y": 0, "width": 390,
        "height": 844}, "image": "\(image)", "contentMode": "scaleToFill"}]}, "presented": {}}
      """
    try json.write(toFile: dir.file("s.json"), atomically: false, encoding: .utf8)
    return dir
  }

  @Test("a scene file's picture fills its view: red on the left, blue on the right")
  func aPictureRenders() throws {
    let dir = try scene()
    let output = dir.file("f.png")
    let result = try AnimHostProcess.run([
      "render", "grow", "--scene", dir.file("s.json"), "--at", "0", "--direction", "present",
      "--scale", "1", "-o", output,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let image = try PNGDecoder.decode(
      Array(try Data(contentsOf: URL(fileURLWithPath: output))), subject: output)
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
      let i = (y * image.width + x) * 4
      return Array(image.pixels[i..<(i + 4)])
    }
    #expect(pixel(40, 400) == [255, 0, 0, 255])
    #expect(pixel(350, 400) == [0, 0, 255, 255])
  }

  @Test(
    "a missing or broken picture is one line naming the scene file and the picture",
    arguments: [
      ("missing.png", true, nil, 66, "missing.png': no such file; check the path"),
      (
        "photo.png", true, [UInt8]("not a png".utf8), 65,
        "photo.png': not a PNG file; save it as a PNG file"
      ),
    ] as [(String, Bool, [UInt8]?, Int32, String)])
  func brokenPictures(image: String, write: Bool, bytes: [UInt8]?, status: Int32, words: String)
    throws
  {
    let dir = try scene(image: image, writePicture: write, pictureBytes: bytes)
    let output = dir.file("x.gif")
    let result = try AnimHostProcess.run([
      "render", "grow", "--scene", dir.file("s.json"), "-o", output,
    ])
    #expect(result.status == status)
    #expect(result.stderr.hasPrefix("animhost: error: scene file '"), "\(result.stderr)")
    #expect(result.stderr.contains(words), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(!FileManager.default.fileExists(atPath: output))
  }
}
