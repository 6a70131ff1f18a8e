// AnimatorKit: what animator plugins import instead of UIKit.
//
// Every type here is a thin proxy over the host-services table in animator_abi.h. A plugin
// carries its own static copy of this module; nothing Swift-typed crosses into the host.

@_exported import CAnimatorABI
@_exported import Foundation

/// The host whose call is running now: set on every entry from the host into the plugin.
enum HostScope {
  nonisolated(unsafe) private static var stack: [UnsafePointer<animhost_host_v1>] = []

  /// The current host; calling UIKit API outside a host call is a programmer error.
  static var current: UnsafePointer<animhost_host_v1> {
    guard let host = stack.last else {
      preconditionFailure("AnimatorKit: UIKit API used outside a call from the host")
    }
    return host
  }

  /// Whether the host provides the calls added in ABI 1.1 (view_set_text).
  static func hasABI11(_ host: UnsafePointer<animhost_host_v1>) -> Bool {
    Int(host.pointee.struct_size)
      >= MemoryLayout<animhost_host_v1>.offset(of: \.view_create_layer) ?? 0
  }

  /// Whether the host provides the calls added in ABI 1.2 (layers, paths, keyframes).
  static func hasABI12(_ host: UnsafePointer<animhost_host_v1>) -> Bool {
    Int(host.pointee.struct_size) >= MemoryLayout<animhost_host_v1>.offset(of: \.animator_create)
      ?? 0
  }

  /// Whether the host provides the calls added in ABI 1.3 (property animators, interactive
  /// transitions, gestures).
  static func hasABI13(_ host: UnsafePointer<animhost_host_v1>) -> Bool {
    Int(host.pointee.struct_size)
      >= MemoryLayout<animhost_host_v1>.offset(of: \.layer_add_animation) ?? 0
  }

  /// Whether the host provides the calls added in ABI 1.4 (Core Animation's explicit
  /// animations, CATransaction).
  static func hasABI14(_ host: UnsafePointer<animhost_host_v1>) -> Bool {
    Int(host.pointee.struct_size)
      >= MemoryLayout<animhost_host_v1>.offset(of: \.layer_set_array) ?? 0
  }

  /// Whether the host provides the calls added in ABI 1.5 (gradient and replicator layers,
  /// layer arrays, CATransition, region snapshots).
  static func hasABI15(_ host: UnsafePointer<animhost_host_v1>) -> Bool {
    Int(host.pointee.struct_size)
      >= MemoryLayout<animhost_host_v1>.offset(of: \.view_controller_children) ?? 0
  }

  /// Whether the host provides the calls added in ABI 1.6 (navigation stacks and tabs,
  /// containment, safe areas, notifyWhenInteractionChanges).
  static func hasABI16(_ host: UnsafePointer<animhost_host_v1>) -> Bool {
    Int(host.pointee.struct_size)
      >= MemoryLayout<animhost_host_v1>.offset(of: \.view_subviews) ?? 0
  }

  /// Whether the host provides the calls added in ABI 1.8 (subviews, match ids).
  static func hasABI18(_ host: UnsafePointer<animhost_host_v1>) -> Bool {
    Int(host.pointee.struct_size) >= MemoryLayout<animhost_host_v1>.size
  }

  /// Runs a body with the host as the current one.
  static func with<T>(_ host: UnsafePointer<animhost_host_v1>, _ body: () -> T) -> T {
    stack.append(host)
    defer { stack.removeLast() }
    return body()
  }
}

extension animhost_rect {
  init(_ rect: CGRect) {
    self.init(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }

  var cgRect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
}
