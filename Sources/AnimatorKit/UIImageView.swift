extension UIView {
  /// How a view's content (an image view's image) is placed in its bounds, as UIKit's
  /// UIView.ContentMode.
  public enum ContentMode: Int, Sendable {
    /// Stretched to the bounds (the default).
    case scaleToFill = 0
    /// Scaled to fit inside the bounds, keeping its proportions.
    case scaleAspectFit = 1
    /// Scaled to cover the bounds, keeping its proportions (clip with clipsToBounds).
    case scaleAspectFill = 2
    /// Redrawn at the new size: stretched, as scaleToFill, here.
    case redraw = 3
    /// Unscaled, centred.
    case center = 4
    /// Unscaled, at the top middle.
    case top = 5
    /// Unscaled, at the bottom middle.
    case bottom = 6
    /// Unscaled, at the left middle.
    case left = 7
    /// Unscaled, at the right middle.
    case right = 8
    /// Unscaled, in the top-left corner.
    case topLeft = 9
    /// Unscaled, in the top-right corner.
    case topRight = 10
    /// Unscaled, in the bottom-left corner.
    case bottomLeft = 11
    /// Unscaled, in the bottom-right corner.
    case bottomRight = 12
  }

  /// How the view's image is placed in its bounds.
  public var contentMode: ContentMode {
    get {
      guard HostScope.hasABI15(host) else { return .scaleToFill }
      return ContentMode(rawValue: Int(values.scalar(ANIMHOST_PROP_CONTENT_MODE))) ?? .scaleToFill
    }
    set {
      guard HostScope.hasABI15(host) else { return }
      set(ANIMHOST_PROP_CONTENT_MODE, [Double(newValue.rawValue)])
    }
  }

  /// Whether subviews and content are clipped to the bounds (the layer's masksToBounds).
  public var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
}

/// A view that shows an image, as UIKit's UIImageView.
open class UIImageView: UIView {
  /// The image shown, placed by `contentMode` (read from the host, so a scene's image view
  /// gives its picture).
  open var image: UIImage? {
    get {
      guard HostScope.hasABI16(host) else { return storedImage }
      var size = [0.0, 0.0]
      let image = size.withUnsafeMutableBufferPointer {
        host.pointee.view_image(host, handle, $0.baseAddress)
      }
      guard image != 0 else { return nil }
      return UIImage(
        handle: image, host: host, size: CGSize(width: CGFloat(size[0]), height: CGFloat(size[1])))
    }
    set {
      storedImage = newValue
      guard HostScope.hasABI15(host) else { return }
      _ = host.pointee.view_set_image(host, handle, newValue?.handle ?? 0)
    }
  }

  /// The image last set, for a host older than ABI 1.6 that cannot be asked.
  private var storedImage: UIImage?

  /// An image view whose frame is the image's size at the origin.
  public init(image: UIImage?) {
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// An image view without an image.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A proxy for a host view that shows an image.
  override init(handle: animhost_handle, host: UnsafePointer<animhost_host_v1>) {
    super.init(handle: handle, host: host)
  }
}
