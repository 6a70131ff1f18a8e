import AnimHostCLI
import Foundation
import HostSystem
import PluginBridge
import PluginHost
import Rendering
import TransitionEngine

/// Every bundled animator at default settings (present and dismiss, or push and pop, or a tab
/// switch and back; 390×844 pt at scale 2, 60 fps): the engine's run, raster time per frame,
/// and `animhost render` to GIF, APNG and HTML as a user runs it (wall time and size), with the
/// peak RSS of the GIF and APNG at scale 2 and of the GIF at `--scale 4`.
enum RenderBench {
  /// One animator's figures.
  struct Row {
    var id: String
    var frames: Int
    var engineSeconds: Double
    var rasterMean: Double
    var rasterWorst: Double
    /// Wall seconds, bytes and peak RSS of `animhost render` per format.
    var files: [OutputFormat: (seconds: Double, bytes: Int, peakRSS: Int)]
    /// Peak RSS of the GIF at `--scale 4`.
    var peakRSSAtScale4: Int
  }

  /// The request `animhost render ID` makes: the first built-in scene, the animator's own
  /// present before its dismiss, and the kind it supports.
  static func request(for animator: LoadedAnimator) -> TransitionRequest? {
    guard let scene = Scene.builtIn(Scene.builtInNames[0], size: .phone) else { return nil }
    var request = TransitionRequest(scene: scene, size: .phone)
    request.presentsWithAnimatorBeforeDismissing = true
    request.kind = animator.metadata.kindShown
    return request
  }

  /// Measures the animators named (every one when empty) and prints the table.
  ///
  /// `markdown` prints the table as Markdown (the README's), without the summary line.
  static func run(
    registry: PluginRegistry, animhost: String, only: [String], work: String, markdown: Bool
  ) {
    let animators = registry.animators.sorted { $0.id < $1.id }.filter {
      only.isEmpty || only.contains($0.id)
    }
    if let unknown = only.first(where: { id in !animators.contains { $0.id == id } }) {
      fail("no animator '\(unknown)' to measure; 'animhost list' shows the IDs")
    }
    if animators.isEmpty { fail("no animators to measure; run 'swift build -c release' first") }
    print(
      "animhost-bench: every animator at default settings (390x844 pt at scale 2 = 780x1688 px, "
        + "60 fps, both directions; \(CurrentProcess.processorCount) cores)\n")
    var rows: [Row] = []
    for listed in animators {
      FileHandle.standardError.write(Data("  \(listed.id)…\n".utf8))
      guard let animator = try? registry.load(named: listed.id) else { continue }
      rows.append(measure(animator, animhost: animhost, work: work))
    }
    print(markdown ? markdownTable(rows) : table(rows))
  }

  /// The engine's run of `request(for:)` in process with default parameters, and its best time
  /// of three; nil when the animator fails to run.
  static func engineRun(_ animator: LoadedAnimator) -> (timeline: Timeline, seconds: Double)? {
    guard let request = request(for: animator) else { fail("no built-in scene") }
    let parameters = (try? ParameterResolver.resolve([], for: animator)) ?? []
    var timeline: Timeline?
    let seconds = BenchClock.best(of: 3) {
      timeline = try? PluginTransition.run(animator, parameters: parameters, request: request)
    }
    return timeline.map { ($0, seconds) }
  }

  /// One animator's row.
  static func measure(_ animator: LoadedAnimator, animhost: String, work: String) -> Row {
    guard let (timeline, engine) = engineRun(animator) else {
      fail("animator '\(animator.id)' failed to run")
    }
    let sequence = FrameSequence(timeline)
    let canvas = RasterCanvas(FrameRasterizer(pointSize: .phone, scale: 2))
    var times: [Double] = []
    for index in 0..<sequence.count {
      times.append(BenchClock.time { _ = canvas.render(sequence[index].root) })
    }
    var files: [OutputFormat: (seconds: Double, bytes: Int, peakRSS: Int)] = [:]
    let kind = ["--kind", animator.metadata.kindShown.rawValue]
    for format in [OutputFormat.gif, .apng, .html] {
      let path = "\(work)/\(animator.id).\(format.rawValue)"
      let arguments = ["render", animator.id, "-o", path] + kind
      let seconds = BenchClock.time {
        guard ChildProcess.runToEnd(animhost, arguments)?.status == 0 else {
          fail("'animhost \(arguments.joined(separator: " "))' failed")
        }
      }
      // Memory in a second run, under a parent that reads it (see `peakRSS`).
      let peak = format == .html ? 0 : peakRSS(animhost, Array(arguments.dropFirst()))
      files[format] = (seconds, fileSize(path), peak)
    }
    let large = peakRSS(animhost, [animator.id, "-o", "\(work)/large.gif", "--scale", "4"] + kind)
    return Row(
      id: animator.id, frames: sequence.count, engineSeconds: engine,
      rasterMean: times.reduce(0, +) / Double(max(times.count, 1)),
      rasterWorst: times.max() ?? 0, files: files, peakRSSAtScale4: large)
  }

