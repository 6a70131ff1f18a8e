import HostSystem

/// `animhost-bench check`: times `animhost check` over every bundled animator (every case in
/// its own run child, as many at once as there are cores) and prints the figures.
enum CheckBench {
  /// Runs the check `runs` times and prints the best and mean wall time and the summary line.
  static func run(executableDirectory: String, runs: Int = 5) {
    let executable = executableDirectory + "/animhost"
    var times: [Double] = []
    var summary = ""
    for _ in 0..<runs {
      var result: ChildProcess.BenchRun?
      let seconds = MonotonicClock.measure { result = ChildProcess.runToEnd(executable, ["check"]) }
      guard let result, result.status == 0 else {
        fail("'animhost check' did not pass (status \(result?.status ?? -1)); run it to see why")
      }
      times.append(seconds)
      summary = result.output.split(separator: "\n").last.map(String.init) ?? ""
    }
    let best = times.min() ?? 0
    let mean = times.reduce(0, +) / Double(max(1, times.count))
    var table = BenchTable()
    table.add("measure", "value", "note")
    table.add(
      "animhost check, all bundled", Figure.fixed(best, 2) + " s",
      "best of \(runs) (mean \(Figure.fixed(mean, 2)) s); \(summary)")
    print(table.render(), terminator: "")
  }
}
