import PluginBridge
import PluginHost
import PluginRunner
import TransitionEngine

/// `animhost-bench wire`: what the run child computes and sends for each bundled animator, as
/// `animhost render` asks for it (present, then dismiss): the engine's run in process, the
/// timeline's size on the wire, and the time to encode and to decode it (best of 10).
enum WireBench {
  /// Prints a row per animator.
  static func run(registry: PluginRegistry) {
    var table = BenchTable()
    table.add("animator", "engine (best of 3)", "wire size, encode / decode (best of 10)")
    for metadata in registry.animators {
      guard let animator = try? registry.load(metadata),
        let (timeline, engine) = RenderBench.engineRun(animator)
      else { continue }
      var bytes: [UInt8] = []
      let encode = BenchClock.best(of: 10) { bytes = TimelineWire.encode(timeline) }
      let decode = BenchClock.best(of: 10) {
        _ = try? TimelineWire.decode(bytes, subject: "bench")
      }
      table.add(
        metadata.id, Figure.fixed(engine * 1000, 1) + " ms",
        Figure.fixed(Double(bytes.count) / 1_048_576, 2) + " MiB, "
          + Figure.fixed(encode * 1000, 2) + " ms / " + Figure.fixed(decode * 1000, 2) + " ms")
    }
    print(table.render(), terminator: "")
  }
}
