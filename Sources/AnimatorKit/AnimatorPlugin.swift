/// A plugin file's declaration: its identity and its animators.
///
/// A plugin exports its entry point with one call:
///
///     @c(animator_plugin_entry_v1)
///     public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
///       AnimatorPlugin.export(major, minor) {
///         AnimatorPlugin(id: "fade", version: "1.0.0", animators: [...])
///       }
///     }
public struct AnimatorPlugin {
  /// The plugin id: lowercase letters, digits and dashes.
  public var id: String
  /// The version, such as "1.0.0".
  public var version: String
  /// The author, or "".
  public var author: String
  /// An SPDX licence id, or nil.
  public var license: String?
  /// A URL, or nil.
  public var homepage: String?
  /// The animators in this file.
  public var animators: [AnimatorDefinition]

  /// A plugin with its identity and animators.
  public init(
    id: String, version: String, author: String = "", license: String? = nil,
    homepage: String? = nil, animators: [AnimatorDefinition]
  ) {
    self.id = id
    self.version = version
    self.author = author
    self.license = license
    self.homepage = homepage
    self.animators = animators
  }

  /// The descriptor for the host, built once from the declaration; nil refuses the host.
  ///
  /// A host of another major version is refused. An older host of the same major gets a
  /// descriptor that reports its minor, since fields appended later are simply not read.
  public static func export(
    hostMajor: UInt32, hostMinor: UInt32, _ declare: () -> AnimatorPlugin
  ) -> AnimatorPluginDescriptor {
    guard hostMajor == ANIMATOR_ABI_MAJOR else { return nil }
    ExportedPlugin.lock.lock()
    defer { ExportedPlugin.lock.unlock() }
    let minor = min(hostMinor, ANIMATOR_ABI_MINOR)
    if let built = ExportedPlugin.built[minor] { return built }
    let plugin = declare()
    if ExportedPlugin.definitions.isEmpty {
      ExportedPlugin.definitions = plugin.animators
    }
    let descriptor = ExportedPlugin.build(plugin, minor: minor)
    ExportedPlugin.built[minor] = descriptor
    return descriptor
  }
}

extension AnimatorPlugin {
  /// The descriptor for a host of version `major.minor`, declared by `declare` on the first
  /// call; the entry point's whole body.
  public static func export(
    _ major: UInt32, _ minor: UInt32, _ declare: () -> AnimatorPlugin
  ) -> AnimatorPluginDescriptor {
    export(hostMajor: major, hostMinor: minor, declare)
  }
}

/// What a plugin's entry point returns: its descriptor, or nil to refuse the host.
public typealias AnimatorPluginDescriptor = UnsafePointer<animator_plugin_v1>?
