/// What scanning one plugin file produced: its animators' metadata, or why it cannot be used.
package enum ScanOutcome: Equatable, Sendable {
  case animators([AnimatorMetadata])
  case failed(PluginError)
}

/// The line format shared by the scanner protocol and the registry cache: one record per line,
/// fields separated by tabs.
///
/// A backslash escapes tab (`\t`), newline (`\n`), carriage return (`\r`) and itself (`\\`). An
/// optional field is `-` when absent and `+VALUE` when present.
///
/// A scan outcome is a body of records:
/// - `plugin  ID  VERSION  AUTHOR  ±LICENSE  ±HOMEPAGE  ABI-MINOR`, then for each animator
///   `animator  ID  NAME  SUMMARY  THEME  SEASONS  DURATION  CAPS`, followed by its parameters
///   `param  NAME  KIND  DEFAULT  MIN  MAX  SUMMARY  CHOICES` (choices joined by `|`); SEASONS is `MM-DD..MM-DD` joined by commas,
///   CAPS the capability words joined by commas;
/// - or `failed  CODE  SUBJECT  MESSAGE`.
package enum ScanRecord {
  /// An optional field: `-` when absent, `+VALUE` when present.
  static func encodeOptional(_ value: String?) -> String { value.map { "+" + $0 } ?? "-" }

  /// The value of an optional field.
  static func decodeOptional(_ field: String) -> String? {
    field.hasPrefix("+") ? String(field.dropFirst()) : nil
  }

  /// One record: escaped fields joined by tabs, ending in a newline.
  package static func line(_ fields: [String]) -> String {
    fields.map(escape).joined(separator: "\t") + "\n"
  }

  /// The fields of one line (without its newline), unescaped.
  package static func fields(_ line: Substring) -> [String] {
    // Split the UTF-8 bytes: a tab is one byte, and Character splitting is far slower.
    line.utf8.split(separator: 0x09, omittingEmptySubsequences: false).map {
      unescape(Substring($0))
    }
  }

  /// The lines of a text, without their newlines; the text after the last newline is the last.
  package static func lines(_ text: Substring) -> [Substring] {
    text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
  }

  /// The body records of an outcome.
  package static func body(_ outcome: ScanOutcome) -> String {
    switch outcome {
    case .failed(let error):
      return line(["failed", error.code.rawValue, error.subject, error.message])
    case .animators(let animators):
      guard let plugin = animators.first?.plugin else { return "" }
      var text = line([
        "plugin", plugin.pluginID, plugin.version, plugin.author, encodeOptional(plugin.license),
        encodeOptional(plugin.homepage), String(plugin.abiMinor),
      ])
      for a in animators {
        let caps = [
          a.canPresent ? "present" : nil, a.canDismiss ? "dismiss" : nil,
          a.isInteractive ? "interactive" : nil,
          a.hasPresentationController ? "presentation-controller" : nil,
          a.canPush ? "push" : nil, a.canPop ? "pop" : nil, a.canTab ? "tab" : nil,
        ]
        text += line([
          "animator", a.id, a.displayName, a.summary, a.theme,
          a.seasons.map(\.text).joined(separator: ","),
          String(a.defaultDuration), caps.compactMap { $0 }.joined(separator: ","),
        ])
        for p in a.parameters {
          text += line([
            "param", p.name, p.kind.rawValue, p.defaultValue, String(p.minimum), String(p.maximum),
            p.summary, p.choices.joined(separator: "|"),
          ])
        }
      }
      return text
    }
  }

  /// A malformed record.
  package struct Malformed: Error {
    /// What is wrong, for a warning.
    package var reason: String
  }

  /// Rebuilds an outcome from its body records, one `feed` per record.
  package struct BodyDecoder {
    let path: String
    private var plugin: PluginInfo?
    private var animators: [AnimatorMetadata] = []
    private var failure: PluginError?

    /// A decoder for the body of the file at this path.
    package init(path: String) { self.path = path }

    /// Takes one body record.
    /// - Throws: Malformed when the record is not a body record or its fields are wrong.
    package mutating func feed(_ f: [String]) throws(Malformed) {
      func bad(_ why: String) -> Malformed {
        Malformed(reason: "bad '\(f.first ?? "")' record: \(why)")
      }
      switch f.first {
      case "failed":
        guard f.count == 4, let code = PluginError.Code(rawValue: f[1]) else {
          throw bad("expected code, subject, message")
        }
        failure = PluginError(code, subject: f[2], f[3])
      case "plugin":
        guard f.count == 7, let minor = UInt32(f[6]) else { throw bad("expected 6 fields") }
        plugin = PluginInfo(
          path: path, pluginID: f[1], version: f[2], author: f[3], license: decodeOptional(f[4]),
          homepage: decodeOptional(f[5]), abiMinor: minor)
      case "animator":
        guard f.count == 8, let plugin, let duration = Double(f[6]) else {
          throw bad("expected 7 fields after a plugin")
        }
        var metadata = AnimatorMetadata(
          id: f[1], displayName: f[2], summary: f[3], theme: f[4], seasons: try seasons(f[5]),
          defaultDuration: duration, canPresent: false, canDismiss: false, isInteractive: false,
          parameters: [], plugin: plugin)
        // Each word as a String of its own: comparing small strings is cheap, comparing
        // Substrings with literals is not.
        for word in f[7].utf8.split(separator: 0x2C) {
          switch String(Substring(word)) {
          case "present": metadata.canPresent = true
          case "dismiss": metadata.canDismiss = true
          case "interactive": metadata.isInteractive = true
          case "presentation-controller": metadata.hasPresentationController = true
          case "push": metadata.canPush = true
          case "pop": metadata.canPop = true
          case "tab": metadata.canTab = true
          default: break
          }
        }
        animators.append(metadata)
      case "param":
        guard f.count == 8, !animators.isEmpty, let kind = ParameterInfo.Kind(rawValue: f[2]),
          let minimum = Double(f[4]), let maximum = Double(f[5])
        else { throw bad("expected 7 fields after an animator") }
        animators[animators.count - 1].parameters.append(
          ParameterInfo(
            name: f[1], kind: kind, defaultValue: f[3], minimum: minimum, maximum: maximum,
            summary: f[6],
            choices: f[7].isEmpty
              ? []
              : f[7].utf8.split(separator: 0x7C, omittingEmptySubsequences: false).map {
                String(Substring($0))
              }))
      default:
        throw bad("unknown record")
      }
    }

    /// The outcome the records described.
    /// - Throws: Malformed when there was neither a failure nor a plugin with animators.
    package func outcome() throws(Malformed) -> ScanOutcome {
      if let failure { return .failed(failure) }
      guard !animators.isEmpty else {
        throw Malformed(reason: "no animators and no failure for \(path)")
      }
      return .animators(animators)
    }

    private func seasons(_ text: String) throws(Malformed) -> [SeasonWindow] {
      var result: [SeasonWindow] = []
      // `MM-DD..MM-DD` items split as bytes (splitting Characters was most of a record's time).
      for item in text.utf8.split(separator: 0x2C) {
        let numbers = item.split(whereSeparator: { $0 == 0x2D || $0 == 0x2E }).compactMap {
          Int(Substring($0))
        }
        guard numbers.count == 4 else {
          throw Malformed(reason: "bad season '\(Substring(item))'")
        }
        result.append(
          SeasonWindow(
            startMonth: numbers[0], startDay: numbers[1], endMonth: numbers[2], endDay: numbers[3]))
      }
      return result
    }
  }

  static func escape(_ field: String) -> String {
    guard field.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
    else { return field }
    var bytes: [UInt8] = []
    for byte in field.utf8 {
      switch byte {
      case 0x5C: bytes += [0x5C, 0x5C]
      case 0x09: bytes += [0x5C, 0x74]
      case 0x0A: bytes += [0x5C, 0x6E]
      case 0x0D: bytes += [0x5C, 0x72]
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func unescape(_ field: Substring) -> String {
    guard field.utf8.contains(0x5C) else { return String(field) }
    var bytes: [UInt8] = []
    var escaped = false
    for byte in field.utf8 {
      if escaped {
        switch byte {
        case 0x74: bytes.append(0x09)
        case 0x6E: bytes.append(0x0A)
        case 0x72: bytes.append(0x0D)
        default: bytes.append(byte)
        }
        escaped = false
      } else if byte == 0x5C {
        escaped = true
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
