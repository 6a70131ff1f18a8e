import CAnimatorABI
import PluginHost
import TransitionEngine

/// Navigation stacks, tabs, containment and safe areas (ABI 1.6).
enum NavigationServices {
  static func install(into t: inout animhost_host_v1) {
    t.view_controller_children = { host, handle, handles, capacity in
      guard let bridge = HostBridge.from(host),
        let viewController = bridge.viewController(handle, "view_controller_children")
      else { return 0 }
      let children = viewController.children
      if let handles {
        for (index, child) in children.prefix(Int(capacity)).enumerated() {
          handles[index] = bridge.handle(child.id)
        }
      }
      return UInt32(clamping: children.count)
    }
    t.view_controller_navigate = { host, handle, command, target, animated in
      NavigationServices.navigate(host, handle, command, target, animated)
    }
    t.view_controller_create = { host, name in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine else { return 0 }
      let limit = EngineLimits.logMessage.count
      let className = name.map { BoundedText.read($0, limit: limit).text } ?? "UIViewController"
      guard !className.isEmpty else {
        _ = bridge.badArgument("view_controller_create", "an empty class name")
        return 0
      }
      return engine.makeViewController(name: className).map { bridge.handle($0.id) } ?? 0
    }
    t.view_controller_transition_style = { host, handle, style in
      let call = "view_controller_transition_style"
      guard let bridge = HostBridge.from(host),
        let viewController = bridge.viewController(handle, call)
      else { return -1 }
      if style >= 0 {
        guard let value = ModalTransitionStyle(rawValue: Int(style)) else {
          _ = bridge.badArgument(call, "style \(style)")
          return -1
        }
        viewController.modalTransitionStyle = value
      }
      return Int32(viewController.modalTransitionStyle.rawValue)
    }
    t.view_controller_present = { host, presenting, presented, _ in
      NavigationServices.present(host, presenting, presented)
    }
    t.view_controller_containment = { host, child, call, parent in
      NavigationServices.contain(host, child, call, parent)
    }
    t.view_safe_area_insets = { host, handle, insets in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let view = bridge.view(handle, "view_safe_area_insets")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      guard let insets else { return bridge.badArgument("view_safe_area_insets", "NULL insets") }
      let safe = engine.safeAreaInsets(of: view)
      (insets[0], insets[1], insets[2], insets[3]) = (safe.top, safe.left, safe.bottom, safe.right)
      return ANIMHOST_OK
    }
    t.coordinator_notify_interaction_changes = { host, handle, handler, data in
      let call = "coordinator_notify_interaction_changes"
      guard let bridge = HostBridge.from(host),
        let viewController = bridge.viewController(handle, call)
      else { return ANIMHOST_ERR_BAD_HANDLE }
      guard let handler else { return bridge.badArgument(call, "a NULL handler") }
      guard let context = viewController.transitionContext else { return ANIMHOST_ERR_STATE }
      let table = bridge.table
      let notified = context.notifyWhenInteractionChanges { [weak bridge] context in
        guard let bridge else { return }
        bridge.calling(.interactionChangeHandler) {
          handler(table, data, bridge.handle(context.id))
        }
      }
      return notified ? ANIMHOST_OK : ANIMHOST_ERR_STATE
    }
  }

  /// present(_:animated:completion:): refused, as the host presents only the scene's screen.
  static func present(
    _ host: UnsafePointer<animhost_host_v1>?, _ presenting: animhost_handle,
    _ presented: animhost_handle
  ) -> animhost_status {
    let call = "view_controller_present"
    guard let bridge = HostBridge.from(host), let engine = bridge.engine,
      let from = bridge.viewController(presenting, call),
      let to = bridge.viewController(presented, call)
    else { return ANIMHOST_ERR_BAD_HANDLE }
    engine.diagnose(
      .warning, "presentation-misuse",
      "animator '\(bridge.animatorID)' called present(_:animated:completion:) on '\(from.name)' "
        + "with '\(to.name)': the host presents only the scene's screen (--kind present); "
        + "nothing was presented and the completion does not run")
    return ANIMHOST_ERR_UNSUPPORTED
  }

  private static func navigate(
    _ host: UnsafePointer<animhost_host_v1>?, _ handle: animhost_handle, _ command: Int32,
    _ target: animhost_handle, _ animated: Int32
  ) -> animhost_status {
    let call = "view_controller_navigate"
    guard let bridge = HostBridge.from(host), let engine = bridge.engine,
      let container = bridge.viewController(handle, call)
    else { return ANIMHOST_ERR_BAD_HANDLE }
    let commands: [Int32: NavigationCommand] = [
      ANIMHOST_NAVIGATE_PUSH: .push, ANIMHOST_NAVIGATE_POP: .pop,
      ANIMHOST_NAVIGATE_POP_TO_ROOT: .popToRoot, ANIMHOST_NAVIGATE_POP_TO: .popTo,
      ANIMHOST_NAVIGATE_SELECT: .select,
    ]
    guard let command = commands[command] else {
      return bridge.badArgument(call, "command \(command)")
    }
    var goal: ViewControllerNode?
    if target != 0 {
      guard let node = bridge.viewController(target, call) else { return ANIMHOST_ERR_BAD_HANDLE }
      goal = node
    }
    switch engine.navigate(container, command, target: goal, animated: animated != 0) {
    case .requested, .unchanged: return ANIMHOST_OK
    case .notFound: return ANIMHOST_ERR_NOT_FOUND
    case .busy: return ANIMHOST_ERR_STATE
    case .unsupported: return ANIMHOST_ERR_UNSUPPORTED
    case .wrongController:
      let kind = command == .select ? "a tab bar controller" : "a navigation controller"
      return bridge.badArgument(call, "'\(container.name)', which is not \(kind)")
    }
  }

  private static func contain(
    _ host: UnsafePointer<animhost_host_v1>?, _ childHandle: animhost_handle, _ call: Int32,
    _ parentHandle: animhost_handle
  ) -> animhost_status {
    let name = "view_controller_containment"
    guard let bridge = HostBridge.from(host), let engine = bridge.engine,
      let child = bridge.viewController(childHandle, name)
    else { return ANIMHOST_ERR_BAD_HANDLE }
    var parent: ViewControllerNode?
    if parentHandle != 0 {
      guard let node = bridge.viewController(parentHandle, name) else {
        return ANIMHOST_ERR_BAD_HANDLE
      }
      parent = node
    }
    func refused(_ why: String) -> animhost_status {
      engine.diagnose(
        .warning, "containment-misuse", "animator '\(bridge.animatorID)': \(why); ignored")
      return ANIMHOST_ERR_STATE
    }
    switch call {
    case ANIMHOST_CONTAINMENT_ADD_CHILD:
      guard let parent else { return bridge.badArgument(name, "addChild without a parent") }
      if let why = engine.containmentRefusal(child: child, parent: parent) { return refused(why) }
      engine.addChild(child, to: parent)
    case ANIMHOST_CONTAINMENT_REMOVE:
      if let why = engine.containmentRefusal(child: child, parent: nil) { return refused(why) }
      engine.removeFromParent(child)
    case ANIMHOST_CONTAINMENT_WILL_MOVE, ANIMHOST_CONTAINMENT_DID_MOVE:
      engine.recordMove(call == ANIMHOST_CONTAINMENT_DID_MOVE, child, to: parent)
    default:
      return bridge.badArgument(name, "call \(call)")
    }
    return ANIMHOST_OK
  }
}
