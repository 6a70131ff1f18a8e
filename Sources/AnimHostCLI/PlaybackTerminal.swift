/// Something that happened on the terminal while playback waited.
package enum TerminalEvent: Equatable, Sendable {
  /// A key was pressed.
  case key(UInt8)
  /// The window changed size (SIGWINCH).
  case resize
  /// A signal that ends playback: SIGINT, SIGTERM or SIGHUP.
  case signal(Int32)
}

/// What live playback draws on and listens to: the live `TerminalSession`, or a scripted
/// terminal in tests.
///
/// Deadlines are times on the `PlaybackClock` the player runs with.
package protocol PlaybackTerminal: AnyObject {
  /// The window size in cells.
  func size() -> (columns: Int, rows: Int)
  /// Writes all the bytes to the screen.
  func write(_ bytes: [UInt8])
  /// Waits for keys, resizes or signals until the deadline (nil: no wait, just collect) and
  /// returns what happened, which is empty when the deadline passed first.
  func wait(until deadline: Double?) -> [TerminalEvent]
}
