import CAnimatorABI
import PluginHost
import TransitionEngine

/// Runs a plugin animator's transitions: makes its delegate and bridges its animators to the
/// engine.
package enum PluginTransition {
  /// Runs the request with the animator and resolved parameter values.
  ///
  /// - Parameters:
  ///   - animator: the loaded animator.
  ///   - parameters: its resolved parameter values, in declaration order.
  ///   - request: the transitions to run.
  ///   - observer: told before every call into plugin code.
  /// - Returns: the timeline of the run.
  /// - Throws: EngineError when the run fails (an animator that never completes, a bad request).
  package static func run(
    _ animator: LoadedAnimator, parameters: [(name: String, value: String)],
    request: TransitionRequest,
    observer: ((PluginCall) -> Void)? = nil
  ) throws -> Timeline {
    let bridge = HostBridge(animatorID: animator.id)
    bridge.callObserver = observer
    bridge.pluginMinor = animator.metadata.plugin.abiMinor
    var request = request
    if request.style == nil, animator.hasPresentationController { request.style = .custom }
    let runner = TransitionRunner(animatorID: animator.id, request: request)
    return try runner.run { engine in
      bridge.engine = engine
      return PluginDelegate(animator: animator, parameters: parameters, bridge: bridge)
    }
  }
}

/// The plugin's transitioning delegate behind the engine's protocol.
final class PluginDelegate: TransitioningDelegate {
  let info: LoadedAnimator
  let bridge: HostBridge
  private let raw: UnsafeMutableRawPointer?

  init(animator: LoadedAnimator, parameters: [(name: String, value: String)], bridge: HostBridge) {
    info = animator
    self.bridge = bridge
    let d = animator.descriptor.pointee
    let names = parameters.map { Array($0.name.utf8CString) }
    let values = parameters.map { Array($0.value.utf8CString) }
    raw = names.withCStringArray { namePointers in
      values.withCStringArray { valuePointers in
        let pairs = zip(namePointers, valuePointers).map {
          animator_param_value_v1(name: $0, value: $1)
        }
        return pairs.withUnsafeBufferPointer { buffer in
          bridge.calling(.createDelegate) {
            d.create_delegate?(
              bridge.table, animator.descriptor, buffer.baseAddress, UInt32(buffer.count))
          }
        }
      }
    }
    if raw == nil {
      bridge.engine?.diagnose(
        .warning, "no-delegate",
        "animator '\(animator.id)' made no transitioning delegate; using the system transition")
    }
  }

  deinit {
    if let raw {
      bridge.calling(.destroyDelegate) {
        info.descriptor.pointee.destroy_delegate?(bridge.table, raw)
      }
    }
  }

  func animator(
    forPresented presented: ViewControllerNode, presenting: ViewControllerNode,
    source: ViewControllerNode
  ) -> (any TransitionAnimator)? {
    guard let raw, info.canPresent else { return nil }
    let vended = bridge.calling(.animatorForPresented) {
      info.descriptor.pointee.animator_for_presented?(
        bridge.table, raw, bridge.handle(presented.id), bridge.handle(presenting.id),
        bridge.handle(source.id))
    }
    return vended.map { PluginAnimator(info: info, bridge: bridge, raw: $0) }
  }

  func animator(forDismissed dismissed: ViewControllerNode) -> (any TransitionAnimator)? {
    guard let raw, info.canDismiss else { return nil }
    let vended = bridge.calling(.animatorForDismissed) {
      info.descriptor.pointee.animator_for_dismissed?(
        bridge.table, raw, bridge.handle(dismissed.id))
    }
    return vended.map { PluginAnimator(info: info, bridge: bridge, raw: $0) }
  }

  func interactionController(forPresentation animator: any TransitionAnimator)
    -> (any InteractionController)?
  {
    interaction(for: animator, .interactionForPresentation) {
      info.descriptor.pointee.interaction_for_presentation
    }
  }

  func interactionController(forDismissal animator: any TransitionAnimator)
    -> (any InteractionController)?
  {
    interaction(for: animator, .interactionForDismissal) {
      info.descriptor.pointee.interaction_for_dismissal
    }
  }

  func interactionController(forNavigation animator: any TransitionAnimator)
    -> (any InteractionController)?
  {
    guard info.metadata.plugin.abiMinor >= 5 else { return nil }
    return interaction(for: animator, .interactionForOperation) {
      info.descriptor.pointee.interaction_for_operation
    }
  }

  func interactionController(forTab animator: any TransitionAnimator)
    -> (any InteractionController)?
  {
    guard info.metadata.plugin.abiMinor >= 6 else { return nil }
    return interaction(for: animator, .interactionForTab) {
      info.descriptor.pointee.interaction_for_tab
    }
  }

