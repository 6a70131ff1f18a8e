import HostSystem
import PluginHost
import TransitionEngine

/// `play --watch`: watches the plugin file that provides the animator and, once a new build of
/// it has settled, loads it as the next generation and hands its transitions to the player.
///
/// A generation that cannot be used (not a plugin, crashes or hangs in its entry point, no longer
/// declares the animator, its transition fails) is reported on one line and the previous
/// generation keeps playing. Every reload and failure is also kept for stderr after playback.
/// Time is passed in and the file and builds come from a `GenerationSource`, so tests drive it
/// on a manual clock.
package final class PluginWatcher {
  /// Seconds between samples of the watched file.
  package static let pollInterval = 0.15

  /// What the status row shows: the last reload or failure, with the file's name.
  package private(set) var status: String
  /// Every reload and failure as a full line (full path), in order.
  package private(set) var log: [String] = []
  private var source: any GenerationSource
  private var watch: StableFileWatch
  /// The new build being checked (on another thread), so playback and keys go on meanwhile.
  private var pending: (() -> Outcome?)?
  /// The generation on screen.
  private var playing = 1
  /// The generations that played, including the first.
  private var loaded = 1

  /// Watches the source's file from generation 1, already loaded (of version `version`) from
  /// the file as it was at stamp `handled`.
  package init(source: any GenerationSource, handled: FileStamp?, version: String) {
    self.source = source
    watch = StableFileWatch(handled: handled)
    status = "watching \(Self.name(of: source.path)) (version \(version), generation 1)"
  }

  /// Samples the file at a time of the playback clock; returns the new generation's timeline
  /// once a build has settled, been checked (on another thread) and loaded.
  package func poll(at time: Double) -> Timeline? {
    if let pending {
      guard let outcome = pending() else { return nil }
      self.pending = nil
      return settle(outcome)
    }
    guard watch.sample(at: time, stamp: source.stamp()) != nil else { return nil }
    switch source.begin() {
    case .finished(let outcome):
      return settle(outcome)
    case .checking(let check):
      pending = check
      status = "checking the new build of \(Self.name(of: source.path))…"
      return nil
    }
  }

  /// Counts and reports a loaded generation and returns its timeline, or reports a failure.
  private func settle(_ outcome: Outcome) -> Timeline? {
    switch outcome {
    case .loaded(let generation):
      loaded += 1
      playing = loaded
      report(
        "reloaded \(source.path) (version \(generation.version), generation \(playing))",
        isError: false
      )
      return generation.timeline
    case .failed(let message):
      report("\(message); still playing generation \(playing)", isError: true)
      return nil
    }
  }

  /// Logs the full line and shows it in the status row with the file's name for its path.
  private func report(_ line: String, isError: Bool) {
    let prefix = isError ? "animhost: error: " : "animhost: "
    log.append(prefix + line)
    let path = source.path
    let short = line.replacingAll(path, with: Self.name(of: path))
    status = (isError ? prefix : "") + short
  }

  /// The last component of a path.
  private static func name(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
