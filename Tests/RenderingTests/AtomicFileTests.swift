import Foundation
import Rendering
import Testing

@Suite struct AtomicFileTests {
  private func directory() throws -> String {
    let path = NSTemporaryDirectory() + "atomic-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func writesTheWholeFileAndLeavesNoTemporary() throws {
    let dir = try directory()
    try AtomicFile.write(Array("hello".utf8), to: dir + "/out.json")
    #expect(try String(contentsOfFile: dir + "/out.json", encoding: .utf8) == "hello")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["out.json"])
  }

  @Test func failureNamesThePathAndLeavesNothing() throws {
    let dir = try directory()
    let target = dir + "/missing/out.json"
    let error = #expect(throws: AtomicFile.WriteError.self) { try AtomicFile.write([1, 2], to: target) }
    #expect(error?.message.hasPrefix("cannot write '\(target)'") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
  }

  @Test func replacingKeepsTheOldFileUntilTheNewOneIsComplete() throws {
    let dir = try directory()
    try AtomicFile.write(Array("old".utf8), to: dir + "/x")
    try AtomicFile.write(Array("new".utf8), to: dir + "/x")
    #expect(try String(contentsOfFile: dir + "/x", encoding: .utf8) == "new")
  }
}
