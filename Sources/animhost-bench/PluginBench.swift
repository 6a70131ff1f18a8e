import Foundation
import HostSystem

/// `animhost-bench plugins`: how long `animhost list` takes with as many plugin files as
/// `gst-inspect-1.0` lists (200 without GStreamer), cold (no registry cache), warm, and with one
/// file changed, beside `gst-inspect-1.0` with a warm registry.
///
/// The bundled plugin files beside animhost count toward that number; the rest are copies of one
/// compiled C fixture, each patched with a fresh id.
enum PluginBench {
  /// The number of plugin files when GStreamer is not installed.
  static let defaultCount = 200
  /// The id placeholder compiled into the fixture; every copy replaces the digits.
  static let placeholder = "bench-00000"

  /// Runs the benchmark and prints the table.
  static func run(executableDirectory: String, packageRoot: String) {
    let animhost = executableDirectory + "/animhost"
    guard FileSystem.isExecutable(animhost) else {
      fail("no animhost next to the benchmark; run 'swift build -c release' first")
    }
    let work = NSTemporaryDirectory() + "animhost-plugin-bench-\(CurrentProcess.id)"
    let plugins = work + "/plugins"
    let cache = work + "/cache"
    try? FileManager.default.createDirectory(atPath: plugins, withIntermediateDirectories: true)
    try? FileSystem.setPermissions(0o755, of: work)
    try? FileSystem.setPermissions(0o755, of: plugins)
    // ANIMHOST_BENCH_KEEP=1 keeps the plugins and cache to profile `animhost list` by hand.
    let keep = ProcessInfo.processInfo.environment["ANIMHOST_BENCH_KEEP"] == "1"
    defer {
      if keep {
        print("kept \(plugins) and \(cache)")
      } else {
        try? FileManager.default.removeItem(atPath: work)
      }
    }
    ProcessEnvironment.set("XDG_CACHE_HOME", to: cache)
    ProcessEnvironment.set("XDG_DATA_HOME", to: work + "/data")
    ProcessEnvironment.remove("ANIMHOST_PLUGIN_PATH")
    let template = compileFixture(in: work, packageRoot: packageRoot)
    let gst = gstInspect()
    // The same number of plugin files as gst-inspect lists: the bundled ones beside animhost
    // count, and fixtures make up the rest.
    let total = gst.map { max($0.plugins, 1) } ?? defaultCount
    let bundled = bundledPluginFiles(animhost)
    let count = max(total - bundled, 1)
    let last =
      "bench-" + String(repeating: "0", count: 5 - String(count - 1).count) + String(count - 1)
    for index in 0..<count {
      let id = "bench-" + String(repeating: "0", count: 5 - String(index).count) + String(index)
      let bytes = patched(template, id: id)
      let path = plugins + "/libBench\(index).so"
      _ = FileManager.default.createFile(
        atPath: path, contents: Data(bytes), attributes: [.posixPermissions: 0o755])
    }
    let list = { () -> Double in
      BenchClock.time {
        guard let result = ChildProcess.runToEnd(animhost, ["list", "--plugin-dir", plugins]),
          result.status == 0,
          result.output.contains(last)
        else { fail("'animhost list --plugin-dir \(plugins)' failed or missed a plugin") }
      }
    }
    let cold = median(
      (0..<3).map { _ in
        try? FileManager.default.removeItem(atPath: cache)
        return list()
      })
    _ = list()
    let warm = median((0..<31).map { _ in list() })
    let changed = median(
      (0..<15).map { run in
        let path = plugins + "/libBench\(run * 13 % count).so"
        try? FileSystem.touch(path)  // both times set to now
        return list()
      })
    var table = BenchTable()
    print(
      "animhost-bench plugins: 'animhost list' with \(bundled + count) plugin files"
        + " (\(bundled) bundled, \(count) C fixtures; median)\n")
    table.add("measure", "value", "target")
    table.add("cold (no cache)", Figure.fixed(cold * 1000, 1) + " ms", "< 3000 ms, median of 3")
    table.add("warm", Figure.fixed(warm * 1000, 1) + " ms", "< 30 ms, median of 31")
    table.add("one file changed", Figure.fixed(changed * 1000, 1) + " ms", "< 100 ms, median of 15")
    if let gst {
      table.add(
        "gst-inspect-1.0, warm", Figure.fixed(gst.seconds * 1000, 1) + " ms",
        "\(gst.plugins) plugins, median of 15")
      table.add(
        "animhost warm / gst warm", Figure.fixed(warm / gst.seconds, 2) + "x", "target ≤ 0.5x")
    } else {
      table.add("gst-inspect-1.0", "-", "not installed (apt-get install gstreamer1.0-tools)")
    }
    print(table.render())
  }

