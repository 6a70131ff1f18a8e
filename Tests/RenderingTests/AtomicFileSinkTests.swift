import Foundation
import Rendering
import Testing

@Suite struct AtomicFileSinkTests {
  private func directory() throws -> String {
    let path = NSTemporaryDirectory() + "atomic-sink-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Buffered writes of more than the buffer reach the file whole, and only at the commit.
  @Test func streamsIntoTheDestinationOnCommit() throws {
    let dir = try directory()
    let path = dir + "/out.bin"
    let sink = try AtomicFileSink(path: path)
    let chunk = [UInt8](repeating: 7, count: 50_000)
    for _ in 0..<3 { try sink.write(chunk) }
    #expect(!FileManager.default.fileExists(atPath: path))
    // Anonymous (O_TMPFILE) on this file system: no name exists until the commit.
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    try sink.commit()
    #expect(FileManager.default.contents(atPath: path)?.count == 150_000)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.bin"])
  }

  @Test func discardLeavesNothing() throws {
    let dir = try directory()
    let sink = try AtomicFileSink(path: dir + "/out.bin")
    try sink.write([1, 2, 3])
    sink.discard()
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
  }

  @Test func missingDirectoryNamesThePathAndTheFix() throws {
    let dir = try directory()
    let target = dir + "/missing/out.gif"
    let error = #expect(throws: AtomicFileSink.WriteError.self) { try AtomicFileSink(path: target) }
    #expect(error?.path == target)
    #expect(
      error?.message
        == "cannot write '\(target)': No such file or directory; "
        + "check that the directory exists and is writable"
    )
  }
}
