import AnimHostCLI
import PluginBridge
import PluginHost
import Rendering
import TransitionEngine

/// The default transition in the terminal player (bytes written per frame at two terminal
/// sizes) and the particle simulation's cost per frame.
enum TerminalBench {
  /// Prints the figures.
  static func run(registry: PluginRegistry) {
    guard let animator = try? registry.load(named: "grow"),
      let request = RenderBench.request(for: animator),
      let timeline = try? PluginTransition.run(animator, parameters: [], request: request)
    else { fail("the grow transition failed") }
    let sequence = FrameSequence(timeline)
    var table = BenchTable()
    table.add("grow in the terminal, particles", "value", "note")
    for (columns, rows) in [(80, 40), (200, 60)] {
      let scale = min(Double(columns) / 390, Double(2 * (rows - 1)) / 844)
      let small = FrameRasterizer(pointSize: .phone, scale: scale)
      var encoder = TerminalFrameEncoder(columns: columns, rows: rows, truecolor: true)
      var total = 0
      var first = 0
      for index in 0..<sequence.count {
        let bytes = encoder.encode(small.render(sequence[index].root)).count
        if index == 0 { first = bytes }
        total += bytes
      }
      table.add(
        "terminal \(columns)x\(rows) bytes/frame", Figure.bytes(total / max(sequence.count, 1)),
        "mean of \(sequence.count); first frame \(Figure.bytes(first))")
    }
    // Particles: a snow-like emitter that keeps about 2,000 alive, stepped at 60 fps.
    let particles = ParticleBench.tick()
    table.add(
      "particle tick", Figure.fixed(particles.bestMicroseconds, 1) + " µs/frame",
      "best of 10 batches of 60 (mean \(Figure.fixed(particles.meanMicroseconds, 1)) µs), "
        + "\(particles.liveParticles) live"
    )
    print(table.render(), terminator: "")
  }
}
