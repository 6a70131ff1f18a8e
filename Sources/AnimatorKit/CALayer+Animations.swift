extension CALayer {
  /// Adds an explicit animation under a key (replacing one with the same key), as Core
  /// Animation's add(_:forKey:); the layer runs a copy of its settings.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    guard HostScope.hasABI14(host) else { return }
    if anim is CATransition, !HostScope.hasABI15(host) {
      let message = "this host predates CATransition (ABI 1.5); the change shows at once"
      message.withCString { host.pointee.log(host, ANIMHOST_LOG_WARNING, $0) }
      return
    }
    let storage = CAAnimationStorage(host: host)
    var c = storage.encode(anim, depth: 0)
    let link = AnimationLink(animation: anim, layer: handle, key: key)
    c.delegate = animationEventTrampoline
    c.user_data = Unmanaged.passRetained(link).toOpaque()
    let status = key.withOptionalCString { host.pointee.layer_add_animation(host, handle, &c, $0) }
    guard status == ANIMHOST_OK else {
      Unmanaged<AnimationLink>.fromOpaque(c.user_data).release()
      return
    }
    AnimationRegistry.added(link)
  }

  /// Removes the animation with this key; its delegate hears it stop unfinished.
  public func removeAnimation(forKey key: String) {
    guard HostScope.hasABI14(host) else { return }
    AnimationRegistry.remove(from: handle) { $0.key == key }
    _ = key.withCString { host.pointee.layer_remove_animation(host, handle, $0) }
  }

  /// Removes every explicit animation of the layer.
  public func removeAllAnimations() {
    guard HostScope.hasABI14(host) else { return }
    AnimationRegistry.remove(from: handle) { _ in true }
    _ = host.pointee.layer_remove_animation(host, handle, nil)
  }

  /// The animation running under a key, or nil.
  public func animation(forKey key: String) -> CAAnimation? {
    AnimationRegistry.links(of: handle).last { $0.key == key }?.animation
  }

  /// The keys of the animations running on the layer, in the order they were added.
  public func animationKeys() -> [String]? {
    let keys = AnimationRegistry.links(of: handle).compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// The layer as it is shown now: its getters read presentation values (nil for a layer
  /// class of the plugin's own, which the host cannot make a proxy of).
  public func presentation() -> Self? {
    let copy = proxy()
    copy.isPresentation = true
    return copy as? Self
  }

  /// The layer's model: its getters read the values you set.
  public func model() -> Self {
    (proxy() as? Self) ?? self
  }
}

extension Optional where Wrapped == String {
  /// Calls the body with a C string, or NULL for nil.
  fileprivate func withOptionalCString<R>(_ body: (UnsafePointer<CChar>?) -> R) -> R {
    guard let self else { return body(nil) }
    return self.withCString { body($0) }
  }
}

/// One added animation: what the layer holds under its key until the host says it stopped.
final class AnimationLink {
  let animation: CAAnimation
  let layer: animhost_handle
  let key: String?

  init(animation: CAAnimation, layer: animhost_handle, key: String?) {
    self.animation = animation
    self.layer = layer
    self.key = key
  }
}

/// The animations each layer holds, for animation(forKey:) and animationKeys().
enum AnimationRegistry {
  nonisolated(unsafe) private static var byLayer: [animhost_handle: [AnimationLink]] = [:]

  static func added(_ link: AnimationLink) {
    byLayer[link.layer, default: []].append(link)
  }

  /// An animation stopped: the layer keeps one that is not removed on completion (it still
  /// shows its end), as Core Animation does, until it is removed.
  static func stopped(_ link: AnimationLink, removed: Bool) {
    guard removed || link.animation.isRemovedOnCompletion else { return }
    remove(from: link.layer) { $0 === link }
  }

  /// Forgets a layer's animations that match.
  static func remove(from layer: animhost_handle, where matches: (AnimationLink) -> Bool) {
    byLayer[layer]?.removeAll(where: matches)
    if byLayer[layer]?.isEmpty == true { byLayer[layer] = nil }
  }

  static func links(of layer: animhost_handle) -> [AnimationLink] {
    byLayer[layer] ?? []
  }
}

/// The host's delegate callback: tells the animation's delegate, and forgets the animation once
/// it stopped.
private let animationEventTrampoline: animhost_ca_event_fn = { host, userData, event in
  guard let host, let userData else { return }
  let unmanaged = Unmanaged<AnimationLink>.fromOpaque(userData)
  let link = unmanaged.takeUnretainedValue()
  HostScope.with(host) {
    switch event {
    case ANIMHOST_CA_EVENT_START:
      link.animation.delegate?.animationDidStart(link.animation)
    default:
      AnimationRegistry.stopped(link, removed: event == ANIMHOST_CA_EVENT_STOP_REMOVED)
      link.animation.delegate?.animationDidStop(
        link.animation, finished: event == ANIMHOST_CA_EVENT_STOP)
      unmanaged.release()
    }
  }
}
