import PluginHost

/// Decides when a watched file's new version is ready to load: once its stamp differs from the
/// last version handled and has stayed the same across samples for the settle interval.
///
/// It is fed samples of (time, stamp) and does no I/O, so it runs on any clock. A missing file
/// (nil stamp) waits; a file that goes back to the version last handled is not loaded again.
package struct StableFileWatch: Equatable {
  /// Seconds a changed stamp must stay the same before it is handed out.
  package let settle: Double
  /// The version last handed out (or the one loaded at the start); nil when none was.
  package private(set) var handled: FileStamp?
  /// The changed version being watched, and the time it was first seen.
  private var candidate: FileStamp?
  private var since = 0.0

  /// A watch that starts from the version already loaded.
  package init(handled: FileStamp?, settle: Double = 0.3) {
    precondition(settle >= 0, "StableFileWatch: negative settle interval")
    self.handled = handled
    self.settle = settle
  }

  /// Takes one sample; returns the stamp to load when a changed file has now been stable for
  /// the settle interval, and from then on treats that stamp as handled (loaded or not).
  package mutating func sample(at time: Double, stamp: FileStamp?) -> FileStamp? {
    guard let stamp, stamp != handled else {
      candidate = nil
      return nil
    }
    guard stamp == candidate else {
      candidate = stamp
      since = time
      return nil
    }
    guard time - since >= settle else { return nil }
    handled = stamp
    candidate = nil
    return stamp
  }
}
