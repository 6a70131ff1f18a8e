/// Builds the C descriptors for a plugin and routes the host's calls to its Swift animators.
///
/// The descriptors and their strings are allocated once and never freed: the host never
/// unloads a plugin, and descriptor data must outlive every call.
enum ExportedPlugin {
  /// Serialises the first export: two hosts (or two test threads) may call the entry at once.
  static let lock = NSLock()
  nonisolated(unsafe) static var definitions: [AnimatorDefinition] = []
  nonisolated(unsafe) static var built: [UInt32: UnsafePointer<animator_plugin_v1>] = [:]

  static func build(_ plugin: AnimatorPlugin, minor: UInt32) -> UnsafePointer<animator_plugin_v1> {
    let animators = UnsafeMutablePointer<UnsafePointer<animator_descriptor_v1>?>.allocate(
      capacity: max(plugin.animators.count, 1))
    for (index, definition) in plugin.animators.enumerated() {
      animators[index] = UnsafePointer(descriptor(definition, index: index, minor: minor))
    }
    let size =
      minor >= 1
      ? MemoryLayout<animator_plugin_v1>.size
      : MemoryLayout<animator_plugin_v1>.offset(of: \.license) ?? 0
    let result = UnsafeMutablePointer<animator_plugin_v1>.allocate(capacity: 1)
    result.initialize(
      to: animator_plugin_v1(
        abi_major: ANIMATOR_ABI_MAJOR, abi_minor: minor, struct_size: UInt32(size),
        plugin_id: cString(plugin.id), version: cString(plugin.version),
        author: cString(plugin.author), animators: animators,
        animator_count: UInt32(plugin.animators.count),
        license: plugin.license.map(cString), homepage: plugin.homepage.map(cString)))
    return UnsafePointer(result)
  }

  private static func cString(_ string: String) -> UnsafePointer<CChar> {
    let bytes = Array(string.utf8CString)
    let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
    copy.initialize(from: bytes, count: bytes.count)
    return UnsafePointer(copy)
  }

