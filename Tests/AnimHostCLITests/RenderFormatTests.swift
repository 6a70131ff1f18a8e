import AnimHostTestSupport
import Foundation
import Testing

/// `animhost render -o FILE` end to end for every format: exit code, magic bytes, no temp files.
@Suite struct RenderFormatTests {
  struct FormatCase: Sendable, CustomTestStringConvertible {
    var file: String
    var magic: [UInt8]
    /// A chunk or marker the file must contain (APNG's acTL), or that it must not (a PNG's).
    var contains: String?
    var lacks: String?
    var testDescription: String { file }
  }

  static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  static let formats: [FormatCase] = [
    FormatCase(file: "out.gif", magic: Array("GIF89a".utf8)),
    FormatCase(file: "out.apng", magic: png, contains: "acTL"),
    FormatCase(file: "out.png", magic: png, lacks: "acTL"),
    FormatCase(file: "out.html", magic: Array("<!doctype html>".utf8)),
    FormatCase(file: "out.json", magic: Array("{\"format\":\"animhost-timeline\"".utf8)),
  ]

  /// The names in a directory that look like animhost temporary files.
  static func temporaryFiles(in directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).filter {
      $0.hasPrefix(".animhost-")
    }
  }

  @Test(arguments: formats)
  func writesTheFormatChosenByTheExtension(_ c: FormatCase) throws {
    let dir = try TestDirectory("format")
    let scale = c.file.hasSuffix(".json") ? [] : ["--scale", "0.5"]
    let result = try AnimHostProcess.run(
      ["render", "grow", "-o", dir.file(c.file), "--fps", "30"] + scale)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.hasPrefix("wrote \(dir.file(c.file)): present 0.3 s"))
    #expect(result.stderr.isEmpty, "no progress bar when stderr is not a terminal")
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir.file(c.file))))
    #expect(Array(bytes.prefix(c.magic.count)) == c.magic)
    let text = String(decoding: bytes, as: UTF8.self)
    if let marker = c.contains { #expect(text.contains(marker)) }
    if let marker = c.lacks { #expect(!text.contains(marker)) }
    #expect(try Self.temporaryFiles(in: dir.path).isEmpty)
  }

  @Test func theSameRunGivesTheSameBytes() throws {
    let dir = try TestDirectory("same")
    for name in ["a.gif", "b.gif"] {
      let result = try AnimHostProcess.run([
        "render", "cross-dissolve", "-o", dir.file(name), "--scale", "0.25", "--fps", "20",
      ])
      #expect(result.status == 0)
    }
    let a = try Data(contentsOf: URL(fileURLWithPath: dir.file("a.gif")))
    #expect(a == (try Data(contentsOf: URL(fileURLWithPath: dir.file("b.gif")))))
  }

  @Test func htmlIsSelfContainedWithEveryControl() throws {
    let dir = try TestDirectory("html")
    let result = try AnimHostProcess.run([
      "render", "grow", "-o", dir.file("p.html"), "--scale", "0.5", "--fps", "30",
    ])
    #expect(result.status == 0)
    let text = try String(contentsOfFile: dir.file("p.html"), encoding: .utf8)
    for id in ["stage", "play", "scrub", "speed", "loop", "time", "events", "diagnostics"] {
      #expect(text.contains("id=\"\(id)\""), "missing control \(id)")
    }
    for speed in ["0.25", "0.5", "1", "1.5", "2"] {
      #expect(text.contains("<option value=\"\(speed)\""))
    }
    #expect(text.contains("data:image/png;base64,"))
    #expect(text.contains("viewWillAppear"))
    #expect(!text.lowercased().contains("http:") && !text.lowercased().contains("https:"))
    #expect(!text.contains("src=\"//") && !text.contains("href="))
  }

  static let hasChromium = FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")

  @Test(
    .enabled(
      if: hasChromium,
      "needs /usr/bin/chromium (Debian package chromium) to run the player's script"))
  func htmlPlayerRunsInAHeadlessBrowser() throws {
    let dir = try TestDirectory("chromium")
    let result = try AnimHostProcess.run([
      "render", "grow", "-o", dir.file("p.html"), "--scale", "0.5", "--fps", "30",
    ])
    #expect(result.status == 0)
    let dom = try ProcessRunner.run(
      "/usr/bin/chromium",
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(dir.file("profile"))",
        "--dump-dom",
        "file://\(dir.file("p.html"))",
      ])
    #expect(
      dom.stdout.contains("present 0.000 s · frame 1 of 20"), "dom: \(dom.stdout.suffix(2000))")
    #expect(dom.stdout.contains("<li class=\"latest\">present 0.000 s  animateTransition grow"))
    #expect(dom.stdout.contains("<ul id=\"diagnostics\"><li>none</li></ul>"))
  }

  static let hasPillow =
    (try? ProcessRunner.run("/usr/bin/env", ["python3", "-c", "import PIL"]).status) == 0

  /// The screenshot shows the first frame: the white "Tap me" screen with the yellow snapshot
  /// at the button's frame (120×48 points at scale 1).
  @Test(
    .enabled(
      if: hasChromium && hasPillow,
      "needs /usr/bin/chromium and Pillow (pip install pillow) to read the screenshot"))
  func htmlPlayerScreenshotShowsTheScene() throws {
    let dir = try TestDirectory("chromium-shot")
    let result = try AnimHostProcess.run([
      "render", "grow", "-o", dir.file("p.html"), "--fps", "30",
    ])
    #expect(result.status == 0)
    let shot = dir.file("shot.png")
    _ = try ProcessRunner.run(
      "/usr/bin/chromium",
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(dir.file("profile"))",
        "--screenshot=\(shot)", "--window-size=900,1000", "file://\(dir.file("p.html"))",
      ])
    let count = try ProcessRunner.run(
      "/usr/bin/env",
      [
        "python3", "-c",
        "import sys; from PIL import Image; im = Image.open(sys.argv[1]).convert('RGB'); "
          + "d = im.getdata(); print(sum(1 for p in d if p == (255, 255, 0)), "
          + "sum(1 for p in d if p == (255, 255, 255)))",
        shot,
      ])
    let numbers = count.stdout.split(separator: " ").compactMap {
      Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    #expect(numbers.count == 2, "\(count.stderr)")
    #expect((numbers.first ?? 0) > 120 * 48 * 8 / 10, "yellow pixels: \(numbers)")
    #expect((numbers.last ?? 0) > 390 * 844 / 2, "white pixels: \(numbers)")
  }

  static let hasScript = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

  @Test(
    .enabled(if: hasScript, "needs /usr/bin/script (Debian package bsdutils) for a pseudo-terminal")
  )
  func progressBarShowsOnATerminalAndIsCleared() throws {
    let dir = try TestDirectory("progress")
    let log = dir.file("typescript")
    let command =
      "\(BuiltProducts.executable) render grow -o \(dir.file("p.gif")) --scale 0.5 --fps 20"
    let result = try ProcessRunner.run(
      "/usr/bin/script", ["-q", "-e", "-c", command, log],
      environment: try RenderInterruptTests.environment())
    #expect(result.status == 0)
    let text = try String(contentsOfFile: log, encoding: .utf8)
    #expect(text.contains("\rrendering \(dir.file("p.gif")) [#"))
    #expect(text.contains("] 100%\u{1B}[K\r\u{1B}[Kwrote \(dir.file("p.gif")): present"))
  }

  struct FailureCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var status: Int32
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  /// `@/` stands for the test's directory, which holds one regular file, `FILE`.
  static let failures: [FailureCase] = [
    FailureCase(
      arguments: ["-o", "@/out.txt"], status: 64,
      message: "unknown output format for '@/out.txt'; use .gif, .apng, .png, .html or .json"),
    FailureCase(
      arguments: ["-o", "@/out"], status: 64, message: "unknown output format for '@/out'"),
    FailureCase(
      arguments: ["-o", "@/out.png", "--at", "5"], status: 64,
      message: "'--at 5' is past the end of the run (0.633 s, 38 frames)"),
    FailureCase(
      arguments: ["-o", "@/out.png", "--at", "half"], status: 64,
      message: "invalid value 'half' for '--at'"),
    FailureCase(
      arguments: ["-o", "@/out.gif", "--at", "50%"], status: 64,
      message: "'--at' picks the frame of a .png still"),
    FailureCase(
      arguments: ["-o", "@/out.json", "--scale", "2"], status: 64,
      message: "'--scale' applies to .gif, .apng, .png and .html"),
    FailureCase(
      arguments: ["-o", "@/out.gif", "--scale", "0.1"], status: 64,
      message: "invalid value '0.1' for '--scale'"),
    FailureCase(
      arguments: ["-o", "@/out.gif", "--scale", "nan"], status: 64,
      message: "invalid value 'nan' for '--scale'"),
    FailureCase(
      arguments: ["-o", "@/out.gif", "--size", "4000x10", "--scale", "8"], status: 64,
      message: "the output would be 32000x80 pixels"),
    FailureCase(
      arguments: ["-o", "@/missing/out.gif"], status: 73,
      message: "cannot write '@/missing/out.gif': No such file or directory"),
    FailureCase(
      arguments: ["-o", "@/FILE/out.gif"], status: 73,
      message: "cannot write '@/FILE/out.gif': Not a directory"),
  ]

  @Test(arguments: failures)
  func badOutputsFailCleanly(_ c: FailureCase) throws {
    let dir = try TestDirectory("bad")
    try dir.write(Array("x".utf8), as: "FILE")
    let arguments = c.arguments.map { $0.replacingOccurrences(of: "@/", with: dir.path + "/") }
    let result = try AnimHostProcess.run(["render", "grow"] + arguments)
    #expect(result.status == c.status)
    let expected =
      "animhost: error: " + c.message.replacingOccurrences(of: "@/", with: dir.path + "/")
    #expect(result.stderr.hasPrefix(expected), "stderr: \(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["FILE"])
  }

  @Test(arguments: ["keep.json", "keep.html"])
  func aFailedWriteLeavesTheOldFileAndNoTemporary(_ name: String) throws {
    let dir = try TestDirectory("efbig")
    try dir.write(Array("old".utf8), as: name)
    // A 4 KiB file-size limit makes write fail with EFBIG part way through.
    let script = "ulimit -f 8; exec \"$0\" render grow -o \"$1\" --fps 30"
    let environment = try RenderInterruptTests.environment()
    // Warm the registry cache first, so the limit only meets the render's own write.
    let warm = try ProcessRunner.run(BuiltProducts.executable, ["list"], environment: environment)
    #expect(warm.status == 0, "stderr: \(warm.stderr)")
    let result = try ProcessRunner.run(
      "/bin/sh", ["-c", script, BuiltProducts.executable, dir.file(name)], environment: environment)
    #expect(result.status == 73)
    #expect(
      result.stderr.hasPrefix("animhost: error: cannot write '\(dir.file(name))': File too large"))
    #expect(try String(contentsOfFile: dir.file(name), encoding: .utf8) == "old")
    #expect(try Self.temporaryFiles(in: dir.path).isEmpty)
  }

  @Test func galleryWritesAGIFOfEveryAnimator() throws {
    let dir = try TestDirectory("gallery")
    let gallery = dir.file("gallery")
    let result = try AnimHostProcess.run([
      "render", "--all", "--gallery", gallery, "--scale", "0.25", "--fps", "20",
    ])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    for id in ["cross-dissolve", "grow"] {
      #expect(result.stdout.contains("wrote \(gallery)/\(id).gif: present"))
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "\(gallery)/\(id).gif")))
      #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
    }
    #expect(try Self.temporaryFiles(in: gallery).isEmpty)
  }

  @Test(arguments: [
    (["render", "--all"], "a gallery needs both '--all' and '--gallery DIR'"),
    (["render", "--all", "--gallery", "/tmp", "grow"], "unexpected argument 'grow'"),
    (
      ["render", "--all", "--gallery", "/tmp", "--set", "duration=1"],
      "'--set' does not apply to a gallery"
    ),
  ])
  func galleryMisuseIsAUsageError(arguments: [String], message: String) throws {
    let result = try AnimHostProcess.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("animhost: error: \(message)"), "stderr: \(result.stderr)")
  }
}
