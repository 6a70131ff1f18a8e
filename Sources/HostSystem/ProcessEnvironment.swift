/// The process's environment variables.
package enum ProcessEnvironment {
  /// The entries as `NAME=value`, in the order the process got them.
  package static var entries: [String] {
    var entries: [String] = []
    forEachEntry { entries.append(String(decoding: $0, as: UTF8.self)) }
    return entries
  }

  /// The variables by name; the first value wins for a name given twice.
  ///
  /// Split at the first `=` byte: Character-level searching made this a twentieth of a warm
  /// `animhost list`.
  package static var variables: [String: String] {
    var variables: [String: String] = [:]
    forEachEntry { bytes in
      guard let equals = bytes.firstIndex(of: 0x3D) else { return }
      let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<equals]), as: UTF8.self)
      guard variables[name] == nil else { return }
      variables[name] = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[(equals + 1)...]), as: UTF8.self)
    }
    return variables
  }

  /// Calls `body` with the bytes of each `NAME=value` entry, in order.
  private static func forEachEntry(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    var cursor = system_environ()
    while let entry = cursor.pointee {
      cursor += 1
      let base = UnsafeRawPointer(entry).assumingMemoryBound(to: UInt8.self)
      var length = 0
      while base[length] != 0 { length += 1 }
      body(UnsafeBufferPointer(start: base, count: length))
    }
  }

  /// One variable's value, or nil when it is not set.
  ///
  /// The corresponding C function is `getenv(3)`.
  package static func value(_ name: String) -> String? {
    system_getenv(name).map { String(cString: $0) }
  }

  /// Sets a variable, replacing its value.
  ///
  /// The corresponding C function is `setenv(3)`; not safe while other threads read the
  /// environment.
  package static func set(_ name: String, to value: String) {
    _ = system_setenv(name, value)
  }

  /// Removes a variable.
  ///
  /// The corresponding C function is `unsetenv(3)`.
  package static func remove(_ name: String) {
    _ = system_unsetenv(name)
  }
}
