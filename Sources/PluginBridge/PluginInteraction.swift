import CAnimatorABI
import PluginHost
import TransitionEngine

/// A plugin's interaction controller (UIViewControllerInteractiveTransitioning) behind the
/// engine's protocol; released when the engine drops it.
final class PluginInteraction: InteractionController {
  let info: LoadedAnimator
  let bridge: HostBridge
  let raw: UnsafeMutableRawPointer

  init(info: LoadedAnimator, bridge: HostBridge, raw: UnsafeMutableRawPointer) {
    self.info = info
    self.bridge = bridge
    self.raw = raw
  }

  deinit {
    bridge.calling(.releaseInteraction) {
      info.descriptor.pointee.release_interaction?(bridge.table, raw)
    }
  }

  var wantsInteractiveStart: Bool {
    guard let wants = info.descriptor.pointee.interaction_wants_interactive_start else {
      return true
    }
    return bridge.calling(.wantsInteractiveStart) { wants(bridge.table, raw) } != 0
  }

  func startInteractiveTransition(context: TransitionContext) {
    bridge.calling(.startInteractiveTransition) {
      info.descriptor.pointee.start_interactive_transition?(
        bridge.table, raw, bridge.handle(context.id))
    }
  }

  func drive(_ command: InteractiveCommand) -> Bool {
    guard let drive = info.descriptor.pointee.interaction_drive else { return false }
    let (code, value): (Int32, Double) =
      switch command {
      case let .update(percent): (ANIMHOST_INTERACTIVE_UPDATE, percent)
      case .pause: (ANIMHOST_INTERACTIVE_PAUSE, 0)
      case .finish: (ANIMHOST_INTERACTIVE_FINISH, 0)
      case .cancel: (ANIMHOST_INTERACTIVE_CANCEL, 0)
      }
    return bridge.calling(.interactionDrive) { drive(bridge.table, raw, code, value) }
      == ANIMHOST_OK
  }
}

extension LoadedAnimator {
  /// Whether the descriptor has the hooks ABI 1.3 appended (interaction controllers,
  /// interruptible animators).
  var hasInteractionHooks: Bool { metadata.plugin.abiMinor >= 3 }
}
