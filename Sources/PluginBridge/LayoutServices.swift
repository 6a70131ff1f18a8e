import CAnimatorABI
import PluginHost
import TransitionEngine

/// Auto Layout's constraints through the host table (ABI 1.6).
enum LayoutServices {
  static func install(into t: inout animhost_host_v1) {
    t.layout_constraint_create = { host, spec in LayoutServices.create(host, spec) }
    t.layout_constraint_set = { host, handle, field, value in
      let call = "layout_constraint_set"
      guard let bridge = HostBridge.from(host), let engine = bridge.engine,
        let constraint = bridge.constraint(handle, call)
      else { return ANIMHOST_ERR_BAD_HANDLE }
      guard value.isFinite else { return bridge.badArgument(call, "a non-finite value") }
      switch field {
      case ANIMHOST_CONSTRAINT_ACTIVE: engine.setActive(constraint, value != 0)
      case ANIMHOST_CONSTRAINT_CONSTANT: engine.setConstant(constraint, value)
      case ANIMHOST_CONSTRAINT_PRIORITY:
        guard (1...1000).contains(value) else {
          return bridge.badArgument(call, "priority \(value)")
        }
        engine.setPriority(constraint, value)
      default: return bridge.badArgument(call, "field \(field)")
      }
      return ANIMHOST_OK
    }
  }

  private static func create(
    _ host: UnsafePointer<animhost_host_v1>?, _ spec: UnsafePointer<animhost_constraint_v1>?
  ) -> animhost_handle {
    let call = "layout_constraint_create"
    guard let bridge = HostBridge.from(host), let engine = bridge.engine else { return 0 }
    guard let spec, Int(spec.pointee.struct_size) >= MemoryLayout<animhost_constraint_v1>.size
    else {
      _ = bridge.badArgument(call, "a missing or short constraint")
      return 0
    }
    let s = spec.pointee
    guard s.multiplier.isFinite, s.constant.isFinite, (1...1000).contains(s.priority) else {
      _ = bridge.badArgument(
        call, "a non-finite multiplier or constant, or a priority outside 1...1000")
      return 0
    }
    func side(_ item: animhost_handle, _ guide: Int32, _ attribute: Int32) -> LayoutAnchorRef? {
      guard let view = bridge.view(item, call),
        let kind = LayoutGuideKind(rawValue: Int(guide)),
        let attribute = LayoutAttribute(rawValue: Int(attribute)), attribute != .notAnAttribute
      else { return nil }
      return LayoutAnchorRef(view: view, guide: kind, attribute: attribute)
    }
    guard let first = side(s.first_item, s.first_guide, s.first_attribute) else {
      _ = bridge.badArgument(call, "a first item or attribute that is missing")
      return 0
    }
    var second: LayoutAnchorRef?
    if s.second_item != 0 {
      guard let found = side(s.second_item, s.second_guide, s.second_attribute) else {
        _ = bridge.badArgument(call, "a second item or attribute that is missing")
        return 0
      }
      second = found
    }
    let constraint = engine.makeConstraint(
      first: first, relation: Int(s.relation), second: second, multiplier: s.multiplier,
      constant: s.constant, priority: s.priority)
    return bridge.handle(constraint.id)
  }
}
