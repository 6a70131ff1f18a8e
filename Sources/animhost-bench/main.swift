// animhost-bench: `swift run -c release animhost-bench` prints the rendering figures;
// `swift run -c release animhost-bench plugins` times `animhost list` with 200 plugins;
// `swift run -c release animhost-bench play` measures live playback's per-frame cost;
// `swift run -c release animhost-bench check` times `animhost check` over every bundled animator;
// `swift run -c release animhost-bench wire` measures the run child's timeline on the wire.
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

let executableDirectory = PluginSearchPath.executableDirectory ?? "."
if CommandLine.arguments.dropFirst().first == "plugins" {
  var packageRoot = URL(fileURLWithPath: executableDirectory)
  while packageRoot.path != "/",
    !FileManager.default.fileExists(
      atPath: packageRoot.appendingPathComponent("Package.swift").path)
  {
    packageRoot.deleteLastPathComponent()
  }
  PluginBench.run(executableDirectory: executableDirectory, packageRoot: packageRoot.path)
  exit(0)
}
// `swift run animhost-bench` builds only this product: build the plugins and animhost too.
if !FileManager.default.fileExists(atPath: executableDirectory + "/libGrowFromButton.so")
  || !FileManager.default.fileExists(atPath: executableDirectory + "/animhost")
{
  var root = URL(fileURLWithPath: executableDirectory)
  while root.path != "/",
    !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path)
  {
    root.deleteLastPathComponent()
  }
  let configuration = executableDirectory.hasSuffix("/release") ? "release" : "debug"
  FileHandle.standardError.write(
    Data(
      "animhost-bench: building the plugins and animhost (swift build -c \(configuration))\n".utf8))
  let build = ChildProcess.runToEnd(
    "swift", ["build", "-c", configuration, "--package-path", root.path])
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
guard let animator = try? registry.load(named: "grow"),
  let scene = Scene.builtIn("yellow", size: .phone)
else {
  fail(
    "no 'grow' animator next to \(executableDirectory); "
      + "run 'swift build -c release' first so the plugins are built"
  )
}
let parameters = (try? ParameterResolver.resolve([], for: animator)) ?? []
let request = TransitionRequest(scene: scene, size: .phone, fps: 60)
var computed: Timeline?
let runSeconds = BenchClock.best(of: 3) {
  do {
    computed = try PluginTransition.run(animator, parameters: parameters, request: request)
  } catch {
    fail("the grow transition failed: \(error)")
  }
}
guard let timeline = computed else { fail("the grow transition made no timeline") }
let sequence = FrameSequence(timeline)
let rasterizer = FrameRasterizer(pointSize: .phone, scale: 2)
let (width, height) = (rasterizer.pixelWidth, rasterizer.pixelHeight)
let source = TimelineJSON.Source(
  pluginID: animator.plugin.pluginID, pluginVersion: animator.plugin.version)
let work = NSTemporaryDirectory() + "animhost-bench-\(CurrentProcess.id)"
try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: work) }

var table = BenchTable()
print(
  "animhost-bench: grow, yellow scene, 390x844 pt at scale 2 = \(width)x\(height) px, "
    + "60 fps, both directions: \(sequence.count) frames\n"
)
table.add("measure", "value", "note")
table.add(
  "engine run (timeline)", Figure.fixed(runSeconds * 1000, 2) + " ms",
  "present + dismiss, best of 3")

// Rasterizing: every frame, best of 3 passes.
var checksum = 0
let rasterSeconds = BenchClock.best(of: 3) {
  for index in 0..<sequence.count {
    checksum &+= Int(rasterizer.render(sequence[index].root).pixels[0])
  }
}
table.add(
  "raster per frame", Figure.fixed(rasterSeconds * 1000 / Double(sequence.count), 2) + " ms",
  "\(width)x\(height), best of 3")

// Whole files, as `animhost render` writes them (rasterize + encode + atomic write).
for format in [OutputFormat.gif, .apng] {
  let path = "\(work)/grow.\(format.rawValue)"
  let seconds = BenchClock.best(of: 3) {
    do {
      try RenderOutput.write(
        timeline, format: format, to: path, options: .init(scale: 2), source: source)
    } catch {
      fail("writing \(path) failed: \(error)")
    }
  }
  table.add(
    "\(format.rawValue.uppercased()) file total", Figure.fixed(seconds * 1000, 1) + " ms",
    Figure.bytes(fileSize(path)))
  table.add(
    "\(format.rawValue.uppercased()) encode only",
    Figure.fixed((seconds - rasterSeconds) * 1000, 1) + " ms", "file total - raster, best of 3 each"
  )
}

// The terminal player: bytes written per frame at two terminal sizes.
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

// The peer: Pillow's GIF encoder on the same frames, against ours fed the same files.
var frameFiles: [String] = []
for index in 0..<sequence.count {
  let path = "\(work)/frame-\(index).rgba"
  guard
    FileManager.default.createFile(
      atPath: path, contents: Data(rasterizer.render(sequence[index].root).straightAlphaPixels()))
  else { fail("cannot write \(path)") }
  frameFiles.append(path)
}
let oursSink = MemorySink()
var oursSeconds = 0.0
do {
  let gif = try GIFEncoder(width: width, height: height, sink: oursSink)
  for path in frameFiles {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    let image = RGBAImage(width: width, height: height, pixels: [UInt8](data))
    oursSeconds += try BenchClock.time { try gif.append(image, duration: sequence.frameDuration) }
  }
  oursSeconds += try BenchClock.time { try gif.finish() }
} catch {
  fail("our GIF encoder failed: \(error)")
}
table.add(
  "GIF encode, ours", Figure.fixed(oursSeconds * 1000, 1) + " ms",
  Figure.bytes(oursSink.bytes.count))
switch PillowPeer.encodeGIF(
  frameFiles: frameFiles, width: width, height: height, fps: 60, output: "\(work)/pillow.gif")
{
case let .success(pillow):
  table.add(
    "GIF encode, Pillow", Figure.fixed(pillow.seconds * 1000, 1) + " ms", Figure.bytes(pillow.bytes)
  )
  table.add(
    "ours/Pillow time", Figure.fixed(oursSeconds / pillow.seconds, 2) + "x", "lower is faster")
  table.add(
    "ours/Pillow size",
    Figure.fixed(Double(oursSink.bytes.count) / Double(max(pillow.bytes, 1)), 2) + "x",
    "lower is smaller")
case let .failure(failure):
  table.add("GIF encode, Pillow", "skipped", failure.reason)
}

// Peak memory of the whole command rendering the GIF.
if let result = ChildProcess.runToEnd(
  executableDirectory + "/animhost", ["render", "grow", "-o", "\(work)/rss.gif"]),
  result.status == 0
{
  table.add(
    "peak RSS, render grow -o x.gif", Figure.fixed(Double(result.peakRSS) / 1_048_576, 1) + " MiB",
    "ru_maxrss of the child")
} else {
  table.add(
    "peak RSS, render grow -o x.gif", "skipped", "could not run \(executableDirectory)/animhost")
}

// Particles: a snow-like emitter that keeps about 2,000 alive, stepped at 60 fps.
let particles = ParticleBench.tick()
table.add(
  "particle tick", Figure.fixed(particles.bestMicroseconds, 1) + " µs/frame",
  "best of 10 batches of 60 (mean \(Figure.fixed(particles.meanMicroseconds, 1)) µs), "
    + "\(particles.liveParticles) live"
)

print(table.render(), terminator: "")
if checksum == 42 { print("") }  // keeps the raster loop from being optimized away
