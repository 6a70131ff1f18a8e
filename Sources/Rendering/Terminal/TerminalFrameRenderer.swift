import TransitionEngine

/// Draws frames for a terminal: rasterizes each one straight at the terminal's pixel size and
/// encodes the changed half-block cells.
package struct TerminalFrameRenderer {
  /// The encoder, which remembers what the screen shows.
  package private(set) var encoder: TerminalFrameEncoder
  /// The rasterizer fitted to the picture area.
  package let rasterizer: FrameRasterizer

  /// A renderer for frames of `pointSize` points on a screen of `columns × rows` cells.
  package init(pointSize: Size, columns: Int, rows: Int, truecolor: Bool) {
    encoder = TerminalFrameEncoder(columns: columns, rows: rows, truecolor: truecolor)
    rasterizer = FrameRasterizer(pointSize: pointSize, scale: encoder.scale(fitting: pointSize))
  }

  /// The bytes that show a frame and its caption.
  package mutating func render(_ root: FrameNode, caption: String?) -> [UInt8] {
    encoder.encode(rasterizer.render(root), caption: caption)
  }

  /// Bytes written for each frame of a timeline's transitions played in order, for measurement.
  package static func bytesPerFrame(
    _ timeline: Timeline, columns: Int, rows: Int, truecolor: Bool
  ) -> [Int] {
    var renderer = TerminalFrameRenderer(
      pointSize: timeline.size, columns: columns, rows: rows, truecolor: truecolor)
    var counts: [Int] = []
    for segment in timeline.segments {
      for frame in segment.frames {
        let caption = TerminalCaption.text(
          animator: timeline.animatorID, direction: segment.direction.rawValue, time: frame.time)
        counts.append(renderer.render(frame.root, caption: caption).count)
      }
    }
    return counts
  }
}

/// The caption line under the picture.
package enum TerminalCaption {
  /// `grow · present · 0.27 s · q quits`, with the speed when it is not 1.
  package static func text(animator: String, direction: String, time: Double, speed: Double = 1)
    -> String
  {
    let centiseconds = Int((max(0, time) * 100).rounded())
    let seconds =
      "\(centiseconds / 100).\(centiseconds % 100 < 10 ? "0" : "")\(centiseconds % 100) s"
    let speedPart = speed == 1 ? "" : " · \(formatSpeed(speed))×"
    return "\(animator) · \(direction) · \(seconds)\(speedPart) · q quits"
  }

  /// A speed without trailing zeros: `0.25`, `2`.
  private static func formatSpeed(_ speed: Double) -> String {
    let rounded = (speed * 1000).rounded() / 1000
    return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
  }
}
