import Foundation
import HostSystem
import Rendering

/// Pillow's GIF encoder as a peer: the same frames, saved with `save_all`, timing only the save.
enum PillowPeer {
  /// Pillow's encode time in seconds and the file's size, or nil with the reason; the frames
  /// are `frames` straight-alpha RGBA images back to back in `rawFile`.
  static func encodeGIF(
    rawFile: String, frames: Int, width: Int, height: Int, fps: Int, output: String
  ) -> Result<(seconds: Double, bytes: Int), Failure> {
    let script = """
      import sys, time
      try:
          from PIL import Image
      except ImportError:
          print("missing"); sys.exit(0)
      width, height, duration, out, raw, count = int(sys.argv[1]), int(sys.argv[2]), \
      float(sys.argv[3]), sys.argv[4], sys.argv[5], int(sys.argv[6])
      size = width * height * 4
      with open(raw, "rb") as f:
          data = f.read()
      frames = [Image.frombytes("RGBA", (width, height), data[i * size:(i + 1) * size]) \
      for i in range(count)]
      start = time.perf_counter()
      frames[0].save(out, save_all=True, append_images=frames[1:], duration=duration, loop=0)
      print("%.6f" % (time.perf_counter() - start))
      """
    let arguments = [
      "-c", script, String(width), String(height), String(1000 / Double(fps)), output, rawFile,
      String(frames),
    ]
    guard let result = ChildProcess.runToEnd("python3", arguments) else {
      return .failure(Failure("python3 not found"))
    }
    let text = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    if text == "missing" {
      return .failure(
        Failure("Pillow is not installed (pip install pillow / apt install python3-pil)"))
    }
    guard result.status == 0, let seconds = Double(text) else {
      return .failure(Failure("python3 failed (exit \(result.status))"))
    }
    return .success((seconds, fileSize(output)))
  }

  /// Why the peer could not run.
  struct Failure: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
  }
}
