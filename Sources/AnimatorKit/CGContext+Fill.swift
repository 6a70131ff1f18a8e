/// Filling rectangles with a colour in an image context (a solid-colour UIImage): each fill is
/// drawn as a plain view of that colour, so the host needs no drawing calls of its own.
extension CGContext {
  /// Sets the colour fills use (UIColor.setFill() sets it on the current context).
  public func setFillColor(_ color: CGColor) {
    fillColor = color
  }

  /// Fills a rectangle with the fill colour (black until one is set).
  public func fill(_ rect: CGRect) {
    let view = UIView(frame: CGRect(origin: .zero, size: rect.size))
    view.backgroundColor = UIColor(cgColor: fillColor)
    draw(view.handle, in: rect, afterUpdates: true)
  }
}

extension UIGraphicsImageRendererContext {
  /// Fills a rectangle with the current fill colour.
  public func fill(_ rect: CGRect) {
    cgContext.fill(rect)
  }
}

extension UIColor {
  /// Makes this the fill colour of the current image context.
  public func setFill() {
    CGContext.stack.last?.setFillColor(cgColor)
  }
}

/// Fills a rectangle of the current image context with its fill colour, as UIKit's UIRectFill.
public func UIRectFill(_ rect: CGRect) {
  CGContext.stack.last?.fill(rect)
}
