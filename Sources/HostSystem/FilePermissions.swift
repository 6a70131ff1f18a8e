#if canImport(Glibc)
  @preconcurrency import Glibc
#endif

/// A file's permission bits (`0o755`), written as an integer literal.
package struct FilePermissions: RawRepresentable, Hashable, Sendable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  /// The mode bits, at most `0o7777`.
  package let rawValue: UInt32

  /// Permissions from mode bits; anything above `0o7777` is dropped.
  package init(rawValue: UInt32) { self.rawValue = rawValue & 0o7777 }

  /// Permissions from an octal literal such as `0o644`.
  package init(integerLiteral value: UInt32) { self.init(rawValue: value) }

  /// As `0755`.
  package var description: String { "0" + String(rawValue, radix: 8) }

  /// Whether the group or others may write.
  package var isWritableByOthers: Bool { rawValue & 0o022 != 0 }

  /// These permissions less the process's file-creation mask, as `open(2)` applies it.
  package func lessUmask() -> FilePermissions {
    FilePermissions(rawValue: rawValue & ~CurrentProcess.fileCreationMask.rawValue)
  }

  /// The C type.
  var mode: mode_t { mode_t(rawValue) }
}