  func animator(
    for operation: NavigationOperation, from: ViewControllerNode, to: ViewControllerNode
  ) -> (any TransitionAnimator)? {
    guard let raw, operation != .none, operation == .push ? info.canPush : info.canPop,
      let vend = info.descriptor.pointee.animator_for_operation
    else { return nil }
    let code = operation == .push ? ANIMHOST_OPERATION_PUSH : ANIMHOST_OPERATION_POP
    let vended = bridge.calling(.animatorForOperation) {
      vend(bridge.table, raw, code, bridge.handle(from.id), bridge.handle(to.id))
    }
    return vended.map { PluginAnimator(info: info, bridge: bridge, raw: $0) }
  }

  func animator(forTabFrom from: ViewControllerNode, to: ViewControllerNode)
    -> (any TransitionAnimator)?
  {
    guard let raw, info.canTab, let vend = info.descriptor.pointee.animator_for_tab else {
      return nil
    }
    let vended = bridge.calling(.animatorForTab) {
      vend(bridge.table, raw, bridge.handle(from.id), bridge.handle(to.id))
    }
    return vended.map { PluginAnimator(info: info, bridge: bridge, raw: $0) }
  }

  func presentationController(
    forPresented presented: ViewControllerNode, presenting: ViewControllerNode,
    source: ViewControllerNode
  ) -> (any PresentationController)? {
    guard let raw, info.metadata.plugin.abiMinor >= 5,
      let vend = info.descriptor.pointee.presentation_controller_for
    else { return nil }
    let vended = bridge.calling(.presentationControllerFor) {
      vend(
        bridge.table, raw, bridge.handle(presented.id), bridge.handle(presenting.id),
        bridge.handle(source.id))
    }
    return vended.map { PluginPresentationController(info: info, bridge: bridge, raw: $0) }
  }

  /// Asks the plugin for an interaction controller for one of its own animators (UIKit passes
  /// the animator the delegate vended; the system transition has none to offer).
  private func interaction(
    for animator: any TransitionAnimator, _ call: PluginCall,
    _ hook: () -> (
      @convention(c) (
        UnsafePointer<animhost_host_v1>?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
      ) -> UnsafeMutableRawPointer?
    )?
  ) -> (any InteractionController)? {
    guard let raw, info.hasInteractionHooks, let vend = hook(),
      let pluginAnimator = animator as? PluginAnimator
    else { return nil }
    let vended = bridge.calling(call) { vend(bridge.table, raw, pluginAnimator.raw) }
    return vended.map { PluginInteraction(info: info, bridge: bridge, raw: $0) }
  }
}

/// A plugin's animator behind the engine's protocol; released when the engine drops it.
final class PluginAnimator: TransitionAnimator {
  let info: LoadedAnimator
  let bridge: HostBridge
  let raw: UnsafeMutableRawPointer

  init(info: LoadedAnimator, bridge: HostBridge, raw: UnsafeMutableRawPointer) {
    self.info = info
    self.bridge = bridge
    self.raw = raw
  }

  deinit {
    bridge.calling(.releaseAnimator) {
      info.descriptor.pointee.release_animator?(bridge.table, raw)
    }
  }

  var name: String { info.id }

  func transitionDuration(context: TransitionContext) -> Double {
    bridge.calling(.transitionDuration) {
      info.descriptor.pointee.transition_duration?(bridge.table, raw, bridge.handle(context.id))
    } ?? info.defaultDuration
  }

  func animateTransition(context: TransitionContext) {
    bridge.calling(.animateTransition) {
      info.descriptor.pointee.animate_transition?(bridge.table, raw, bridge.handle(context.id))
    }
  }

  func interruptibleAnimator(context: TransitionContext) -> PropertyAnimatorNode? {
    guard info.hasInteractionHooks, let vend = info.descriptor.pointee.interruptible_animator
    else { return nil }
    let handle = bridge.calling(.interruptibleAnimator) {
      vend(bridge.table, raw, bridge.handle(context.id))
    }
    guard handle != 0 else { return nil }
    return bridge.propertyAnimator(handle, "interruptible_animator")
  }

  func animationEnded(completed: Bool) {
    bridge.calling(.animationEnded) {
      info.descriptor.pointee.animation_ended?(bridge.table, raw, completed ? 1 : 0)
    }
  }
}

extension Array where Element == [CChar] {
  /// Calls the body with stable pointers to each C string.
  func withCStringArray<R>(_ body: ([UnsafePointer<CChar>]) -> R) -> R {
    var pointers: [UnsafeMutablePointer<CChar>] = []
    for string in self {
      let copy = UnsafeMutablePointer<CChar>.allocate(capacity: string.count)
      copy.initialize(from: string, count: string.count)
      pointers.append(copy)
    }
    defer { pointers.forEach { $0.deallocate() } }
    return body(pointers.map { UnsafePointer($0) })
  }
}
