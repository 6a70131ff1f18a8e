import HostSystem

/// The scanner side of the scanner protocol: `animhost __scan --protocol 1 -- FILE...`, run by
/// PluginScanner in a child process, loads each file in turn and writes what it found to fd 3.
///
/// Protocol 1, one ScanRecord line each:
/// - `animhost-scan  1` first;
/// - for each file: `start  PATH` (written before the file is opened, so the parent knows which
///   file was being loaded if the scanner dies), the outcome's body records, then `done  PATH`;
/// - `end` after the last file.
/// A scanner asked for another protocol writes `error  MESSAGE` and exits with status 2.
/// Plugins may print: stdout is never part of the protocol.
package enum ScannerChild {
  /// The protocol version this host speaks.
  package static let protocolVersion = 1
  /// The hidden subcommand that runs the scanner.
  package static let subcommand = "__scan"
  /// The descriptor the results go to.
  package static let outputDescriptor: Int32 = WatchedChild.reportDescriptor

  /// Runs the scanner on `--protocol N -- FILE...` and returns the exit status.
  package static func run(_ arguments: [String], output: Int32 = outputDescriptor) -> Int32 {
    @discardableResult
    func send(_ records: String) -> Bool {
      (try? FileDescriptor(rawValue: output).writeAll(records)) != nil
    }
    guard arguments.count >= 3, arguments[0] == "--protocol", arguments[2] == "--" else {
      send(
        ScanRecord.line([
          "error", "usage: animhost \(subcommand) --protocol \(protocolVersion) -- FILE...",
        ]))
      return 2
    }
    guard arguments[1] == String(protocolVersion) else {
      send(
        ScanRecord.line([
          "error",
          "scanner protocol \(arguments[1]) is not supported; "
            + "this scanner speaks \(protocolVersion)",
        ]))
      return 2
    }
    Lifeline.watch()
    guard send(ScanRecord.line(["animhost-scan", String(protocolVersion)])) else { return 3 }
    for path in arguments.dropFirst(3) {
      send(ScanRecord.line(["start", path]))
      let outcome = scan(path)
      send(ScanRecord.body(outcome) + ScanRecord.line(["done", path]))
    }
    send(ScanRecord.line(["end"]))
    return 0
  }

  /// Loads one file in this process.
  ///
  /// The parent has already applied the trust policy.
  package static func scan(_ path: String) -> ScanOutcome {
    do {
      let file = try PluginFile.open(path, allowInsecure: true) { _ in }
      return .animators(try PluginLoader.load(file).map(\.metadata))
    } catch {
      return .failed(error)
    }
  }
}
