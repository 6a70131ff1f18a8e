import AnimHostTestSupport
import Foundation
import Testing

/// Frames are rasterized on several threads, and the file is byte-identical whatever the
/// thread count (`ANIMHOST_RENDER_THREADS`).
@Suite struct ParallelRenderTests {
  /// Renders with a thread count and returns the file's bytes.
  private func render(_ animator: String, _ name: String, threads: Int) throws -> Data {
    let dir = try TestDirectory("parallel")
    let output = dir.file(name)
    let result = try AnimHostProcess.run(
      ["render", animator, "-o", output, "--size", "150x240", "--fps", "24"],
      environment: ["ANIMHOST_RENDER_THREADS": String(threads)])
    try #require(result.status == 0, "\(result.stderr)")
    return try Data(contentsOf: URL(fileURLWithPath: output))
  }

  @Test(
    "every thread count gives the same bytes as one thread",
    arguments: [("snow", "s.gif"), ("card", "c.apng"), ("fireworks", "f.html")], [2, 3, 8])
  func sameBytesForEveryThreadCount(output: (animator: String, file: String), threads: Int)
    throws
  {
    let serial = try render(output.animator, output.file, threads: 1)
    #expect(serial.count > 1000)
    #expect(try render(output.animator, output.file, threads: threads) == serial)
  }
}
