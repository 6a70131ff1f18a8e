import CAnimatorABI
import PluginHost
import TransitionEngine

/// The transition coordinator and a presented view controller's container (ABI 1.5).
enum CoordinatorServices {
  static func install(into t: inout animhost_host_v1) {
    t.view_controller_container = { host, handle in
      guard let bridge = HostBridge.from(host),
        let viewController = bridge.viewController(handle, "view_controller_container")
      else { return 0 }
      return bridge.handle(viewController.containerView)
    }
    t.view_controller_transition_context = { host, handle in
      guard let bridge = HostBridge.from(host),
        let viewController = bridge.viewController(handle, "view_controller_transition_context"),
        let context = viewController.transitionContext
      else { return 0 }
      return bridge.handle(context.id)
    }
    t.view_controller_related = { host, handle, relation in
      let call = "view_controller_related"
      guard let bridge = HostBridge.from(host),
        let viewController = bridge.viewController(handle, call)
      else { return 0 }
      let related: ViewControllerNode?
      switch relation {
      case ANIMHOST_RELATION_PARENT: related = viewController.parent
      case ANIMHOST_RELATION_PRESENTING: related = viewController.presentingViewController
      case ANIMHOST_RELATION_PRESENTED: related = viewController.presentedViewController
      case ANIMHOST_RELATION_NAVIGATION:
        related = viewController.parent.flatMap { $0.containerKind == .push ? $0 : nil }
      case ANIMHOST_RELATION_TAB_BAR:
        related = viewController.parent.flatMap { $0.containerKind == .tab ? $0 : nil }
      case ANIMHOST_RELATION_SELECTED:
        related = viewController.selectedChild
      default:
        _ = bridge.badArgument(call, "relation \(relation)")
        return 0
      }
      return related.map { bridge.handle($0.id) } ?? 0
    }
    t.context_duration = { host, handle in
      guard let bridge = HostBridge.from(host),
        let context = bridge.context(handle, "context_duration")
      else { return 0 }
      return context.duration
    }
    t.coordinator_animate_alongside = { host, handle, body, bodyData, completion, completionData in
      let call = "coordinator_animate_alongside"
      guard let bridge = HostBridge.from(host),
        let viewController = bridge.viewController(handle, call)
      else { return ANIMHOST_ERR_BAD_HANDLE }
      guard let context = viewController.transitionContext else { return ANIMHOST_ERR_STATE }
      let table = bridge.table
      let run: (() -> Void)? = body.map { body in
        { [weak bridge] in bridge?.calling(.alongsideBlock) { body(table, bodyData) } }
      }
      let done: ((Bool) -> Void)? = completion.map { completion in
        { [weak bridge] (finished: Bool) in
          bridge?.calling(.alongsideBlock) { completion(table, completionData, finished ? 1 : 0) }
        }
      }
      return context.animateAlongside(run, completion: done) ? ANIMHOST_OK : ANIMHOST_ERR_STATE
    }
  }
}
