// animhost-bench: `swift run -c release animhost-bench [ID…]` prints every animator's rendering
// figures, then the peers (ffmpeg, Pillow, cairo) on grow, card and snow (or the IDs named),
// and with no IDs `animhost list` beside gst-inspect-1.0; `usage` below lists the other measures.
import AnimHostCLI
import Foundation
import HostSystem
import PluginBridge
import PluginHost
import Rendering
import TransitionEngine

/// The size of a file in bytes, 0 if it cannot be read.
func fileSize(_ path: String) -> Int {
  (try? FileSystem.status(of: path)).map { Int($0.size) } ?? 0
}

/// Stops the benchmark with a message.
func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("animhost-bench: error: \(message)\n".utf8))
  exit(1)
}

/// What `animhost-bench --help` prints.
let usage = """
  usage: animhost-bench [--markdown] [ID…]
           every animator's figures (or those named), then the peers beside them
         animhost-bench gif [--no-peers] [ID…]
           the GIFs beside ffmpeg's and Pillow's (size, time, quality)
         animhost-bench raster [--passes N] [--no-cairo] [ID…]
           our raster time per frame beside cairo's
         animhost-bench plugins | play | check | wire
           `animhost list` beside gst-inspect-1.0, live playback, `animhost check`, the wire
  IDs are those `animhost list` shows; build with `swift build -c release` first.
  """
if CommandLine.arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
  print(usage)
  exit(0)
}

let executableDirectory = PluginSearchPath.executableDirectory ?? "."
/// The checkout the benchmark was built in: the nearest directory above it with a Package.swift.
func packageRoot() -> String {
  var root = URL(fileURLWithPath: executableDirectory)
  while root.path != "/",
    !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
  {
    root.deleteLastPathComponent()
  }
  return root.path
}
if CommandLine.arguments.dropFirst().first == "plugins" {
  PluginBench.run(executableDirectory: executableDirectory, packageRoot: packageRoot())
  exit(0)
}
// `swift run animhost-bench` builds only this product: build the plugins and animhost too.
if !FileManager.default.fileExists(atPath: executableDirectory + "/libGrowFromButton.so")
  || !FileManager.default.fileExists(atPath: executableDirectory + "/animhost")
{
  let root = packageRoot()
  let configuration = executableDirectory.hasSuffix("/release") ? "release" : "debug"
  FileHandle.standardError.write(
    Data(
      "animhost-bench: building the plugins and animhost (swift build -c \(configuration))\n".utf8))
  let build = ChildProcess.runToEnd(
    "swift", ["build", "-c", configuration, "--package-path", root])
  if build?.status != 0 { fail("'swift build -c \(configuration)' failed; run it to see why") }
}
let searchPath = PluginSearchPath.resolve(
  pluginDirectories: [], environment: [:], executableDirectory: executableDirectory,
  currentDirectory: FileManager.default.currentDirectoryPath)
let registry = PluginRegistry(searchPath: searchPath, allowInsecure: false)
if CommandLine.arguments.dropFirst().first == "check" {
  CheckBench.run(executableDirectory: executableDirectory)
  exit(0)
}
if CommandLine.arguments.dropFirst().first == "play" {
  PlaybackBench.run(registry: registry)
  exit(0)
}
if CommandLine.arguments.dropFirst().first == "wire" {
  WireBench.run(registry: registry)
  exit(0)
}
// Scratch files go to a fresh temporary directory, or to $ANIMHOST_BENCH_WORK (kept).
let keptWork = ProcessInfo.processInfo.environment["ANIMHOST_BENCH_WORK"]
let work = keptWork ?? NSTemporaryDirectory() + "animhost-bench-\(CurrentProcess.id)"
try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
defer { if keptWork == nil { try? FileManager.default.removeItem(atPath: work) } }
if CommandLine.arguments.dropFirst().first == "raster" {
  RasterBench.run(
    registry: registry, arguments: Array(CommandLine.arguments.dropFirst(2)), work: work)
  if keptWork == nil { try? FileManager.default.removeItem(atPath: work) }
  exit(0)
}
if CommandLine.arguments.dropFirst().first == "gif" {
  let ids = CommandLine.arguments.dropFirst(2).filter { $0 != "--no-peers" }
  GIFBench.run(
    registry: registry, ids: ids.isEmpty ? PeerBench.representative : ids, work: work,
    peers: !CommandLine.arguments.contains("--no-peers"))
  if keptWork == nil { try? FileManager.default.removeItem(atPath: work) }
  exit(0)
}
// `animhost-bench [render] [ID…]`: every animator (or those named), then the peers on the
// representative ones (or those named).
let named = CommandLine.arguments.dropFirst().filter { $0 != "render" && $0 != "--markdown" }
if let option = named.first(where: { $0.hasPrefix("-") }) {
  fail("unknown option '\(option)'; 'animhost-bench --help' lists the options")
}
RenderBench.run(
  registry: registry, animhost: executableDirectory + "/animhost", only: Array(named), work: work,
  markdown: CommandLine.arguments.contains("--markdown"))
PeerBench.run(
  registry: registry, ids: named.isEmpty ? PeerBench.representative : Array(named), work: work)
TerminalBench.run(registry: registry)
// The whole run also times `animhost list` beside gst-inspect-1.0.
if named.isEmpty {
  print("")
  PluginBench.run(executableDirectory: executableDirectory, packageRoot: packageRoot())
}
