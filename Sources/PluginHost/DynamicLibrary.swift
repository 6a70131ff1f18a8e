import HostSystem

/// A loaded plugin image (the dl* calls themselves are in HostSystem's `SharedLibrary`).
///
/// Images are opened with RTLD_NOW, RTLD_LOCAL and RTLD_NODELETE and are never closed (see
/// `SharedLibrary`).
package struct DynamicLibrary: @unchecked Sendable {
  private let library: SharedLibrary

  /// Opens the image behind an open file descriptor through /proc/self/fd, so the file that was
  /// checked is the file that loads.
  ///
  /// Who closes the descriptor, and when, is decided in one place, `PluginLoader.load`. The
  /// corresponding C function is dlopen(3).
  package static func open(
    descriptor: FileDescriptor, displayPath: String
  ) throws(PluginError) -> DynamicLibrary {
    let fd = descriptor.rawValue
    switch SharedLibrary.open("/proc/self/fd/\(fd)") {
    case .success(let library):
      return DynamicLibrary(library: library)
    case .failure(let failure):
      let cleaned = failure.message.replacingAll("/proc/self/fd/\(fd)", with: displayPath)
      throw PluginError(
        .loadFailed, subject: displayPath,
        "\(displayPath): cannot load: \(cleaned); rebuild the plugin for this machine and animhost")
    }
  }

  /// The address of an exported symbol, or nil.
  ///
  /// The corresponding C function is dlsym(3).
  package func symbol(_ name: String) -> UnsafeMutableRawPointer? {
    library.symbol(name)
  }
}
