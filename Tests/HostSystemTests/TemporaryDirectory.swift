import HostSystem

/// A fresh directory under /tmp for one test, removed with everything in it by `remove()`.
struct TemporaryDirectory {
  /// The absolute path.
  let path: String

  /// Makes a new empty directory (mode 0700).
  init() throws {
    path = try FileSystem.makeTemporaryDirectory(template: "/tmp/hostsystem-tests-XXXXXX")
  }

  /// A path inside the directory.
  func file(_ name: String) -> String { path + "/" + name }

  /// The names in the directory, sorted.
  func names() throws -> [String] {
    try DirectoryListing.entries(of: path).map(\.name).sorted()
  }

  /// Writes a file in the directory and returns its path.
  @discardableResult
  func write(_ text: String, as name: String) throws -> String {
    try AtomicFile.write(Array(text.utf8), to: file(name))
    return file(name)
  }

  /// Removes the directory and everything in it.
  func remove() {
    Self.remove(path)
  }

  private static func remove(_ path: String) {
    for entry in (try? DirectoryListing.entries(of: path)) ?? [] {
      let child = path + "/" + entry.name
      if entry.kind == .directory { remove(child) } else { try? FileSystem.removeFile(child) }
    }
    try? FileSystem.removeDirectory(path)
  }
}
