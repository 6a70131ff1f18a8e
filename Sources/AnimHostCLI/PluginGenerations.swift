import HostSystem
import PluginBridge
import PluginHost
import TransitionEngine

/// The live generations of `play --watch`: the plugin file's stamp, and each new build copied,
/// checked in the child scanner and run in a run child, both on another thread, so playback and
/// keys go on meanwhile.
///
/// With `--in-process` (no scanner) the copy is loaded and run here.
package struct PluginGenerations: GenerationSource {
  private var loader: GenerationLoader
  private let settings: [(name: String, value: String)]
  private let request: TransitionRequest
  /// Runs transitions in a child; nil runs them here (`--in-process`).
  private let runner: AnimatorRunner?
  /// Runs a scan and run off the player's thread; tests run it at once.
  private let dispatch: (@escaping @Sendable () -> Void) -> Void

  /// Generations of the loader's file, run with the settings on the request; checks run on a
  /// thread of their own unless `dispatch` says otherwise.
  package init(
    loader: GenerationLoader,
    settings: [(name: String, value: String)],
    request: TransitionRequest,
    runner: AnimatorRunner?,
    dispatch: @escaping (@escaping @Sendable () -> Void) -> Void = { work in
      if !DetachedThread.start(work) { work() }
    }
  ) {
    self.loader = loader
    self.settings = settings
    self.request = request
    self.runner = runner.flatMap { $0.inProcess || loader.scanner == nil ? nil : $0 }
    self.dispatch = dispatch
  }

  /// Makes generation 1 (waiting for it) and watches its file with the live generations.
  /// - Throws: PluginError when the first generation cannot be used.
  package static func watch(
    loader: GenerationLoader,
    settings: [(name: String, value: String)],
    request: TransitionRequest,
    runner: AnimatorRunner?
  ) throws(PluginError) -> (watcher: PluginWatcher, timeline: Timeline) {
    var generations = PluginGenerations(
      loader: loader, settings: settings, request: request, runner: runner, dispatch: { $0() })
    let handled = generations.stamp()
    let first: PluginWatcher.Outcome?
    switch generations.begin() {
    case .finished(let outcome): first = outcome
    case .checking(let outcome): first = outcome()
    }
    guard case .loaded(let generation)? = first else {
      if case .failed(let message)? = first {
        throw PluginError(.loadFailed, subject: loader.source, message)
      }
      throw PluginError(.loadFailed, subject: loader.source, "\(loader.source): did not load")
    }
    generations = PluginGenerations(
      loader: generations.loader, settings: settings, request: request, runner: runner)
    let watcher = PluginWatcher(source: generations, handled: handled, version: generation.version)
    return (watcher, generation.timeline)
  }

  /// The watched plugin file.
  package var path: String { loader.source }

  /// The watched file's stamp now (`stat`); nil when it is missing.
  package func stamp() -> FileStamp? { FileStamp.of(path: loader.source) }

  /// Copies the file and checks and runs the copy on another thread, or, without a child
  /// scanner, loads and runs it here at once.
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
    let pending = Pending<PluginWatcher.Outcome>()
    let loader = self.loader
    let generations = self
    if let runner {
      dispatch { [settings, request] in
        pending.finish(
          Self.runInChild(
            Result { () throws(PluginError) in
              try loader.checked(staged, scanned: loader.scan(staged))
            }, settings: settings, request: request, runner: runner))
      }
      return .checking { pending.value }
    }
    // The scan's outcome is itself optional (nil without a scanner).
    let scan = Pending<ScanOutcome?>()
    dispatch { scan.finish(loader.scan(staged)) }
    return .checking {
      guard let outcome = scan.value else { return nil }
      return generations.generation(
        Result { () throws(PluginError) in try loader.finish(staged, scanned: outcome) })
    }
  }

  /// Runs a checked copy's transitions in a run child; a failure is one message naming the file.
  private static func runInChild(
    _ checked: Result<(animator: AnimatorMetadata, file: PluginFile), PluginError>,
    settings: [(name: String, value: String)],
    request: TransitionRequest, runner: AnimatorRunner
  ) -> PluginWatcher.Outcome {
    do throws(PluginError) {
      let (animator, file) = try checked.get()
      defer { file.discard() }
      let parameters = try ParameterResolver.resolve(settings, for: animator)
      do throws(CLIError) {
        let timeline = try runner.timeline(
          animator, file: file, parameters: parameters, request: request)
        return .loaded(.init(version: animator.plugin.version, timeline: timeline))
      } catch {
        return .failed(error.message)
      }
    } catch {
      return .failed(error.message)
    }
  }

  /// Runs the transitions of an animator loaded here; a failure is one message naming the file.
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

/// Work finishing on another thread (a scan, or a generation's check and run): its value, nil
/// until it is done.
final class Pending<Value: Sendable>: Sendable {
  private let result = Locked<Value?>(nil)

  /// The value, or nil while the work runs.
  var value: Value? { result.withLock { $0 } }

  /// Records the value.
  func finish(_ value: Value) { result.withLock { $0 = value } }
}
