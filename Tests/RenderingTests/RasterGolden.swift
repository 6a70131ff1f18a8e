import Foundation
import Rendering

/// Golden images for the rasterizer tests: binary PAM files (P7, RGB_ALPHA, straight alpha)
/// in `Golden/`, compared with a tolerance.
///
/// Run with `ANIMHOST_UPDATE_GOLDENS=1` to write the goldens from the current output.
enum RasterGolden {
  /// The folder holding the goldens.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  /// Whether this run rewrites the goldens.
  static var updating: Bool {
    ProcessInfo.processInfo.environment["ANIMHOST_UPDATE_GOLDENS"] == "1"
  }

  /// The largest difference of one channel that counts as equal, and the share of pixels
  /// (in percent) that may differ by more than `smallDifference`.
  static let maxChannelDifference = 40
  static let smallDifference = 3
  static let maxDifferingPercent = 0.5

  /// A PAM file's bytes for an image (straight alpha).
  static func pam(_ image: RGBAImage) -> Data {
    var data = Data(
      ("P7\nWIDTH \(image.width)\nHEIGHT \(image.height)\n"
        + "DEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n").utf8)
    data.append(contentsOf: image.straightAlphaPixels())
    return data
  }

  /// The width, height and straight-alpha pixels of a PAM file, or nil when it is not one.
  static func readPAM(_ data: Data) -> (width: Int, height: Int, pixels: [UInt8])? {
    let bytes = [UInt8](data)
    let marker = Array("ENDHDR\n".utf8)
    guard
      let end = (0...(max(0, bytes.count - marker.count))).first(where: {
        Array(bytes[$0..<$0 + marker.count]) == marker
      })
    else { return nil }
    let header = String(decoding: bytes[0..<end], as: UTF8.self)
    var fields: [String: String] = [:]
    for line in header.split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 1)
      if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
    }
    guard header.hasPrefix("P7"), let w = fields["WIDTH"].flatMap(Int.init),
      let h = fields["HEIGHT"].flatMap(Int.init),
      fields["DEPTH"] == "4"
    else { return nil }
    let pixels = Array(bytes[(end + marker.count)...])
    guard pixels.count == w * h * 4 else { return nil }
    return (w, h, pixels)
  }

  /// Nil when the image matches the golden `name`, else why not (with where the actual
  /// image was written).
  static func mismatch(_ image: RGBAImage, name: String) -> String? {
    let url = folder.appendingPathComponent("\(name).pam")
    if updating {
      try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      do { try pam(image).write(to: url) } catch {
        return "cannot write golden \(url.path): \(error)"
      }
    }
    guard let data = try? Data(contentsOf: url), let golden = readPAM(data) else {
      return "no golden \(url.path); run with ANIMHOST_UPDATE_GOLDENS=1 to make it"
        + writeActual(image, name: name)
    }
    guard golden.width == image.width, golden.height == image.height else {
      return
        "size \(image.width)×\(image.height) differs "
        + "from the golden's \(golden.width)×\(golden.height)"
        + writeActual(image, name: name)
    }
    let actual = image.straightAlphaPixels()
    var worst = 0
    var differing = 0
    for p in 0..<(image.width * image.height) {
      var pixelWorst = 0
      for c in 0..<4 {
        pixelWorst = max(pixelWorst, abs(Int(actual[p * 4 + c]) - Int(golden.pixels[p * 4 + c])))
      }
      worst = max(worst, pixelWorst)
      if pixelWorst > smallDifference { differing += 1 }
    }
    let percent = 100 * Double(differing) / Double(max(1, image.width * image.height))
    guard worst > maxChannelDifference || percent > maxDifferingPercent else { return nil }
    return "differs from \(url.path): max channel difference \(worst), \(percent)% of pixels differ"
      + writeActual(image, name: name)
  }

  private static func writeActual(_ image: RGBAImage, name: String) -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("animhost-golden")
    let url = dir.appendingPathComponent("\(name).actual.pam")
    try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return (try? pam(image).write(to: url)) != nil ? "; actual image written to \(url.path)" : ""
  }
}