  /// Runs `animhost render` and returns its peak RSS in bytes.
  ///
  /// The child is started by a small Python parent that reports its children's peak: Linux
  /// counts, in the `ru_maxrss` of a process started with vfork (posix_spawn), the peak of the
  /// process that started it, which is this benchmark with its timelines. Without python3 the
  /// figure is the child's `ru_maxrss`, at least this process's own peak.
  static func peakRSS(_ animhost: String, _ arguments: [String]) -> Int {
    let script = """
      import resource, subprocess, sys
      r = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
      print(r.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
      """
    if let measured = ChildProcess.runToEnd(
      "python3", ["-c", script, animhost, "render"] + arguments),
      measured.status == 0
    {
      let fields = measured.output.split(separator: " ").map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      guard fields.count == 2, fields[0] == "0", let kilobytes = Int(fields[1]) else {
        fail("'animhost render \(arguments.joined(separator: " "))' failed")
      }
      return kilobytes * 1024
    }
    guard let result = ChildProcess.runToEnd(animhost, ["render"] + arguments), result.status == 0
    else { fail("'animhost render \(arguments.joined(separator: " "))' failed") }
    return result.peakRSS
  }

  /// The rows as an aligned table with a header and the slowest figures marked.
  static func table(_ rows: [Row]) -> String {
    let lines = cells(rows)
    let widths = lines[0].indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
    let text = lines.map { cells in
      cells.enumerated().map { column, cell in
        column == 0
          ? cell.padding(widths[column])
          : String(repeating: " ", count: widths[column] - cell.count) + cell
      }.joined(separator: "  ")
    }
    let slowest = rows.max { ($0.files[.gif]?.seconds ?? 0) < ($1.files[.gif]?.seconds ?? 0) }
    let largest = rows.map(\.peakRSSAtScale4).max() ?? 0
    return text.joined(separator: "\n") + "\n\n"
      + "slowest GIF: \(slowest?.id ?? "-") "
      + "\(Figure.fixed(slowest?.files[.gif]?.seconds ?? 0, 2)) s (target < 1 s); "
      + "largest peak RSS at --scale 4: \(Figure.fixed(Double(largest) / 1_048_576, 0)) MiB "
      + "(target < 150 MB)\n"
  }

  /// The rows as a Markdown table, the header first.
  static func markdownTable(_ rows: [Row]) -> String {
    let lines = cells(rows)
    let header = "| " + lines[0].joined(separator: " | ") + " |"
    let rule = "|" + lines[0].indices.map { $0 == 0 ? "---|" : "--:|" }.joined()
    let body = lines.dropFirst().map { "| " + $0.joined(separator: " | ") + " |" }
    return ([header, rule] + body).joined(separator: "\n")
  }

  /// The header and one line of cells per row.
  static func cells(_ rows: [Row]) -> [[String]] {
    var lines = [
      [
        "animator", "frames", "engine", "raster mean", "raster worst", "GIF", "GIF size", "APNG",
        "APNG size", "HTML", "HTML size", "peak RSS", "RSS @4",
      ]
    ]
    for row in rows {
      func file(_ format: OutputFormat) -> [String] {
        guard let f = row.files[format] else { return ["-", "-"] }
        return [Figure.fixed(f.seconds, 2) + " s", Figure.bytes(f.bytes)]
      }
      let peak = row.files.values.map(\.peakRSS).max() ?? 0
      lines.append(
        [
          row.id, String(row.frames), Figure.fixed(row.engineSeconds * 1000, 1) + " ms",
          Figure.fixed(row.rasterMean * 1000, 2) + " ms",
          Figure.fixed(row.rasterWorst * 1000, 2) + " ms",
        ] + file(.gif) + file(.apng) + file(.html) + [
          Figure.fixed(Double(peak) / 1_048_576, 0) + " MiB",
          Figure.fixed(Double(row.peakRSSAtScale4) / 1_048_576, 0) + " MiB",
        ])
    }
    return lines
  }
}
