import HostSystem
import PluginRunner
import Rendering
import TransitionEngine

/// Golden frames for snapshot tests: `--record DIR` writes, for each case, PNGs at fixed points
/// of each direction and the timeline's digest; `--compare DIR` renders the same frames and
/// fails a case whose frames differ beyond the tolerance, writing the expected, the actual and
/// a difference image for each such frame under `DIR-failures`.
package struct Snapshots: Sendable {
  /// Whether goldens are written or compared.
  package enum Mode: Sendable {
    /// Write the goldens.
    case record
    /// Compare with the goldens.
    case compare
  }

  /// The points of each direction that are kept, as fractions of its frames.
  package static let points = [0.0, 0.25, 0.5, 0.75, 1.0]
  /// How far a channel may be off (0...255) before a pixel counts as changed: PNG stores
  /// straight alpha, so a translucent pixel can come back one count off.
  package static let channelTolerance = 2
  /// The share of a frame's pixels that may change before the frame fails.
  package static let changedShareLimit = 0.001

  /// The golden directory.
  package let directory: String
  /// Record or compare.
  package let mode: Mode
  /// Pixels per point of the golden PNGs.
  package let scale: Double

  /// Goldens in `directory` at `scale` (1 unless asked otherwise).
  package init(directory: String, mode: Mode, scale: Double = 1) {
    self.directory = directory
    self.mode = mode
    self.scale = scale
  }

  /// Records or compares the goldens of one case's timeline.
  package func apply(_ timeline: Timeline, animator: String, caseID: String) -> RuleResult {
    let folder = "\(directory)/\(animator)/\(Self.fileName(caseID))"
    let digest = Self.digest(timeline) + "\n"
    switch mode {
    case .record:
      do {
        try FileSystem.makeDirectories(folder, permissions: 0o755)
        for (name, root) in Self.frames(of: timeline) {
          try AtomicFile.write(
            try PNGEncoder.encode(rasterizer(timeline).render(root)), to: "\(folder)/\(name)")
        }
        try AtomicFile.write(Array(digest.utf8), to: "\(folder)/timeline.digest")
        return .pass(caseID, .matchesGoldens)
      } catch {
        return .fail(caseID, .matchesGoldens, "cannot record the goldens in \(folder): \(error)")
      }
    case .compare:
      return compare(timeline, folder: folder, digest: digest, caseID: caseID)
    }
  }

  private func compare(_ timeline: Timeline, folder: String, digest: String, caseID: String)
    -> RuleResult
  {
    let recorded = try? FileSystem.readFile(at: "\(folder)/timeline.digest", limit: 1 << 10)
    guard let recorded else {
      return .fail(
        caseID, .matchesGoldens, "no goldens in \(folder); record them with --record \(directory)")
    }
    if recorded == Array(digest.utf8) { return .pass(caseID, .matchesGoldens) }
    var worst: (name: String, share: Double)?
    var written: [String] = []
    for (name, root) in Self.frames(of: timeline) {
      let actual = rasterizer(timeline).render(root)
      let expected: RGBAImage
      do {
        let bytes = try FileSystem.readFile(at: "\(folder)/\(name)", limit: 64 << 20)
        expected = try PNGDecoder.decode(bytes, subject: "\(folder)/\(name)")
      } catch {
        return .fail(caseID, .matchesGoldens, "\(error)")
      }
      let (share, difference) = Self.difference(expected, actual)
      guard share > Self.changedShareLimit else { continue }
      if worst.map({ share > $0.share }) ?? true { worst = (name, share) }
      let failures = "\(directory)-failures/\(timeline.animatorID)/\(Self.fileName(caseID))"
      let base = String(name.dropLast(".png".count))
      do {
        try FileSystem.makeDirectories(failures, permissions: 0o755)
        for (suffix, image) in [("expected", expected), ("actual", actual), ("diff", difference)] {
          let path = "\(failures)/\(base)-\(suffix).png"
          try AtomicFile.write(try PNGEncoder.encode(image), to: path)
          written.append(path)
        }
      } catch {
        return .fail(caseID, .matchesGoldens, "cannot write the differences: \(error)")
      }
    }
    guard let worst else { return .pass(caseID, .matchesGoldens) }
    let percent = (worst.share * 10_000).rounded() / 100
    return .fail(
      caseID, .matchesGoldens,
      "\(worst.name) differs from the golden in \(percent)% of its pixels; see \(written.first ?? "")",
      detail: written)
  }

  private func rasterizer(_ timeline: Timeline) -> FrameRasterizer {
    FrameRasterizer(pointSize: timeline.size, scale: scale)
  }

  /// The frames kept: each direction at `points`, named `present-50.png`.
  static func frames(of timeline: Timeline) -> [(name: String, root: FrameNode)] {
    timeline.segments.flatMap { segment in
      points.compactMap { point -> (String, FrameNode)? in
        guard !segment.frames.isEmpty else { return nil }
        let index = Int((point * Double(segment.frames.count - 1)).rounded())
        return ("\(segment.direction.rawValue)-\(Int(point * 100)).png", segment.frames[index].root)
      }
    }
  }

  /// The share of pixels that differ by more than the tolerance, and an image of the expected
  /// frame, faded, with the changed pixels in red.
  static func difference(_ expected: RGBAImage, _ actual: RGBAImage) -> (Double, RGBAImage) {
    guard expected.width == actual.width, expected.height == actual.height else {
      return (1, actual)
    }
    var image = RGBAImage(width: expected.width, height: expected.height)
    var changed = 0
    for i in stride(from: 0, to: expected.pixels.count, by: 4) {
      let differs = (0..<4).contains {
        abs(Int(expected.pixels[i + $0]) - Int(actual.pixels[i + $0])) > channelTolerance
      }
      if differs {
        changed += 1
        image.pixels.replaceSubrange(i..<(i + 4), with: [255, 0, 0, 255])
      } else {
        for c in 0..<3 { image.pixels[i + c] = UInt8(191 + Int(expected.pixels[i + c]) / 4) }
        image.pixels[i + 3] = 255
      }
    }
    return (Double(changed) / Double(max(1, expected.width * expected.height)), image)
  }

  /// An FNV-1a 64-bit digest of the timeline's exact binary form, in hexadecimal.
  static func digest(_ timeline: Timeline) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in TimelineWire.encode(timeline) {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }

  /// A case id as a directory name: `both/fullScreen/phone` becomes `both_fullScreen_phone`.
  static func fileName(_ caseID: String) -> String {
    String(caseID.map { $0 == "/" || $0 == "=" || $0 == "%" ? "_" : $0 })
  }

}
