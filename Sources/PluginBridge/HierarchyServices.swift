import CAnimatorABI
import TransitionEngine

/// A view's subviews and its match id (ABI 1.8).
enum HierarchyServices {
  /// The most bytes of a match id the host keeps.
  static let matchIDLimit = 1024

  static func install(into t: inout animhost_host_v1) {
    t.view_subviews = { host, handle, handles, capacity in
      guard let bridge = HostBridge.from(host), let view = bridge.view(handle, "view_subviews")
      else { return 0 }
      if let handles {
        for (index, subview) in view.subviews.prefix(Int(capacity)).enumerated() {
          handles[index] = bridge.handle(subview)
        }
      }
      return UInt32(clamping: view.subviews.count)
    }
    t.view_match_id = { host, handle, buffer, capacity in
      guard let bridge = HostBridge.from(host), let view = bridge.view(handle, "view_match_id"),
        let id = view.matchID
      else { return 0 }
      let bytes = Array(id.utf8)
      if let buffer, capacity > 0 {
        let count = min(bytes.count, Int(capacity) - 1)
        for index in 0..<count { buffer[index] = CChar(bitPattern: bytes[index]) }
        buffer[count] = 0
      }
      return UInt32(clamping: bytes.count)
    }
    t.view_set_match_id = { host, handle, id in
      guard let bridge = HostBridge.from(host), let view = bridge.view(handle, "view_set_match_id")
      else { return ANIMHOST_ERR_BAD_HANDLE }
      let text = id.map { BoundedText.read($0, limit: HierarchyServices.matchIDLimit).text } ?? ""
      view.matchID = text.isEmpty ? nil : text
      return ANIMHOST_OK
    }
  }
}