  /// How many plugin files `animhost list` finds with no fixtures: the bundled ones.
  static func bundledPluginFiles(_ animhost: String) -> Int {
    guard let result = ChildProcess.runToEnd(animhost, ["list", "--json"]), result.status == 0,
      let json = try? JSONSerialization.jsonObject(with: Data(result.output.utf8)),
      let animators = (json as? [String: Any])?["animators"] as? [[String: Any]]
    else { fail("'animhost list --json' failed; the bundled plugins could not be counted") }
    let files = animators.compactMap { ($0["plugin"] as? [String: Any])?["file"] as? String }
    return Set(files).count
  }

  /// The median of some timings.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
  }

  /// `gst-inspect-1.0` listing its plugins with a warm registry: the median time and plugin count.
  static func gstInspect() -> (seconds: Double, plugins: Int)? {
    guard let warmup = ChildProcess.runToEnd("gst-inspect-1.0", []), warmup.status == 0 else {
      return nil
    }
    let seconds = median(
      (0..<15).map { _ in BenchClock.time { _ = ChildProcess.runToEnd("gst-inspect-1.0", []) } })
    let summary = warmup.output.split(separator: "\n").last { $0.hasPrefix("Total count:") }
    let plugins =
      summary.flatMap { $0.split(separator: " ").dropFirst(2).first.flatMap { Int($0) } } ?? 0
    return (seconds, plugins)
  }

  /// The fixture's bytes with the placeholder id replaced (the same length, so nothing moves).
  static func patched(_ template: [UInt8], id: String) -> [UInt8] {
    var bytes = template
    let needle = Array(placeholder.utf8)
    let replacement = Array(id.utf8)
    precondition(needle.count == replacement.count)
    var index = 0
    while index + needle.count <= bytes.count {
      if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle {
        bytes.replaceSubrange(index..<index + needle.count, with: replacement)
        index += needle.count
      } else {
        index += 1
      }
    }
    return bytes
  }

  /// Compiles the C fixture once and returns its bytes.
  static func compileFixture(in work: String, packageRoot: String) -> [UInt8] {
    let source = work + "/bench.c"
    let output = work + "/bench.so"
    try? fixtureSource.write(toFile: source, atomically: true, encoding: .utf8)
    let include = packageRoot + "/Sources/CAnimatorABI/include"
    guard
      ChildProcess.runToEnd(
        "cc", ["-shared", "-fPIC", "-O1", "-I", include, "-o", output, source])?.status == 0,
      let data = FileManager.default.contents(atPath: output)
    else { fail("cc could not compile the benchmark fixture; install a C compiler") }
    return [UInt8](data)
  }

  /// A minimal valid plugin; its plugin id and animator id are the placeholder.
  static let fixtureSource = """
    #include <stddef.h>
    #include "animator_abi.h"
    static void *create(const animhost_host_v1 *h, const animator_descriptor_v1 *d,
                        const animator_param_value_v1 *v, uint32_t n) { return NULL; }
    static void destroy(const animhost_host_v1 *h, void *d) {}
    static void *presented(const animhost_host_v1 *h, void *d, animhost_handle a, animhost_handle b,
                           animhost_handle c) { return NULL; }
    static void *dismissed(const animhost_host_v1 *h, void *d, animhost_handle a) { return NULL; }
    static void release_animator(const animhost_host_v1 *h, void *a) {}
    static double duration(const animhost_host_v1 *h, void *a, animhost_handle c) { return 0.3; }
    static void animate(const animhost_host_v1 *h, void *a, animhost_handle c) {}
    static const animator_descriptor_v1 desc = {
        .struct_size = sizeof(animator_descriptor_v1), .id = "\(placeholder)", \
    .display_name = "Bench",
        .summary = "A benchmark fixture", .theme = "bench", .capabilities = ANIMATOR_CAP_PRESENT,
        .default_duration = 0.3, .create_delegate = create, .destroy_delegate = destroy,
        .animator_for_presented = presented, .animator_for_dismissed = dismissed,
        .release_animator = release_animator, .transition_duration = duration, \
    .animate_transition = animate,
    };
    static const animator_descriptor_v1 *const list[] = { &desc };
    static const animator_plugin_v1 plugin = {
        .abi_major = ANIMATOR_ABI_MAJOR, .abi_minor = ANIMATOR_ABI_MINOR, \
    .struct_size = sizeof(animator_plugin_v1),
        .plugin_id = "\(placeholder)", .version = "1.0.0", .author = "bench", .animators = list,
        .animator_count = 1, .license = "MIT", .homepage = NULL,
    };
    const animator_plugin_v1 *animator_plugin_entry_v1(uint32_t major, uint32_t minor) {
        return major == ANIMATOR_ABI_MAJOR ? &plugin : NULL;
    }
    """
}
