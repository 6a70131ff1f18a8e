extension UIView {
  /// The view's subviews, back to front, as UIKit's `subviews` (ABI 1.8; empty on an older
  /// host).
  public var subviews: [UIView] {
    guard HostScope.hasABI18(host) else { return [] }
    let count = Int(host.pointee.view_subviews(host, handle, nil, 0))
    guard count > 0 else { return [] }
    var handles = [animhost_handle](repeating: 0, count: count)
    let written = handles.withUnsafeMutableBufferPointer { buffer in
      Int(host.pointee.view_subviews(host, handle, buffer.baseAddress, UInt32(count)))
    }
    return handles.prefix(min(written, count)).compactMap { UIView.wrap($0, host) }
  }

  /// The id that pairs this view with a view of the other screen in a magic move (ABI 1.8;
  /// nil on an older host), which Hero code spells `hero.id`.
  var matchID: String? {
    get {
      guard HostScope.hasABI18(host) else { return nil }
      let length = Int(host.pointee.view_match_id(host, handle, nil, 0))
      guard length > 0 else { return nil }
      var bytes = [CChar](repeating: 0, count: length + 1)
      let written = bytes.withUnsafeMutableBufferPointer { buffer in
        Int(host.pointee.view_match_id(host, handle, buffer.baseAddress, UInt32(length + 1)))
      }
      guard written == length else { return nil }
      return String(decoding: bytes.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    set {
      guard HostScope.hasABI18(host) else { return }
      _ = host.pointee.view_set_match_id(host, handle, newValue ?? "")
    }
  }
}
