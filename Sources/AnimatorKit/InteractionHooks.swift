/// The descriptor's ABI 1.3 hooks: interaction controllers and interruptible animators.
///
/// An interaction controller is boxed with the animator it was vended for, since a percent
/// driver needs that animator when the transition starts (UIKit hands it over privately).
enum InteractionHooks {
  typealias Host = UnsafePointer<animhost_host_v1>

  /// Keeps an interaction controller alive while the host holds it.
  final class Box {
    let controller: any UIViewControllerInteractiveTransitioning
    let animator: any UIViewControllerAnimatedTransitioning
    init(
      _ controller: any UIViewControllerInteractiveTransitioning,
      _ animator: any UIViewControllerAnimatedTransitioning
    ) {
      self.controller = controller
      self.animator = animator
    }
  }

  /// Which delegate method vends the interaction controller.
  enum Asked { case presentation, dismissal, navigation, tab }

  static func vend(
    _ host: Host?, _ delegateRaw: UnsafeMutableRawPointer?,
    _ animatorRaw: UnsafeMutableRawPointer?, _ asked: Asked
  ) -> UnsafeMutableRawPointer? {
    guard let host, let delegateRaw, let animatorRaw else { return nil }
    let delegate = Unmanaged<DelegateBox>.fromOpaque(delegateRaw).takeUnretainedValue().delegate
    let box = Unmanaged<AnimatorBox>.fromOpaque(animatorRaw).takeUnretainedValue()
    let animator = box.animator
    return HostScope.with(host) {
      let controller: (any UIViewControllerInteractiveTransitioning)? =
        switch asked {
        case .presentation: delegate.interactionControllerForPresentation(using: animator)
        case .dismissal: delegate.interactionControllerForDismissal(using: animator)
        case .navigation:
          (delegate as? any UINavigationControllerDelegate)?.navigationController(
            UINavigationController(handle: box.container, host: host),
            interactionControllerFor: animator)
        case .tab:
          (delegate as? any UITabBarControllerDelegate)?.tabBarController(
            UITabBarController(handle: box.container, host: host),
            interactionControllerFor: animator)
        }
      return controller.map { Unmanaged.passRetained(Box($0, animator)).toOpaque() }
    }
  }

  static func box(_ raw: UnsafeMutableRawPointer) -> Box {
    Unmanaged<Box>.fromOpaque(raw).takeUnretainedValue()
  }

  static let forPresentation:
    @convention(c) (Host?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) ->
      UnsafeMutableRawPointer? = { host, delegate, animator in
        vend(host, delegate, animator, .presentation)
      }

  static let forDismissal:
    @convention(c) (Host?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) ->
      UnsafeMutableRawPointer? = { host, delegate, animator in
        vend(host, delegate, animator, .dismissal)
      }

  static let forOperation:
    @convention(c) (Host?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) ->
      UnsafeMutableRawPointer? = { host, delegate, animator in
        vend(host, delegate, animator, .navigation)
      }

  static let forTab:
    @convention(c) (Host?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) ->
      UnsafeMutableRawPointer? = { host, delegate, animator in
        vend(host, delegate, animator, .tab)
      }

  static let release: @convention(c) (Host?, UnsafeMutableRawPointer?) -> Void = { _, raw in
    guard let raw else { return }
    Unmanaged<Box>.fromOpaque(raw).release()
  }

  static let wantsStart: @convention(c) (Host?, UnsafeMutableRawPointer?) -> Int32 = {
    host, raw in
    guard let host, let raw else { return 1 }
    return HostScope.with(host) { box(raw).controller.wantsInteractiveStart ? 1 : 0 }
  }

  static let start: @convention(c) (Host?, UnsafeMutableRawPointer?, animhost_handle) -> Void = {
    host, raw, context in
    guard let host, let raw else { return }
    let box = box(raw)
    HostScope.with(host) {
      if let percent = box.controller as? UIPercentDrivenInteractiveTransition {
        percent.transitionAnimator = box.animator
      }
      box.controller.startInteractiveTransition(HostTransitionContext(handle: context, host: host))
    }
  }

  static let drive:
    @convention(c) (Host?, UnsafeMutableRawPointer?, Int32, Double) -> animhost_status = {
      host, raw, command, value in
      guard let host, let raw else { return ANIMHOST_ERR_BAD_ARGUMENT }
      guard let percent = box(raw).controller as? UIPercentDrivenInteractiveTransition else {
        return ANIMHOST_ERR_UNSUPPORTED
      }
      return HostScope.with(host) {
        switch command {
        case ANIMHOST_INTERACTIVE_UPDATE: percent.update(CGFloat(value))
        case ANIMHOST_INTERACTIVE_PAUSE: percent.pause()
        case ANIMHOST_INTERACTIVE_FINISH: percent.finish()
        case ANIMHOST_INTERACTIVE_CANCEL: percent.cancel()
        default: return ANIMHOST_ERR_BAD_ARGUMENT
        }
        return ANIMHOST_OK
      }
    }

  /// The handle of the animator's property animator, made active with its kept animations so
  /// that the host can drive it; 0 when the animator vends none (or one of its own kind).
  static let interruptibleAnimator:
    @convention(c) (Host?, UnsafeMutableRawPointer?, animhost_handle) -> animhost_handle = {
      host, raw, context in
      guard let host, let raw else { return 0 }
      let animator = Unmanaged<AnimatorBox>.fromOpaque(raw).takeUnretainedValue().animator
      return HostScope.with(host) {
        let vended = animator.interruptibleAnimator(
          using: HostTransitionContext(handle: context, host: host))
        guard let property = vended as? UIViewPropertyAnimator, property.handle != 0 else {
          return 0
        }
        property.activate()
        property.settle()
        return property.handle
      }
    }
}
