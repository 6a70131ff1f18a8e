/// An image, as UIKit's UIImage: here, view hierarchies drawn into it with
/// `drawHierarchy(in:afterScreenUpdates:)` or `CALayer.render(in:)` in an image context,
/// frozen when the image was made.
open class UIImage: NSObject {
  let handle: animhost_handle
  let host: UnsafePointer<animhost_host_v1>

  /// The image's size in points.
  public let size: CGSize

  init(handle: animhost_handle, host: UnsafePointer<animhost_host_v1>, size: CGSize) {
    self.handle = handle
    self.host = host
    self.size = size
  }

  /// Points per pixel; images here are drawn at the frame's scale, so 1.
  open var scale: CGFloat { 1 }
}

/// A drawing destination, as Core Graphics' CGContext: an image context collects the view
/// hierarchies drawn into it.
public final class CGContext {
  /// The context's size in points.
  let size: CGSize
  /// What was drawn, in order.
  var drawings: [animhost_image_drawing_v1] = []
  /// The colour fills use.
  var fillColor = UIColor.black.cgColor

  init(size: CGSize) {
    self.size = size
  }

  /// The image of what was drawn so far; nil on a host before ABI 1.5.
  func makeImage() -> UIImage? {
    let host = HostScope.current
    guard HostScope.hasABI15(host) else { return nil }
    let handle = drawings.withUnsafeBufferPointer {
      host.pointee.image_create(
        host, Double(size.width), Double(size.height), $0.baseAddress, UInt32($0.count))
    }
    return handle == 0 ? nil : UIImage(handle: handle, host: host, size: size)
  }

  /// Records a view drawn into a rectangle.
  func draw(_ handle: animhost_handle, in rect: CGRect, afterUpdates: Bool) {
    drawings.append(
      animhost_image_drawing_v1(
        view: handle, rect: animhost_rect(rect), after_updates: afterUpdates ? 1 : 0))
  }

  /// The image contexts open now, innermost last (UIGraphicsBeginImageContext, and the
  /// renderer while its actions run).
  nonisolated(unsafe) static var stack: [CGContext] = []
}

/// The context a UIGraphicsImageRenderer hands its actions, as UIKit's
/// UIGraphicsImageRendererContext.
public final class UIGraphicsImageRendererContext {
  /// The Core Graphics context being drawn into.
  public let cgContext: CGContext

  init(_ context: CGContext) {
    cgContext = context
  }

  /// An image of what has been drawn so far.
  public var currentImage: UIImage {
    cgContext.makeImage() ?? UIImage(handle: 0, host: HostScope.current, size: cgContext.size)
  }
}

/// Makes images by running drawing actions, as UIKit's UIGraphicsImageRenderer.
open class UIGraphicsImageRenderer {
  /// The size of the images it makes, in points.
  let size: CGSize

  /// A renderer of images of a size.
  public init(size: CGSize) {
    self.size = size
  }

  /// A renderer of images of a rectangle's size.
  public convenience init(bounds: CGRect) {
    self.init(size: bounds.size)
  }

  /// An image of what the actions draw (for example `view.drawHierarchy(in:…)`).
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = CGContext(size: size)
    CGContext.stack.append(context)
    actions(UIGraphicsImageRendererContext(context))
    CGContext.stack.removeLast()
    return context.makeImage() ?? UIImage(handle: 0, host: HostScope.current, size: size)
  }
}

/// Opens an image context of a size (UIKit's older image-context API).
public func UIGraphicsBeginImageContextWithOptions(
  _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
) {
  CGContext.stack.append(CGContext(size: size))
}

/// Opens an image context of a size.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The innermost open image context, or nil.
public func UIGraphicsGetCurrentContext() -> CGContext? { CGContext.stack.last }

/// An image of what the innermost open image context holds, or nil without one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  CGContext.stack.last?.makeImage()
}

/// Closes the innermost image context.
public func UIGraphicsEndImageContext() {
  _ = CGContext.stack.popLast()
}

extension UIView {
  /// Draws the view and its subviews into the current image context, its bounds filling the
  /// rectangle; false without an image context.
  @discardableResult
  public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let context = CGContext.stack.last else { return false }
    context.draw(handle, in: rect, afterUpdates: afterUpdates)
    return true
  }
}

extension CALayer {
  /// Draws the layer and its sublayers (their model values) into a context, at its bounds'
  /// size from the context's origin.
  public func render(in ctx: CGContext) {
    ctx.draw(handle, in: CGRect(origin: .zero, size: bounds.size), afterUpdates: true)
  }
}
