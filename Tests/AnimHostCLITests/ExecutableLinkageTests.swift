import AnimHostTestSupport
import Foundation
import Testing

/// The host executable starts without Foundation, Concurrency, string processing, Dispatch and
/// Synchronization: loading libFoundation and its ICU data took half of `animhost list`'s time,
/// and the other runtime libraries a fifth of `animhost --help`'s (3.2 ms, then 2.5 ms).
///
/// It links the Swift runtime statically (`-static-stdlib`: no libswiftCore or libswiftGlibc to load and
/// bind, 2.5 → 1.7 ms), and the C++ library and unwinder that runtime uses (libstdc++ and
/// libgcc_s, 1.8 → 1.2 ms for `--version`), and loads FreeType and zlib only when it draws
/// (FreeTypeLibrary, ZlibLibrary: FreeType and what it links, libpng and brotli, were 0.5 ms of
/// every start).
@Suite struct ExecutableLinkageTests {
  static let ldd = "/usr/bin/ldd"

  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: ldd), "needs ldd (Debian package libc-bin)"),
    arguments: [
      "libFoundation.so", "libFoundationEssentials.so", "libFoundationInternationalization.so",
      "lib_FoundationICU.so", "libswift_Concurrency.so", "libswift_StringProcessing.so",
      "libswift_RegexParser.so", "libswiftSynchronization.so", "libdispatch.so",
      "libswiftDispatch.so", "libswiftCore.so", "libswiftGlibc.so", "libfreetype.so.6",
      "libpng16.so.16", "libz.so.1", "libbrotlidec.so.1", "libstdc++.so.6", "libgcc_s.so.1",
    ])
  func hostDoesNotLoad(library: String) throws {
    let result = try ProcessRunner.run(Self.ldd, [BuiltProducts.executable])
    try #require(result.status == 0, "ldd failed: \(result.stderr)")
    #expect(result.stdout.contains("libc.so.6"), "ldd printed no C library: \(result.stdout)")
    let loaded = result.stdout.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(
      !loaded.contains { $0.hasPrefix(library + " ") },
      "animhost links \(library); use HostSystem (Glibc), or load it when used (SharedLibrary)")
  }

  static let nm = "/usr/bin/nm"

  /// Plugins load their own Swift runtime (libswiftCore.so): the host's static copy must not
  /// export its symbols, or a plugin's `swift_*` calls would bind to it and mix two runtimes'
  /// metadata (`--exclude-libs ALL` in the toolchain's static-stdlib-args.lnk hides them).
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: nm), "needs nm (Debian package binutils)"),
    arguments: ["swift_retain", "swift_allocObject", "swift_conformsToProtocol"])
  func hostRuntimeIsNotExported(symbol: String) throws {
    let result = try ProcessRunner.run(
      Self.nm, ["-D", "--defined-only", BuiltProducts.executable])
    try #require(result.status == 0, "nm failed: \(result.stderr)")
    let names = result.stdout.split(separator: "\n").compactMap { $0.split(separator: " ").last }
    #expect(!names.contains { $0 == symbol }, "animhost exports \(symbol) to its plugins")
  }

  /// No plugin binds to the host's own code, so it exports none of its Swift symbols: the
  /// toolchain's `-export-dynamic` put 8,000 in the dynamic symbol table, which the runtime's
  /// `dladdr` at start walks one by one (`--no-export-dynamic` in Package.swift).
  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: nm), "needs nm (Debian package binutils)"))
  func hostExportsNoSwiftSymbols() throws {
    let result = try ProcessRunner.run(
      Self.nm, ["-D", "--defined-only", BuiltProducts.executable])
    try #require(result.status == 0, "nm failed: \(result.stderr)")
    let swiftNames = result.stdout.split(separator: "\n").compactMap {
      $0.split(separator: " ").last
    }.filter { $0.hasPrefix("$s") }
    #expect(
      swiftNames.isEmpty,
      "animhost exports \(swiftNames.count) Swift symbols, e.g. \(swiftNames.prefix(3))")
  }
}
