import AnimHostCLI
import Foundation
import PluginBridge
import PluginHost
import Rendering
import TransitionEngine

/// `animhost-bench play`: the per-frame cost of live playback for every animator found, against
/// the 16.7 ms a frame may take at 60 fps.
enum PlaybackBench {
  /// The terminal sizes measured: a common window and a large full-screen one.
  static let terminals = [(columns: 80, rows: 40), (columns: 200, rows: 60)]

  /// Runs every animator's present and dismiss at 60 fps on the phone and prints one row per
  /// animator and terminal size.
  static func run(registry: PluginRegistry) {
    var table = BenchTable()
    table.add("animator @ terminal", "mean", "p99 / max per frame (budget 16.7 ms), timeline")
    for metadata in registry.animators {
      guard let animator = try? registry.load(metadata),
        let scene = Scene.builtIn("yellow", size: .phone)
      else {
        table.add(metadata.id, "skipped", "could not load \(metadata.id)")
        continue
      }
      let parameters = (try? ParameterResolver.resolve([], for: animator)) ?? []
      let request = TransitionRequest(scene: scene, size: .phone, fps: 60)
      var timeline: Timeline?
      let runSeconds = BenchClock.time {
        timeline = try? PluginTransition.run(animator, parameters: parameters, request: request)
      }
      guard let timeline else {
        table.add(metadata.id, "skipped", "the transition failed")
        continue
      }
      let frames = timeline.segments.flatMap(\.frames)
      for terminal in terminals {
        var renderer = TerminalFrameRenderer(
          pointSize: timeline.size, columns: terminal.columns, rows: terminal.rows, truecolor: true)
        var costs: [Double] = []
        var bytes = 0
        for frame in frames {
          costs.append(
            BenchClock.time { bytes &+= renderer.render(frame.root, caption: metadata.id).count })
        }
        costs.sort()
        let mean = costs.reduce(0, +) / Double(max(costs.count, 1))
        let p99 = costs.isEmpty ? 0 : costs[min(costs.count - 1, costs.count * 99 / 100)]
        let worst = costs.last ?? 0
        table.add(
          "\(metadata.id) @ \(terminal.columns)x\(terminal.rows)", ms(mean),
          "\(ms(p99)) / \(ms(worst)), \(frames.count) frames, "
            + "\(Figure.bytes(bytes / max(frames.count, 1)))/frame, "
            + "timeline \(ms(runSeconds))")
      }
    }
    print(
      "animhost-bench play: each frame rasterized and encoded as the terminal player does, "
        + "60 fps, phone\n"
    )
    print(table.render(), terminator: "")
  }

  private static func ms(_ seconds: Double) -> String { Figure.fixed(seconds * 1000, 2) + " ms" }
}
