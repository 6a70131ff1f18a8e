import Dispatch
import PluginBridge
import PluginHost
import Synchronization
import TransitionEngine

/// The live generations of `play --watch`: the plugin file's stamp, and each new build copied,
/// checked in the child scanner on another thread, loaded through `GenerationLoader` and its
/// transitions run.
package struct PluginGenerations: GenerationSource {
  private var loader: GenerationLoader
  private let settings: [(name: String, value: String)]
  private let request: TransitionRequest
  /// Runs a scan off the player's thread; tests run it at once.
  private let dispatch: (@escaping @Sendable () -> Void) -> Void

  /// Generations of the loader's file, run with the settings on the request; scans run on a
  /// global queue unless `dispatch` says otherwise.
  package init(
    loader: GenerationLoader,
    settings: [(name: String, value: String)],
    request: TransitionRequest,
    dispatch: @escaping (@escaping @Sendable () -> Void) -> Void = {
      DispatchQueue.global().async(execute: $0)
    }
  ) {
    self.loader = loader
    self.settings = settings
    self.request = request
    self.dispatch = dispatch
  }

  /// Loads generation 1 through the loader and watches its file with the live generations.
  /// - Throws: PluginError when the first generation does not load.
  package static func watch(
    loader: GenerationLoader,
    settings: [(name: String, value: String)],
    request: TransitionRequest
  ) throws(PluginError) -> (watcher: PluginWatcher, first: LoadedAnimator) {
    var generations = PluginGenerations(loader: loader, settings: settings, request: request)
    let handled = generations.stamp()
    let first = try generations.loader.load { _ in }
    let watcher = PluginWatcher(
      source: generations,
      handled: handled,
      version: first.plugin.version
    )
    return (watcher, first)
  }

  /// The watched plugin file.
  package var path: String { loader.source }

  /// The watched file's stamp now (`stat`); nil when it is missing.
  package func stamp() -> FileStamp? { FileStamp.of(path: loader.source) }

  /// Copies the file and scans the copy on another thread, or, without a child scanner, loads
  /// it at once.
  package mutating func begin() -> PluginWatcher.Load {
    guard loader.scanner != nil else {
      let loaded = Result { () throws(PluginError) in try self.loader.load { _ in } }
      return .finished(generation(loaded))
    }
    let staged: GenerationLoader.Staged
    do {
      staged = try loader.stage { _ in }
    } catch {
      return .finished(.failed(error.message))
    }
    let scan = PendingScan()
    let loader = self.loader
    dispatch { scan.finish(loader.scan(staged)) }
    let generations = self
    return .checking {
      guard let outcome = scan.outcome else { return nil }
      return generations.generation(
        Result { () throws(PluginError) in try loader.finish(staged, scanned: outcome) }
      )
    }
  }

  /// Runs the transitions of a loaded animator; a failure is one message naming the file.
  private func generation(_ loaded: Result<LoadedAnimator, PluginError>) -> PluginWatcher.Outcome {
    do {
      let animator = try loaded.get()
      let parameters = try ParameterResolver.resolve(settings, for: animator)
      let timeline = try PluginTransition.run(animator, parameters: parameters, request: request)
      return .loaded(.init(version: animator.plugin.version, timeline: timeline))
    } catch let error as PluginError {
      return .failed(error.message)
    } catch let error as EngineError {
      return .failed("\(loader.source): \(error.message)")
    } catch {
      return .failed("\(loader.source): \(error)")
    }
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
