import Foundation

/// Runs real decoders on encoder output when they are installed: Pillow, ImageMagick, pngcheck.
///
/// CI installs them with `apt-get install -y imagemagick pngcheck` and `pip install pillow`.
enum ExternalDecoder {
  /// The result of running a tool.
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Whether `python3` can import Pillow.
  static let hasPillow: Bool = run(["python3", "-c", "from PIL import Image"])?.status == 0
  /// The ImageMagick identify command (`magick identify` on 7, `identify` on 6), if present.
  static let identify: [String]? = {
    if run(["magick", "-version"])?.status == 0 { return ["magick", "identify"] }
    if run(["identify", "-version"])?.status == 0 { return ["identify"] }
    return nil
  }()
  /// Whether ImageMagick is installed.
  static let hasImageMagick: Bool = identify != nil
  /// Whether ImageMagick can read APNG frames (its APNG coder needs ffmpeg).
  static let hasImageMagickAPNG: Bool = hasImageMagick && run(["ffmpeg", "-version"])?.status == 0
  /// Whether pngcheck is installed.
  static let hasPngcheck: Bool = run(["pngcheck", "-h"]) != nil

  /// Runs a command found on PATH; nil when it cannot be started.
  static func run(_ arguments: [String]) -> Output? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    do { try process.run() } catch { return nil }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if process.terminationStatus == 127 { return nil }
    return Output(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Writes bytes to a fresh temporary file and returns its path.
  static func temporaryFile(_ bytes: [UInt8], suffix: String) throws -> String {
    let path = NSTemporaryDirectory() + "animhost-encoder-\(UUID().uuidString)\(suffix)"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// A frame as Pillow decodes it.
  struct PillowFrame: Equatable {
    var width: Int
    var height: Int
    /// Milliseconds, as Pillow reports `info["duration"]`.
    var duration: Double
    /// The composited frame as straight RGBA bytes, hex-encoded (only when asked).
    var rgba: [UInt8]
  }

  /// Every frame of an animated file as Pillow decodes it, optionally with composited pixels.
  static func pillowFrames(_ path: String, pixels: Bool = false) throws -> (
    format: String, loop: Int?, frames: [PillowFrame]
  ) {
    let script = """
      import sys
      from PIL import Image, ImageSequence
      im = Image.open(sys.argv[1])
      print(im.format, im.info.get("loop", "none"))
      for f in ImageSequence.Iterator(im):
          rgba = f.convert("RGBA")
          print(f.size[0], f.size[1], f.info.get("duration", 0), \
      rgba.tobytes().hex() if sys.argv[2] == "1" else "-")
      """
    guard let output = run(["python3", "-c", script, path, pixels ? "1" : "0"]), output.status == 0
    else {
      throw DecodeFailure(
        tool: "Pillow",
        detail: run(["python3", "-c", script, path, "0"])?.stderr ?? "python3 missing")
    }
    var lines = output.stdout.split(separator: "\n").map(String.init)
    let head = lines.removeFirst().split(separator: " ")
    let frames = lines.map { line -> PillowFrame in
      let f = line.split(separator: " ")
      return PillowFrame(
        width: Int(f[0]) ?? -1, height: Int(f[1]) ?? -1, duration: Double(f[2]) ?? -1,
        rgba: pixels ? hexBytes(f[3]) : [])
    }
    return (String(head[0]), Int(head[1]), frames)
  }

  /// Every frame of a file as ImageMagick identifies it: width, height and delay
  /// (ticks/ticks-per-second).
  static func imageMagickFrames(_ path: String) throws -> [(width: Int, height: Int, delay: String)]
  {
    guard let identify, let output = run(identify + ["-format", "%W %H %T\n", path]),
      output.status == 0
    else {
      throw DecodeFailure(
        tool: "ImageMagick",
        detail: run((identify ?? ["identify"]) + [path])?.stderr ?? "identify missing")
    }
    return output.stdout.split(separator: "\n").map { line in
      let f = line.split(separator: " ")
      return (Int(f[0]) ?? -1, Int(f[1]) ?? -1, String(f[2]))
    }
  }

  /// pngcheck's verdict: (passed, its output).
  static func pngcheck(_ path: String) -> (ok: Bool, output: String) {
    guard let output = run(["pngcheck", "-v", path]) else { return (false, "pngcheck missing") }
    return (output.status == 0, output.stdout + output.stderr)
  }

  /// A tool refused the file.
  struct DecodeFailure: Error, CustomStringConvertible {
    var tool: String
    var detail: String
    var description: String { "\(tool) failed: \(detail)" }
  }

  private static func hexBytes(_ hex: Substring) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(hex.count / 2)
    var high: UInt8?
    for c in hex.utf8 {
      let v = c <= 57 ? c - 48 : c - 87
      if let h = high { out.append(h << 4 | v); high = nil } else { high = v }
    }
    return out
  }
}
