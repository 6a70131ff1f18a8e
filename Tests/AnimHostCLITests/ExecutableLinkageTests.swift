import AnimHostTestSupport
import Foundation
import Testing

/// The host executable starts without Foundation, Concurrency, string processing, Dispatch and
/// Synchronization: loading libFoundation and its ICU data took half of `animhost list`'s time,
/// and the other runtime libraries a fifth of `animhost --help`'s (3.2 ms, now 2.5 ms).
@Suite struct ExecutableLinkageTests {
  static let ldd = "/usr/bin/ldd"

  @Test(
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: ldd), "needs ldd (Debian package libc-bin)"),
    arguments: [
      "libFoundation.so", "libFoundationEssentials.so", "libFoundationInternationalization.so",
      "lib_FoundationICU.so", "libswift_Concurrency.so", "libswift_StringProcessing.so",
      "libswift_RegexParser.so", "libswiftSynchronization.so", "libdispatch.so",
      "libswiftDispatch.so",
    ])
  func hostDoesNotLoad(library: String) throws {
    let result = try ProcessRunner.run(Self.ldd, [BuiltProducts.executable])
    try #require(result.status == 0, "ldd failed: \(result.stderr)")
    #expect(
      result.stdout.contains("libswiftCore.so"), "ldd printed no Swift runtime: \(result.stdout)")
    let loaded = result.stdout.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(
      !loaded.contains { $0.hasPrefix(library + " ") },
      "animhost links \(library); use HostSystem (Glibc) instead")
  }
}