  /// The descriptor of one animator; the 1.3 interaction hooks only for a host of 1.3 or newer
  /// (before 1.3 the two interaction_for fields were reserved and NULL).
  private static func descriptor(_ d: AnimatorDefinition, index: Int, minor: UInt32)
    -> UnsafeMutablePointer<animator_descriptor_v1>
  {
    let seasons = UnsafeMutablePointer<animator_season_v1>.allocate(
      capacity: max(d.seasons.count, 1))
    for (i, s) in d.seasons.enumerated() {
      seasons[i] = animator_season_v1(
        start_month: UInt8(clamping: s.startMonth), start_day: UInt8(clamping: s.startDay),
        end_month: UInt8(clamping: s.endMonth), end_day: UInt8(clamping: s.endDay))
    }
    let params = UnsafeMutablePointer<UnsafePointer<animator_param_v1>?>.allocate(
      capacity: max(d.parameters.count, 1))
    for (i, p) in d.parameters.enumerated() {
      let param = UnsafeMutablePointer<animator_param_v1>.allocate(capacity: 1)
      param.initialize(
        to: animator_param_v1(
          struct_size: UInt32(MemoryLayout<animator_param_v1>.size), name: cString(p.name),
          type: p.kind.rawValue, default_value: cString(p.defaultValue),
          minimum: p.range.lowerBound, maximum: p.range.upperBound, summary: cString(p.summary),
          choices: p.choices.isEmpty ? nil : cString(p.choices.joined(separator: "|"))))
      params[i] = UnsafePointer(param)
    }
    let interactive = minor >= 3
    let presenting = minor >= 5
    let tabs = minor >= 6
    let size =
      tabs
      ? MemoryLayout<animator_descriptor_v1>.size
      : presenting
        ? MemoryLayout<animator_descriptor_v1>.offset(of: \.interaction_for_tab) ?? 0
        : interactive
          ? MemoryLayout<animator_descriptor_v1>.offset(of: \.presentation_controller_for) ?? 0
          : MemoryLayout<animator_descriptor_v1>.offset(of: \.release_interaction) ?? 0
    let result = UnsafeMutablePointer<animator_descriptor_v1>.allocate(capacity: 1)
    result.initialize(
      to: animator_descriptor_v1(
        struct_size: UInt32(size), id: cString(d.id),
        display_name: cString(d.displayName), summary: cString(d.summary),
        theme: cString(d.theme), seasons: seasons, season_count: UInt32(d.seasons.count),
        capabilities: d.capabilities.rawValue, default_duration: d.defaultDuration,
        params: params, param_count: UInt32(d.parameters.count),
        plugin_data: UnsafeMutableRawPointer(bitPattern: index + 1),
        create_delegate: createDelegate, destroy_delegate: destroyDelegate,
        animator_for_presented: animatorForPresented, animator_for_dismissed: animatorForDismissed,
        release_animator: releaseAnimator, transition_duration: transitionDuration,
        animate_transition: animateTransition, animation_ended: animationEnded,
        interaction_for_presentation: interactive ? InteractionHooks.forPresentation : nil,
        interaction_for_dismissal: interactive ? InteractionHooks.forDismissal : nil,
        release_interaction: interactive ? InteractionHooks.release : nil,
        interaction_wants_interactive_start: interactive ? InteractionHooks.wantsStart : nil,
        start_interactive_transition: interactive ? InteractionHooks.start : nil,
        interaction_drive: interactive ? InteractionHooks.drive : nil,
        interruptible_animator: interactive ? InteractionHooks.interruptibleAnimator : nil,
        presentation_controller_for: presenting ? PresentationControllerHooks.vend : nil,
        release_presentation_controller: presenting ? PresentationControllerHooks.release : nil,
        presentation_controller_frame: presenting ? PresentationControllerHooks.frame : nil,
        presentation_controller_removes_presenter: presenting
          ? PresentationControllerHooks.removesPresenter : nil,
        presentation_controller_event: presenting ? PresentationControllerHooks.event : nil,
        animator_for_operation: presenting ? NavigationHooks.animatorForOperation : nil,
        interaction_for_operation: presenting ? InteractionHooks.forOperation : nil,
        animator_for_tab: presenting ? NavigationHooks.animatorForTab : nil,
        interaction_for_tab: tabs ? InteractionHooks.forTab : nil))
    return result
  }
}

/// Keeps a delegate alive while the host holds it.
final class DelegateBox {
  let delegate: any UIViewControllerTransitioningDelegate
  init(_ delegate: any UIViewControllerTransitioningDelegate) { self.delegate = delegate }
}

/// Keeps an animator alive while the host holds it, and remembers which way it runs.
final class AnimatorBox {
  let animator: any UIViewControllerAnimatedTransitioning
  let isDismissal: Bool
  /// The navigation or tab bar controller it was vended for (0 for a modal transition), for
  /// the delegate's interaction controller method.
  let container: animhost_handle
  init(
    _ animator: any UIViewControllerAnimatedTransitioning, isDismissal: Bool,
    container: animhost_handle = 0
  ) {
    self.animator = animator
    self.isDismissal = isDismissal
    self.container = container
  }
}

private func delegate(_ raw: UnsafeMutableRawPointer) -> any UIViewControllerTransitioningDelegate {
  Unmanaged<DelegateBox>.fromOpaque(raw).takeUnretainedValue().delegate
}

private func animator(_ raw: UnsafeMutableRawPointer) -> any UIViewControllerAnimatedTransitioning {
  Unmanaged<AnimatorBox>.fromOpaque(raw).takeUnretainedValue().animator
}

private func box(_ animator: (any UIViewControllerAnimatedTransitioning)?, isDismissal: Bool)
  -> UnsafeMutableRawPointer?
{
  animator.map { Unmanaged.passRetained(AnimatorBox($0, isDismissal: isDismissal)).toOpaque() }
}

