import AnimHostTestSupport
import Foundation

/// Runs the built `animhost` in a controlled environment: no user plugin path, a private
/// XDG data directory, and `/` as the working directory so paths print absolute.
enum AnimHostProcess {
  static func run(_ arguments: [String], environment extra: [String: String] = [:]) throws
    -> ProcessRunner.Result
  {
    var environment = ProcessInfo.processInfo.environment
    environment["ANIMHOST_PLUGIN_PATH"] = nil
    environment["XDG_DATA_HOME"] = try TestDirectory("xdg").path
    environment["XDG_CACHE_HOME"] = try TestDirectory("cache").path
    for (key, value) in extra { environment[key] = value }
    return try ProcessRunner.run(
      BuiltProducts.executable, arguments, environment: environment, currentDirectory: "/")
  }
}
