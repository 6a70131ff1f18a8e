import PluginBridge
import PluginHost
import PluginRunner
import TransitionEngine

/// `animhost-bench wire`: what the run child's timeline costs on the wire for each bundled
/// animator: its size, and the time to encode and to decode it (best of 10).
enum WireBench {
  /// Prints a row per animator.
  static func run(registry: PluginRegistry) {
    var table = BenchTable()
    table.add("animator", "wire size", "encode / decode (best of 10)")
    for metadata in registry.animators {
      guard let animator = try? registry.load(metadata),
        let scene = Scene.builtIn("yellow", size: .phone),
        let parameters = try? ParameterResolver.resolve([], for: animator),
        let timeline = try? PluginTransition.run(
          animator, parameters: parameters, request: TransitionRequest(scene: scene))
      else { continue }
      var bytes: [UInt8] = []
      let encode = BenchClock.best(of: 10) { bytes = TimelineWire.encode(timeline) }
      let decode = BenchClock.best(of: 10) {
        _ = try? TimelineWire.decode(bytes, subject: "bench")
      }
      table.add(
        metadata.id, Figure.fixed(Double(bytes.count) / 1_048_576, 2) + " MiB",
        Figure.fixed(encode * 1000, 2) + " ms / " + Figure.fixed(decode * 1000, 2) + " ms")
    }
    print(table.render(), terminator: "")
  }
}
