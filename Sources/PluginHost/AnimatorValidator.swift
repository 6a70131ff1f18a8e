import CAnimatorABI

/// Checks one animator descriptor and copies out its metadata.
struct AnimatorValidator {
  let descriptor: UnsafePointer<animator_descriptor_v1>
  let plugin: PluginInfo
  let invalid: (String) -> PluginError

  func validate() throws(PluginError) -> LoadedAnimator {
    let d = descriptor.pointee
    let needed = Self.descriptorSize(minor: plugin.abiMinor)
    guard Int(d.struct_size) >= needed else {
      throw invalid(
        "animator descriptor is \(d.struct_size) bytes, ABI 1.\(plugin.abiMinor) needs \(needed)")
    }
    let id = try PluginLoader.text(d.id, field: "id", invalid: invalid)
    try PluginLoader.checkID(id, field: "animator id", invalid: invalid)
    let scoped: (String) -> PluginError = { message in invalid("animator '\(id)': \(message)") }
    let displayName = try PluginLoader.text(d.display_name, field: "display_name", invalid: scoped)
    let summary = try PluginLoader.text(d.summary, field: "summary", invalid: scoped)
    let theme = try PluginLoader.text(d.theme, field: "theme", invalid: scoped)
    guard d.default_duration.isFinite, d.default_duration > 0, d.default_duration <= 60 else {
      throw scoped("default_duration \(d.default_duration) is not in (0, 60] seconds")
    }
    let missing = [
      d.create_delegate == nil ? "create_delegate" : nil,
      d.destroy_delegate == nil ? "destroy_delegate" : nil,
      d.animator_for_presented == nil ? "animator_for_presented" : nil,
      d.animator_for_dismissed == nil ? "animator_for_dismissed" : nil,
      d.release_animator == nil ? "release_animator" : nil,
      d.transition_duration == nil ? "transition_duration" : nil,
      d.animate_transition == nil ? "animate_transition" : nil,
    ].compactMap { $0 }
    guard missing.isEmpty else {
      throw scoped("required function \(missing.joined(separator: ", ")) is NULL")
    }
    var metadata = AnimatorMetadata(
      id: id, displayName: displayName, summary: summary, theme: theme,
      seasons: try seasons(d, scoped), defaultDuration: d.default_duration,
      canPresent: d.capabilities & ANIMATOR_CAP_PRESENT != 0,
      canDismiss: d.capabilities & ANIMATOR_CAP_DISMISS != 0,
      isInteractive: d.capabilities & ANIMATOR_CAP_INTERACTIVE != 0,
      parameters: try parameters(d, scoped), plugin: plugin)
    let has15 = plugin.abiMinor >= 5
    metadata.hasPresentationController =
      has15 && d.capabilities & ANIMATOR_CAP_PRESENTATION_CONTROLLER != 0
    metadata.canPush = has15 && d.capabilities & ANIMATOR_CAP_PUSH != 0
    metadata.canPop = has15 && d.capabilities & ANIMATOR_CAP_POP != 0
    metadata.canTab = has15 && d.capabilities & ANIMATOR_CAP_TAB != 0
    return LoadedAnimator(metadata: metadata, descriptor: descriptor)
  }

  private func seasons(
    _ d: animator_descriptor_v1, _ invalid: (String) -> PluginError
  ) throws(PluginError) -> [SeasonWindow] {
    guard d.season_count > 0 else { return [] }
    guard d.season_count <= 64, let list = d.seasons else {
      throw invalid("season_count \(d.season_count) with no usable seasons array")
    }
    var result: [SeasonWindow] = []
    for index in 0..<Int(d.season_count) {
      let s = list[index]
      let window = SeasonWindow(
        startMonth: Int(s.start_month), startDay: Int(s.start_day), endMonth: Int(s.end_month),
        endDay: Int(s.end_day))
      guard (1...12).contains(window.startMonth), (1...12).contains(window.endMonth),
        (1...31).contains(window.startDay), (1...31).contains(window.endDay)
      else { throw invalid("season \(index) (\(window.text)) is not a valid month/day range") }
      result.append(window)
    }
    return result
  }

  private func parameters(
    _ d: animator_descriptor_v1, _ invalid: (String) -> PluginError
  ) throws(PluginError) -> [ParameterInfo] {
    guard d.param_count > 0 else { return [] }
    guard d.param_count <= 256 else {
      throw invalid(
        "param_count \(d.param_count); an animator may declare at most 256 parameters")
    }
    guard let list = d.params else {
      throw invalid("param_count \(d.param_count) with a NULL params array")
    }
    var result: [ParameterInfo] = []
    for index in 0..<Int(d.param_count) {
      guard let param = list[index] else { throw invalid("params[\(index)] is NULL") }
      let p = param.pointee
      let baseSize = MemoryLayout<animator_param_v1>.offset(of: \.choices) ?? 0
      guard Int(p.struct_size) >= baseSize else {
        throw invalid("params[\(index)] is \(p.struct_size) bytes, ABI 1.0 needs \(baseSize)")
      }
      let name = try PluginLoader.text(p.name, field: "params[\(index)].name", invalid: invalid)
      try PluginLoader.checkID(name, field: "parameter name", invalid: invalid)
      let kinds: [ParameterInfo.Kind] = [.number, .integer, .bool, .color, .string]
      guard kinds.indices.contains(Int(p.type)) else {
        throw invalid("parameter '\(name)' has unknown type \(p.type)")
      }
      var info = ParameterInfo(
        name: name, kind: kinds[Int(p.type)],
        defaultValue: try PluginLoader.text(
          p.default_value, field: "\(name).default_value", optional: true, invalid: invalid),
        minimum: p.minimum, maximum: p.maximum,
        summary: try PluginLoader.text(
          p.summary, field: "\(name).summary", optional: true, invalid: invalid))
      // 1.7's choices, read only from a struct that has them.
      if Int(p.struct_size) >= MemoryLayout<animator_param_v1>.size, p.type == 4 {
        let list = try PluginLoader.text(
          p.choices, field: "\(name).choices", optional: true, invalid: invalid)
        if !list.isEmpty {
          info.choices = list.split(separator: "|", omittingEmptySubsequences: false).map(
            String.init)
          guard info.choices.allSatisfy({ !$0.isEmpty }),
            Set(info.choices).count == info.choices.count
          else {
            throw invalid("parameter '\(name)' has an empty or repeated choice in '\(list)'")
          }
        }
      }
      if let problem = ParameterResolver.problem(with: info.defaultValue, for: info) {
        throw invalid("default of parameter '\(name)' \(problem)")
      }
      result.append(info)
    }
    return result
  }

  /// The descriptor size a plugin of this minor must provide: 1.3 appended the interaction
  /// hooks (release_interaction onward).
  static func descriptorSize(minor: UInt32) -> Int {
    switch minor {
    case 6...: MemoryLayout<animator_descriptor_v1>.size
    case 5: MemoryLayout<animator_descriptor_v1>.offset(of: \.interaction_for_tab) ?? 0
    case 3...: MemoryLayout<animator_descriptor_v1>.offset(of: \.presentation_controller_for) ?? 0
    default: MemoryLayout<animator_descriptor_v1>.offset(of: \.release_interaction) ?? 0
    }
  }
}
