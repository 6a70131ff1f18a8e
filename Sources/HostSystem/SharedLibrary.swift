// The dl* functions only: this file holds every dl* call in the project.
#if canImport(Glibc)
  import func Glibc.dlerror
  import func Glibc.dlopen
  import func Glibc.dlsym
  import var Glibc.RTLD_LOCAL
  import var Glibc.RTLD_NODELETE
  import var Glibc.RTLD_NOW
#endif

/// A shared object loaded at run time: a plugin (see PluginHost's `DynamicLibrary`), or a system
/// library that only some commands need (FreeType and zlib for rendering), so that starting
/// animhost does not load it.
///
/// Images are opened with RTLD_NOW (a missing symbol fails at load time, not mid-animation),
/// RTLD_LOCAL (one plugin's copy of AnimatorKit never resolves another's symbols) and
/// RTLD_NODELETE, and are never closed: unloading an image with Swift metadata corrupts the
/// Swift runtime, so a loaded image lives as long as the process.
package struct SharedLibrary: @unchecked Sendable {
  private let handle: UnsafeMutableRawPointer

  /// Loads a shared object by path (or by soname, searched as the dynamic linker does).
  ///
  /// The corresponding C function is dlopen(3).
  /// - Returns: the library, or dlerror(3)'s message.
  package static func open(_ path: String) -> Result<SharedLibrary, LoadFailure> {
    _ = dlerror()
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_NODELETE) else {
      let reason = dlerror().map { String(cString: $0) } ?? "unknown dlopen error"
      return .failure(LoadFailure(message: reason))
    }
    return .success(SharedLibrary(handle: handle))
  }

  /// The address of an exported symbol, or nil.
  ///
  /// The corresponding C function is dlsym(3).
  package func symbol(_ name: String) -> UnsafeMutableRawPointer? {
    dlsym(handle, name)
  }

  /// An exported function as a `@convention(c)` function type, or nil when it is missing.
  package func function<Function>(_ name: String, as type: Function.Type) -> Function? {
    symbol(name).map { unsafeBitCast($0, to: type) }
  }

  /// A function the library must have, or a failure naming the library and the symbol.
  package func require<Function>(_ name: String, as type: Function.Type, in soname: String)
    throws(LoadFailure) -> Function
  {
    guard let found = function(name, as: type) else {
      throw LoadFailure(message: "\(soname) has no \(name)")
    }
    return found
  }

  /// Why dlopen(3) refused a file, in its own words.
  package struct LoadFailure: Error, Equatable, Sendable {
    /// dlerror(3)'s message, or what is missing from the library.
    package var message: String

    /// A failure with its message.
    package init(message: String) { self.message = message }
  }
}
