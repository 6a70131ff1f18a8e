import HostSystem

// The dl* functions only: every other C call goes through HostSystem.
#if canImport(Glibc)
  import func Glibc.dlerror
  import func Glibc.dlopen
  import func Glibc.dlsym
  import var Glibc.RTLD_LOCAL
  import var Glibc.RTLD_NODELETE
  import var Glibc.RTLD_NOW
#endif

/// A loaded plugin image.
///
/// This file holds every dl* call in the project.
///
/// Images are opened with RTLD_NOW (a missing symbol fails at load time, not mid-animation),
/// RTLD_LOCAL (one plugin's copy of AnimatorKit never resolves another's symbols) and
/// RTLD_NODELETE, and are never closed: unloading an image with Swift metadata corrupts the
/// Swift runtime, so a loaded plugin lives as long as the process.
package struct DynamicLibrary: @unchecked Sendable {
  private let handle: UnsafeMutableRawPointer

  /// Opens the image behind an open file descriptor through /proc/self/fd, so the file that was
  /// checked is the file that loads.
  ///
  /// Who closes the descriptor, and when, is decided in one place, `PluginLoader.load`. The
  /// corresponding C function is dlopen(3).
  package static func open(
    descriptor: FileDescriptor, displayPath: String
  ) throws(PluginError) -> DynamicLibrary {
    let fd = descriptor.rawValue
    _ = dlerror()
    guard let handle = dlopen("/proc/self/fd/\(fd)", RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE) else {
      let reason = dlerror().map { String(cString: $0) } ?? "unknown dlopen error"
      let cleaned = reason.replacingAll("/proc/self/fd/\(fd)", with: displayPath)
      throw PluginError(
        .loadFailed, subject: displayPath,
        "\(displayPath): cannot load: \(cleaned); rebuild the plugin for this machine and animhost")
    }
    return DynamicLibrary(handle: handle)
  }

  /// The address of an exported symbol, or nil.
  ///
  /// The corresponding C function is dlsym(3).
  package func symbol(_ name: String) -> UnsafeMutableRawPointer? {
    dlsym(handle, name)
  }
}
