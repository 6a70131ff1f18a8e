import AnimHostCLI
import Foundation
import PluginBridge
import PluginHost
import Rendering
import TransitionEngine

/// Our rasterizer alone, on every frame of each animator named, beside cairo on the same
/// frames: `animhost-bench raster [--passes N] [--no-cairo] ID…`.
///
/// Each frame is drawn into a new image, as `render` draws it (`FramePipeline`), its time the
/// best of the passes; cairo reuses one surface that it clears unless the root's opaque
/// background covers it (ours skips its clear then too), also the best of the passes. With `--no-cairo` and `--passes 1` it is the driver to
/// profile under callgrind: the drawing is all in `RasterBench.drawAll`.
enum RasterBench {
  /// Measures each animator and prints one line per animator.
  static func run(registry: PluginRegistry, arguments: [String], work: String) {
    var passes = 5
    var cairo = true
    var ids: [String] = []
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--passes":
        guard let value = rest.popFirst().flatMap({ Int($0) }), value > 0 else {
          fail("--passes needs a positive whole number, as in --passes 5")
        }
        passes = value
      case "--no-cairo": cairo = false
      default: ids.append(argument)
      }
    }
    if ids.isEmpty { ids = PeerBench.representative }
    var table = BenchTable()
    table.add(
      "raster per frame, 780x1688 px (best of \(passes))", "ours mean / worst",
      cairo ? "cairo mean / worst (ours / cairo)" : "")
    for id in ids {
      guard let animator = try? registry.load(named: id),
        let request = RenderBench.request(for: animator)
      else { fail("no animator '\(id)' to measure") }
      let parameters = (try? ParameterResolver.resolve([], for: animator)) ?? []
      guard
        let timeline = try? PluginTransition.run(animator, parameters: parameters, request: request)
      else { fail("animator '\(id)' failed to run") }
      let sequence = FrameSequence(timeline)
      let roots = (0..<sequence.count).map { sequence[$0].root }
      let ours = drawAll(roots, passes: passes)
      let mean = ours.reduce(0, +) / Double(max(ours.count, 1))
      let worst = ours.max() ?? 0
      var note = ""
      if cairo {
        note = cairoFigures(timeline, frames: Array(roots.indices), passes: passes, mean, work)
      }
      table.add(
        "\(id) (\(roots.count) frames)",
        "\(milliseconds(mean)) / \(milliseconds(worst))", note)
    }
    print(table.render())
  }

  /// Each frame's best time over the passes, drawn into a new image each time.
  @inline(never)
  static func drawAll(_ roots: [FrameNode], passes: Int) -> [Double] {
    let canvas = RasterCanvas(FrameRasterizer(pointSize: .phone, scale: 2))
    var best = [Double](repeating: .infinity, count: roots.count)
    for _ in 0..<passes {
      for (index, root) in roots.enumerated() {
        best[index] = min(best[index], BenchClock.time { _ = canvas.render(root) })
      }
    }
    return best
  }

  /// Seconds as milliseconds to the microsecond.
  static func milliseconds(_ value: Double) -> String {
    Figure.fixed(value * 1000, 3) + " ms"
  }

  /// Cairo's mean and worst on the same frames, and ours against it.
  static func cairoFigures(
    _ timeline: Timeline, frames: [Int], passes: Int, _ ours: Double, _ work: String
  ) -> String {
    let json = "\(work)/raster-timeline.json"
    switch CairoPeer.rasterTime(
      of: timeline, writtenTo: json, frames: frames, scale: 2, repeats: passes)
    {
    case let .success(cairo):
      return "\(milliseconds(cairo.mean)) / \(milliseconds(cairo.worst)) "
        + "(\(Figure.fixed(ours / cairo.mean, 2))x)"
    case let .failure(failure):
      return "cairo skipped: \(failure.reason)"
    }
  }
}
