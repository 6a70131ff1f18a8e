import CAnimatorABI
import PluginHost
import TransitionEngine

/// UIKit Dynamics through the host table (ABI 1.6): animators, behaviours, their items and
/// settings, collision boundaries, and the events handed back to the plugin.
enum DynamicsServices {
  static func install(into t: inout animhost_host_v1) {
    t.dynamic_animator_create = { host, reference, handler, data in
      DynamicsServices.makeAnimator(host, reference, handler, data)
    }
    t.dynamic_animator_behavior = { host, animatorHandle, behaviorHandle, add in
      let call = "dynamic_animator_behavior"
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let animator = bridge.dynamicAnimator(animatorHandle, call),
        let behavior = bridge.dynamicBehavior(behaviorHandle, call)
      else { return ANIMHOST_ERR_BAD_HANDLE }
      if add != 0, let other = behavior.animator, other !== animator {
        return bridge.badArgument(call, "a behaviour already in another animator")
      }
      engine.setBehavior(behavior, in: animator, added: add != 0)
      return ANIMHOST_OK
    }
    t.dynamic_animator_get = { host, handle, which in
      guard let bridge = HostBridge.from(host),
        let animator = bridge.dynamicAnimator(handle, "dynamic_animator_get")
      else { return 0 }
      return which == 0 ? (animator.isRunning ? 1 : 0) : animator.elapsedTime
    }
    t.dynamic_behavior_create = { host, kind, withAction in
      guard let bridge = HostBridge.from(host), let engine = bridge.engine else { return 0 }
      guard let kind = DynamicBehaviorKind(rawValue: Int(kind)) else {
        _ = bridge.badArgument("dynamic_behavior_create", "kind \(kind)")
        return 0
      }
      let behavior = engine.makeDynamicBehavior(kind)
      behavior.hasAction = withAction != 0
      return bridge.handle(behavior.id)
    }
    t.dynamic_behavior_item = { host, handle, item, add in
      let call = "dynamic_behavior_item"
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let behavior = bridge.dynamicBehavior(handle, call), let view = bridge.view(item, call)
      else { return ANIMHOST_ERR_BAD_HANDLE }
      engine.setItem(view, of: behavior, added: add != 0)
      return ANIMHOST_OK
    }
    t.dynamic_behavior_set = { host, handle, setting, item, values, count in
      DynamicsServices.set(host, handle, setting, item, values, count)
    }
    t.dynamic_collision_boundary = { host, handle, identifier, commands, count in
      let call = "dynamic_collision_boundary"
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let behavior = bridge.dynamicBehavior(handle, call)
      else { return ANIMHOST_ERR_BAD_HANDLE }
      guard behavior.kind == .collision, let identifier else {
        return bridge.badArgument(call, "a boundary on a behaviour that is not a collision")
      }
      let name = BoundedText.read(identifier, limit: 256).text
      var path = Path()
      if count > 0 {
        guard let commands,
          case .success(let decoded) = PathCommands.decode(
            UnsafeBufferPointer(start: commands, count: Int(count)))
        else { return bridge.badArgument(call, "a malformed boundary path") }
        path = decoded
      }
      engine.setBoundary(name, of: behavior, path: path)
      return ANIMHOST_OK
    }
    t.dynamic_behavior_add_child = { host, parent, child in
      let call = "dynamic_behavior_add_child"
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let parentNode = bridge.dynamicBehavior(parent, call),
        let childNode = bridge.dynamicBehavior(child, call)
      else { return ANIMHOST_ERR_BAD_HANDLE }
      engine.addChild(childNode, to: parentNode)
      return ANIMHOST_OK
    }
  }

  private static func makeAnimator(
    _ host: UnsafePointer<animhost_host_v1>?, _ reference: animhost_handle,
    _ handler: animhost_dynamics_fn?, _ data: UnsafeMutableRawPointer?
  ) -> animhost_handle {
    guard let bridge = HostBridge.from(host), let engine = bridge.engine,
      let view = bridge.view(reference, "dynamic_animator_create")
    else { return 0 }
    let animator = engine.makeDynamicAnimator(referenceView: view)
    if let handler {
      let table = bridge.table
      animator.onEvent = { [weak bridge] event in
        guard let bridge else { return }
        let (code, behavior, item, other, identifier) = Self.code(event)
        bridge.calling(.dynamicsEvent) {
          if let identifier {
            identifier.withCString {
              handler(
                table, data, code, behavior.map(bridge.handle) ?? 0, item.map(bridge.handle) ?? 0,
                other.map(bridge.handle) ?? 0, $0)
            }
          } else {
            handler(
              table, data, code, behavior.map(bridge.handle) ?? 0, item.map(bridge.handle) ?? 0,
              other.map(bridge.handle) ?? 0, nil)
          }
        }
      }
    }
    return bridge.handle(animator.id)
  }

  private static func code(_ event: DynamicAnimatorNode.Event)
    -> (Int32, Int?, Int?, Int?, String?)
  {
    switch event {
    case .didPause: (ANIMHOST_DYNAMICS_DID_PAUSE, nil, nil, nil, nil)
    case .willResume: (ANIMHOST_DYNAMICS_WILL_RESUME, nil, nil, nil, nil)
    case let .action(behavior): (ANIMHOST_DYNAMICS_ACTION, behavior, nil, nil, nil)
    case let .collision(behavior, began, item, other, identifier):
      (
        began ? ANIMHOST_DYNAMICS_COLLISION_BEGAN : ANIMHOST_DYNAMICS_COLLISION_ENDED, behavior,
        item, other, identifier
      )
    }
  }

  private static func set(
    _ host: UnsafePointer<animhost_host_v1>?, _ handle: animhost_handle, _ setting: Int32,
    _ item: animhost_handle, _ values: UnsafePointer<Double>?, _ count: UInt32
  ) -> animhost_status {
    let call = "dynamic_behavior_set"
    guard let bridge = HostBridge.from(host), let engine = bridge.engine,
      let behavior = bridge.dynamicBehavior(handle, call)
    else { return ANIMHOST_ERR_BAD_HANDLE }
    guard let parameter = DynamicParameter(rawValue: Int(setting)) else {
      return bridge.badArgument(call, "setting \(setting)")
    }
    guard let values, Int(count) == parameter.count else {
      return bridge.badArgument(call, "\(count) values for setting \(setting)")
    }
    let list = Array(UnsafeBufferPointer(start: values, count: Int(count)))
    guard list.allSatisfy(\.isFinite) else { return bridge.badArgument(call, "a non-finite value") }
    var view: ViewNode?
    if parameter.isPerItem {
      guard let found = bridge.view(item, call) else { return ANIMHOST_ERR_BAD_ARGUMENT }
      view = found
    }
    engine.set(parameter, of: behavior, item: view, list)
    return ANIMHOST_OK
  }
}
