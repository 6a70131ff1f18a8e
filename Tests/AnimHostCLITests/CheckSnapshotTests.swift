import AnimHostTestSupport
import Foundation
import Testing

/// `animhost check --record DIR` and `--compare DIR`: golden frames for one case of `grow`.
@Suite struct CheckSnapshotTests {
  static let caseID = "both/fullScreen/phone"
  static let folder = "grow/both_fullScreen_phone"

  private func check(_ mode: String, _ dir: String) throws -> ProcessRunner.Result {
    try AnimHostProcess.run(["check", "grow", "--case", Self.caseID, mode, dir])
  }

  @Test func recordedGoldensCompareEqual() throws {
    let root = try TestDirectory("goldens")
    let goldens = root.file("goldens")
    let recorded = try check("--record", goldens)
    #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: goldens + "/" + Self.folder)
    #expect(
      files.sorted()
        == (["dismiss", "present"].flatMap { d in
          [0, 100, 25, 50, 75].map { "\(d)-\($0).png" }
        } + ["timeline.digest"]).sorted())
    let compared = try check("--compare", goldens)
    #expect(compared.status == 0)
    #expect(compared.stdout.contains("matches-goldens          pass"))
  }

  @Test func aChangedFrameFailsAndItsDifferenceIsWritten() throws {
    let root = try TestDirectory("goldens")
    let goldens = root.file("goldens")
    _ = try check("--record", goldens)
    let case_ = goldens + "/" + Self.folder
    try Data("0\n".utf8).write(to: URL(fileURLWithPath: case_ + "/timeline.digest"))
    try FileManager.default.removeItem(atPath: case_ + "/present-50.png")
    try FileManager.default.copyItem(
      atPath: case_ + "/present-0.png", toPath: case_ + "/present-50.png")
    let compared = try check("--compare", goldens)
    #expect(compared.status == 1)
    let failures = root.file("goldens-failures/") + Self.folder
    #expect(
      compared.stdout.contains(
        "present-50.png differs from the golden in "),
      "\(compared.stdout)")
    #expect(compared.stdout.contains("see \(failures)/present-50-expected.png"))
    let written = try FileManager.default.contentsOfDirectory(atPath: failures).sorted()
    #expect(written == ["present-50-actual.png", "present-50-diff.png", "present-50-expected.png"])
  }

  @Test func aDamagedGoldenIsOneClearReason() throws {
    let root = try TestDirectory("goldens")
    let goldens = root.file("goldens")
    _ = try check("--record", goldens)
    let case_ = goldens + "/" + Self.folder
    try Data("0\n".utf8).write(to: URL(fileURLWithPath: case_ + "/timeline.digest"))
    try Data("not an image".utf8).write(to: URL(fileURLWithPath: case_ + "/present-0.png"))
    let compared = try check("--compare", goldens)
    #expect(compared.status == 1)
    #expect(
      compared.stdout.contains(
        "cannot read '\(case_)/present-0.png': not a PNG file; record the golden frames again"))
  }

  @Test(arguments: [
    (
      ["--compare", "/nonexistent/goldens"], Int32(66), "no golden directory '/nonexistent/goldens'"
    ),
    (["--record", "/tmp/a", "--compare", "/tmp/b"], 64, "cannot be used together"),
  ])
  func badSnapshotArguments(arguments: [String], status: Int32, words: String) throws {
    let result = try AnimHostProcess.run(["check", "grow"] + arguments)
    #expect(result.status == status)
    #expect(result.stderr.contains(words), "\(result.stderr)")
  }
}
