/// The C library's allocator (`malloc`), as this process uses it.
package enum MemoryAllocator {
  /// `mallopt`'s parameter for the most arenas (`M_ARENA_MAX` in glibc's `malloc.h`).
  private static let arenaMaximum: Int32 = -8

  /// Has every thread allocate from the one main arena; false when the C library has no
  /// `mallopt` (not glibc) or refused.
  ///
  /// glibc gives each thread that allocates its own arena, and memory freed in an arena stays
  /// with it: frames drawn on worker threads and freed on the encoder's thread kept about 10
  /// MiB more resident at `animhost render`'s peak. Call it before starting threads; threads
  /// already running keep their arenas. The corresponding C call is `mallopt(M_ARENA_MAX, 1)`,
  /// found with `dlsym` since `malloc.h` is not in the Glibc module.
  @discardableResult
  package static func useOneArena() -> Bool {
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    guard case let .success(library) = SharedLibrary.open("libc.so.6"),
      let mallopt = library.function("mallopt", as: Mallopt.self)
    else { return false }
    return mallopt(arenaMaximum, 1) == 1
  }
}
