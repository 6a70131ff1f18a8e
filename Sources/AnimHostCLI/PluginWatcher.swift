import Dispatch
import PluginBridge
import PluginHost
import Synchronization
import TransitionEngine

/// `play --watch`: watches the plugin file that provides the animator and, once a new build of
/// it has settled, loads it as the next generation and runs its transitions for the player.
///
/// A generation that cannot be used (not a plugin, crashes or hangs in its entry point, no longer
/// declares the animator, its transition fails) is reported on one line and the previous
/// generation keeps playing. Every reload and failure is also kept for stderr after playback.
final class PluginWatcher {
  /// Seconds between samples of the watched file.
  static let pollInterval = 0.15

  /// The animator of generation 1.
  let first: LoadedAnimator
  /// What the status row shows: the last reload or failure, with the file's name.
  private(set) var status: String
  /// Every reload and failure as a full line (full path), in order.
  private(set) var log: [String] = []
  private var loader: GenerationLoader
  private var watch: StableFileWatch
  /// The new build being scanned on another thread, so playback and keys go on meanwhile.
  private var pending: (staged: GenerationLoader.Staged, scan: PendingScan)?
  private let settings: [(name: String, value: String)]
  private let request: TransitionRequest
  /// The generation on screen.
  private var playing = 1
  /// The generations that played, including the first.
  private var loaded = 1

  /// Loads generation 1 through the loader and starts watching its file.
  /// - Throws: PluginError when the first generation does not load.
  init(
    loader: GenerationLoader, settings: [(name: String, value: String)], request: TransitionRequest
  ) throws(PluginError) {
    var loader = loader
    watch = StableFileWatch(handled: FileStamp.of(path: loader.source))
    first = try loader.load { _ in }
    self.loader = loader
    self.settings = settings
    self.request = request
    status = "watching \(Self.name(of: loader.source)) (version \(first.plugin.version), generation 1)"
  }

  /// Samples the file at a monotonic time; returns the new generation's timeline once one has
  /// settled, been scanned (on another thread) and loaded.
  func poll(at time: Double) -> Timeline? {
    if let pending {
      guard let outcome = pending.scan.outcome else { return nil }
      self.pending = nil
      return attempt { () throws(PluginError) in try loader.finish(pending.staged, scanned: outcome) }
    }
    guard watch.sample(at: time, stamp: FileStamp.of(path: loader.source)) != nil else { return nil }
    guard loader.scanner != nil else {
      return attempt { () throws(PluginError) in try loader.load { _ in } }
    }
    do {
      let staged = try loader.stage { _ in }
      let scan = PendingScan()
      let loader = self.loader
      DispatchQueue.global().async { scan.finish(loader.scan(staged)) }
      pending = (staged, scan)
      status = "checking the new build of \(Self.name(of: loader.source))…"
    } catch {
      report("\(error.message); still playing generation \(playing)", isError: true)
    }
    return nil
  }

  /// Loads a generation and runs its transitions; reports a failure and returns nil.
  private func attempt(_ load: () throws(PluginError) -> LoadedAnimator) -> Timeline? {
    let failure: String
    do {
      let animator = try load()
      let parameters = try ParameterResolver.resolve(settings, for: animator)
      let timeline = try PluginTransition.run(animator, parameters: parameters, request: request)
      loaded += 1
      playing = loaded
      report("reloaded \(loader.source) (version \(animator.plugin.version), generation \(playing))", isError: false)
      return timeline
    } catch let error as PluginError {
      failure = error.message
    } catch let error as EngineError {
      failure = "\(loader.source): \(error.message)"
    } catch {
      failure = "\(loader.source): \(error)"
    }
    report("\(failure); still playing generation \(playing)", isError: true)
    return nil
  }

  /// Logs the full line and shows it in the status row with the file's name for its path.
  private func report(_ line: String, isError: Bool) {
    let prefix = isError ? "animhost: error: " : "animhost: "
    log.append(prefix + line)
    let source = loader.source
    let short = line.split(separator: source, omittingEmptySubsequences: false).joined(separator: Self.name(of: source))
    status = (isError ? prefix : "") + short
  }

  /// The last component of a path.
  private static func name(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}

/// The outcome of a scan running on another thread: nil until it is done.
final class PendingScan: Sendable {
  private let result = Mutex<ScanOutcome??>(nil)

  /// What the scanner found (nil inside when there was no scanner), or nil while it runs.
  var outcome: ScanOutcome?? { result.withLock { $0 } }

  /// Records the scan's outcome.
  func finish(_ outcome: ScanOutcome?) { result.withLock { $0 = .some(outcome) } }
}
