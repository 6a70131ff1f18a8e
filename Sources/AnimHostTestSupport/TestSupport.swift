import Foundation

/// Where the build put the host, the plugins and the tests: the directory of the test binary.
package enum BuiltProducts {
  /// The build directory (`.build/<triple>/debug`).
  package static var directory: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().path
      .replacingOccurrences(of: "/animhostPackageTests.xctest", with: "")
  }

  /// The path of a built plugin, such as `libGrowFromButton.so`.
  package static func plugin(_ name: String) -> String { directory + "/lib\(name).so" }

  /// The built `animhost` executable.
  package static var executable: String { directory + "/animhost" }

  /// The package root (three levels above the build directory).
  package static var packageRoot: String {
    var url = URL(fileURLWithPath: directory)
    while url.path != "/",
      !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
    {
      url.deleteLastPathComponent()
    }
    return url.path
  }

  /// The directory holding animator_abi.h.
  package static var abiInclude: String { packageRoot + "/Sources/CAnimatorABI/include" }
}

/// A fresh private directory for one test, mode 0755, under the build directory.
package struct TestDirectory {
  /// The absolute path.
  package let path: String

  /// Makes a new empty directory; its parents are not group- or world-writable.
  package init(_ label: String) throws {
    let base = BuiltProducts.directory + "/test-fixtures"
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    chmod(base, 0o755)
    path = base + "/\(label)-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    chmod(path, 0o755)
  }

  /// A path inside the directory.
  package func file(_ name: String) -> String { path + "/" + name }

  /// Copies a file into the directory under a name.
  @discardableResult
  package func copy(_ source: String, as name: String) throws -> String {
    let destination = file(name)
    try? FileManager.default.removeItem(atPath: destination)
    try FileManager.default.copyItem(atPath: source, toPath: destination)
    chmod(destination, 0o755)
    return destination
  }

  /// The names of the entries in the directory, sorted.
  package func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  /// Writes bytes to a file in the directory.
  @discardableResult
  package func write(_ bytes: [UInt8], as name: String) throws -> String {
    let destination = file(name)
    try Data(bytes).write(to: URL(fileURLWithPath: destination))
    chmod(destination, 0o644)
    return destination
  }
}

/// Compiles C fixture plugins with `cc` against animator_abi.h.
package enum FixtureCompiler {
  /// An error compiling a fixture.
  package struct Failure: Error, CustomStringConvertible {
    package var description: String
  }

  /// Compiles C source into a shared object in the directory; returns its path.
  package static func build(_ source: String, named name: String, in directory: TestDirectory)
    throws -> String
  {
    let sourcePath = directory.file(name + ".c")
    try source.write(toFile: sourcePath, atomically: true, encoding: .utf8)
    let output = directory.file(name)
    let result = try ProcessRunner.run(
      "/usr/bin/env",
      ["cc", "-shared", "-fPIC", "-O0", "-I", BuiltProducts.abiInclude, "-o", output, sourcePath])
    guard result.status == 0 else {
      throw Failure(description: "cc failed for \(name): \(result.stderr)")
    }
    chmod(output, 0o755)
    return output
  }
}

/// Runs a program and captures its output.
package enum ProcessRunner {
  /// What a run produced.
  package struct Result: Sendable {
    package var status: Int32
    package var stdout: String
    package var stderr: String
  }

  /// Runs a program with arguments, an optional environment and working directory.
  package static func run(
    _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
    currentDirectory: String? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