private let createDelegate:
  @convention(c) (
    UnsafePointer<animhost_host_v1>?, UnsafePointer<animator_descriptor_v1>?,
    UnsafePointer<animator_param_value_v1>?, UInt32
  ) -> UnsafeMutableRawPointer? = { host, descriptor, values, count in
    guard let host, let descriptor,
      let index = descriptor.pointee.plugin_data.map({ Int(bitPattern: $0) - 1 }),
      ExportedPlugin.definitions.indices.contains(index)
    else { return nil }
    var resolved: [String: String] = [:]
    for i in 0..<Int(count) {
      guard let value = values?[i], let name = value.name, let text = value.value else { continue }
      resolved[String(cString: name)] = String(cString: text)
    }
    let definition = ExportedPlugin.definitions[index]
    return HostScope.with(host) {
      let made = definition.makeDelegate(AnimatorParameters(resolved))
      return Unmanaged.passRetained(DelegateBox(made)).toOpaque()
    }
  }

private let destroyDelegate:
  @convention(c) (UnsafePointer<animhost_host_v1>?, UnsafeMutableRawPointer?) -> Void = {
    _, raw in
    guard let raw else { return }
    Unmanaged<DelegateBox>.fromOpaque(raw).release()
    InteractionChangeBox.kept.removeAll()
    ViewControllerStore.clear()
    DynamicsRegistry.clear()
    LayoutPass.clear()
  }

private let animatorForPresented:
  @convention(c) (
    UnsafePointer<animhost_host_v1>?, UnsafeMutableRawPointer?, animhost_handle, animhost_handle,
    animhost_handle
  ) -> UnsafeMutableRawPointer? = { host, raw, presented, presenting, source in
    guard let host, let raw else { return nil }
    return HostScope.with(host) {
      box(
        delegate(raw).animationController(
          forPresented: UIViewController(handle: presented, host: host),
          presenting: UIViewController(handle: presenting, host: host),
          source: UIViewController(handle: source, host: host)),
        isDismissal: false)
    }
  }

private let animatorForDismissed:
  @convention(c) (UnsafePointer<animhost_host_v1>?, UnsafeMutableRawPointer?, animhost_handle) ->
    UnsafeMutableRawPointer? = { host, raw, dismissed in
      guard let host, let raw else { return nil }
      return HostScope.with(host) {
        box(
          delegate(raw).animationController(
            forDismissed: UIViewController(handle: dismissed, host: host)),
          isDismissal: true)
      }
    }

private let releaseAnimator:
  @convention(c) (UnsafePointer<animhost_host_v1>?, UnsafeMutableRawPointer?) -> Void = {
    _, raw in
    guard let raw else { return }
    Unmanaged<AnimatorBox>.fromOpaque(raw).release()
  }

private let transitionDuration:
  @convention(c) (UnsafePointer<animhost_host_v1>?, UnsafeMutableRawPointer?, animhost_handle) ->
    Double = {
      host, raw, context in
      guard let host, let raw else { return 0 }
      return HostScope.with(host) {
        animator(raw).transitionDuration(using: HostTransitionContext(handle: context, host: host))
      }
    }

private let animateTransition:
  @convention(c) (UnsafePointer<animhost_host_v1>?, UnsafeMutableRawPointer?, animhost_handle) ->
    Void = {
      host, raw, context in
      guard let host, let raw else { return }
      HostScope.with(host) {
        animator(raw).animateTransition(using: HostTransitionContext(handle: context, host: host))
      }
    }

private let animationEnded:
  @convention(c) (UnsafePointer<animhost_host_v1>?, UnsafeMutableRawPointer?, Int32) -> Void = {
    host, raw, completed in
    guard let host, let raw else { return }
    let box = Unmanaged<AnimatorBox>.fromOpaque(raw).takeUnretainedValue()
    HostScope.with(host) {
      box.animator.animationEnded(completed != 0)
      if box.isDismissal { UIViewController.dismissalEnded(completed: completed != 0) }
    }
  }
