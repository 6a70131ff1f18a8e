import CAnimatorABI
import Messages

/// Loads one plugin file: opens it, calls its entry point, checks the ABI and the descriptors.
package enum PluginLoader {
  /// The host's ABI version.
  package static let hostMajor = ANIMATOR_ABI_MAJOR
  /// The host's ABI minor version.
  package static let hostMinor = ANIMATOR_ABI_MINOR

  /// Loads a checked file and returns its animators.
  ///
  /// The loader owns the file's descriptor from here on, and this is the one place that decides its
  /// fate: a failed dlopen closes it; once dlopen succeeded it stays open for the life of the
  /// process, whatever happens next, because the image stays mapped (RTLD_NODELETE) under the name
  /// /proc/self/fd/N, and a reused N would make glibc hand back this image for another file.
  package static func load(_ file: PluginFile) throws(PluginError) -> [LoadedAnimator] {
    let path = file.path
    let library: DynamicLibrary
    do {
      library = try DynamicLibrary.open(descriptor: file.descriptor, displayPath: path)
    } catch {
      file.discard()
      throw error
    }
    guard let symbol = library.symbol(ANIMATOR_PLUGIN_ENTRY_SYMBOL) else {
      throw PluginError(
        .missingEntry, subject: path,
        "\(path): not an animator plugin (no symbol \(ANIMATOR_PLUGIN_ENTRY_SYMBOL)); "
          + "export it with AnimatorPlugin.export, or remove the file from the plugin directory")
    }
    let entry = unsafeBitCast(symbol, to: animator_plugin_entry_v1_fn.self)
    guard let plugin = entry(hostMajor, hostMinor) else {
      throw PluginError(
        .refused, subject: path,
        "\(path): the plugin refused host ABI \(hostMajor).\(hostMinor) (its entry returned NULL); "
          + "rebuild it against this animhost")
    }
    return try validate(plugin, path: path)
  }

  /// Checks a plugin descriptor and copies out what the host needs.
  package static func validate(
    _ plugin: UnsafePointer<animator_plugin_v1>, path: String
  ) throws(PluginError) -> [LoadedAnimator] {
    let p = plugin.pointee
    func invalid(_ what: String) -> PluginError {
      PluginError(
        .invalidDescriptor, subject: path, "\(path): \(what); fix it in the plugin and rebuild")
    }
    guard p.abi_major == hostMajor else {
      throw PluginError(
        .abiMismatch, subject: path,
        "\(path): built for animator ABI \(p.abi_major).\(p.abi_minor), this host provides "
          + "\(hostMajor).\(hostMinor); rebuild the plugin against this animhost")
    }
    guard p.abi_minor <= hostMinor else {
      throw PluginError(
        .abiMismatch, subject: path,
        "\(path): requires animator ABI \(p.abi_major).\(p.abi_minor), this host provides "
          + "\(hostMajor).\(hostMinor); upgrade animhost or rebuild the plugin")
    }
    let required =
      p.abi_minor >= 1
      ? MemoryLayout<animator_plugin_v1>.size
      : (MemoryLayout<animator_plugin_v1>.offset(of: \.license) ?? 0)
    guard Int(p.struct_size) >= required else {
      throw invalid(
        "plugin descriptor is \(p.struct_size) bytes, ABI 1.\(p.abi_minor) needs \(required)")
    }
    let pluginID = try text(p.plugin_id, field: "plugin_id", invalid: invalid)
    try checkID(pluginID, field: "plugin id", invalid: invalid)
    let info = PluginInfo(
      path: path, pluginID: pluginID,
      version: try text(p.version, field: "version", invalid: invalid),
      author: try text(p.author, field: "author", optional: true, invalid: invalid),
      license: p.abi_minor >= 1 && p.license != nil
        ? try text(p.license, field: "license", optional: true, invalid: invalid) : nil,
      homepage: p.abi_minor >= 1 && p.homepage != nil
        ? try text(p.homepage, field: "homepage", optional: true, invalid: invalid) : nil,
      abiMinor: p.abi_minor)
    guard p.animator_count <= 1024 else {
      throw invalid(
        "the plugin declares \(p.animator_count) animators; a plugin may declare at most 1024")
    }
    guard p.animator_count > 0, let list = p.animators else {
      throw invalid(
        p.animator_count == 0
          ? "the plugin declares no animators (animator_count 0)"
          : "animator_count \(p.animator_count) with a NULL animators array")
    }
    var animators: [LoadedAnimator] = []
    var seen = Set<String>()
    for index in 0..<Int(p.animator_count) {
      guard let descriptor = list[index] else { throw invalid("animators[\(index)] is NULL") }
      let animator = try AnimatorValidator(descriptor: descriptor, plugin: info, invalid: invalid)
        .validate()
      guard seen.insert(animator.id).inserted else {
        throw invalid("two animators share the id '\(animator.id)'")
      }
      animators.append(animator)
    }
    return animators
  }

  /// The longest descriptor string accepted (a summary is one line; a homepage one URL).
  static let maximumTextBytes = 1024

  /// Reads a descriptor string; rejects NULL (unless optional), more than `maximumTextBytes`
  /// and control characters.
  static func text(
    _ pointer: UnsafePointer<CChar>?, field: String, optional: Bool = false,
    invalid: (String) -> PluginError
  ) throws(PluginError) -> String {
    guard let pointer else {
      if optional { return "" }
      throw invalid("descriptor field '\(field)' is NULL")
    }
    // Read at most the limit (plus one byte to know it was longer), never the whole string.
    var length = 0
    while length <= maximumTextBytes, pointer[length] != 0 { length += 1 }
    guard length <= maximumTextBytes else {
      throw invalid(
        "descriptor field '\(field)' is longer than \(maximumTextBytes) bytes; shorten it")
    }
    let value = String(
      decoding: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self)
    if containsControlCharacters(value) {
      throw invalid(
        "descriptor field '\(field)' (\"\(escapedForTerminal(value))\") contains control characters"
      )
    }
    if !optional, value.isEmpty { throw invalid("descriptor field '\(field)' is empty") }
    return value
  }

  /// Checks an id against [a-z0-9][a-z0-9-]* and 64 bytes.
  static func checkID(_ id: String, field: String, invalid: (String) -> PluginError)
    throws(PluginError)
  {
    let bytes = Array(id.utf8)
    let valid =
      !bytes.isEmpty && bytes.count <= 64
      && bytes.enumerated().allSatisfy { index, byte in
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
          || (byte == 0x2D && index > 0)
      }
    guard valid else {
      throw invalid(
        "invalid \(field) '\(escapedForTerminal(id))': "
          + "must match [a-z0-9][a-z0-9-]* and be at most 64 bytes"
      )
    }
  }
}
