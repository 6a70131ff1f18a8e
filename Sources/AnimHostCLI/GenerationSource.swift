import PluginHost
import TransitionEngine

/// Where `play --watch` gets its generations: the watched file's stamp, and new builds turned
/// into timelines.
///
/// Live, that is `PluginGenerations` (the plugin loader and the child scanner); tests script
/// stamps and builds on a manual clock, so hot reload runs without plugins or real time.
package protocol GenerationSource {
  /// The watched file, as messages name it in full.
  var path: String { get }
  /// The watched file's stamp now; nil when it is missing.
  func stamp() -> FileStamp?
  /// Begins loading the file as it is now as the next generation.
  mutating func begin() -> PluginWatcher.Load
}

extension PluginWatcher {
  /// A generation ready to play: its plugin's version and its transitions.
  package struct Generation: Sendable {
    /// The plugin's version, for the status row.
    package var version: String
    /// The transitions the new generation ran.
    package var timeline: Timeline

    /// A generation from its version and timeline.
    package init(version: String, timeline: Timeline) {
      self.version = version
      self.timeline = timeline
    }
  }

  /// How loading a new build ended.
  package enum Outcome: Sendable {
    /// The build loaded and ran its transitions.
    case loaded(Generation)
    /// The build cannot be used: the full message, naming the watched file by its path.
    case failed(String)
  }

  /// A new build on its way: done at once, or being checked on another thread.
  package enum Load {
    /// Loaded or failed without a check (no child scanner, or the copy could not be made).
    case finished(Outcome)
    /// Being checked; the closure is asked on the player's thread between frames and returns
    /// the outcome once the check is done (loading the build then), nil until then.
    case checking(() -> Outcome?)
  }
}
