import CAnimatorABI

/// A parameter an animator accepts, copied out of its descriptor.
package struct ParameterInfo: Equatable, Sendable {
  package enum Kind: String, Sendable {
    case number, integer, bool, color, string
  }

  package var name: String
  package var kind: Kind
  package var defaultValue: String
  package var minimum: Double
  package var maximum: Double
  package var summary: String
  /// For a string: the only values allowed (ABI 1.7); empty allows any text.
  package var choices: [String] = []
}

/// A season window, month/day to month/day inclusive; it wraps the year when it ends earlier.
package struct SeasonWindow: Equatable, Sendable {
  package var startMonth: Int
  package var startDay: Int
  package var endMonth: Int
  package var endDay: Int

  /// A window from month/day to month/day, inclusive.
  package init(startMonth: Int, startDay: Int, endMonth: Int, endDay: Int) {
    self.startMonth = startMonth
    self.startDay = startDay
    self.endMonth = endMonth
    self.endDay = endDay
  }

  /// A window from month/day to month/day, inclusive, as `SeasonWindow(12, 1, 12, 26)`.
  package init(_ startMonth: Int, _ startDay: Int, _ endMonth: Int, _ endDay: Int) {
    self.init(startMonth: startMonth, startDay: startDay, endMonth: endMonth, endDay: endDay)
  }

  /// As `12-01..12-31`.
  package var text: String {
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(two(startMonth))-\(two(startDay))..\(two(endMonth))-\(two(endDay))"
  }
}

/// The plugin file an animator came from.
package struct PluginInfo: Equatable, Sendable {
  package var path: String
  package var pluginID: String
  package var version: String
  package var author: String
  package var license: String?
  package var homepage: String?
  package var abiMinor: UInt32
}

/// One animator's metadata, copied out of its descriptor: everything `list` and `info` show, and
/// what the registry cache stores.
///
/// It holds no pointer into the plugin.
package struct AnimatorMetadata: Equatable, Sendable {
  package var id: String
  package var displayName: String
  package var summary: String
  package var theme: String
  package var seasons: [SeasonWindow]
  package var defaultDuration: Double
  package var canPresent: Bool
  package var canDismiss: Bool
  package var isInteractive: Bool
  package var parameters: [ParameterInfo]
  /// Whether it vends a custom presentation controller (its presentations default to `.custom`).
  package var hasPresentationController = false
  /// Whether it vends animators for navigation pushes and pops.
  package var canPush = false
  package var canPop = false
  /// Whether it vends animators for tab switches.
  package var canTab = false
  package var plugin: PluginInfo

  /// The capabilities as words, such as `present, dismiss`.
  package var capabilityText: String {
    [
      canPresent ? "present" : nil, canDismiss ? "dismiss" : nil,
      isInteractive ? "interactive" : nil,
      hasPresentationController ? "presentation-controller" : nil,
      canPush ? "push" : nil, canPop ? "pop" : nil, canTab ? "tab" : nil,
    ]
    .compactMap { $0 }.joined(separator: ", ")
  }
}

/// One animator loaded in this process: its metadata and its descriptor.
@dynamicMemberLookup
package struct LoadedAnimator: @unchecked Sendable {
  /// The metadata copied from the descriptor.
  package var metadata: AnimatorMetadata
  /// The plugin's descriptor; valid for the life of the process (plugins are never unloaded).
  package let descriptor: UnsafePointer<animator_descriptor_v1>

  /// Reads a metadata field, such as `id` or `plugin`, as if it were the animator's own.
  package subscript<Value>(dynamicMember keyPath: KeyPath<AnimatorMetadata, Value>) -> Value {
    metadata[keyPath: keyPath]
  }
}
