/// Decides whether and how gesture recognizers work, as UIKit's UIGestureRecognizerDelegate.
///
/// Every method is optional, as in UIKit. The host asks only `gestureRecognizerShouldBegin(_:)`
/// (a scripted drag reaches one recognizer and has no touch objects); the others are kept so
/// that iOS delegates compile.
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Whether the recognizer may begin; false makes it fail. True by default.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Whether two recognizers may recognize at once; false by default.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether the recognizer waits for another to fail; false by default.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether another recognizer waits for this one to fail; false by default.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool
  /// Whether the recognizer receives a touch; true by default (never asked here).
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Lets the recognizer begin by default.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// Recognizes alone by default.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  /// Waits for no other recognizer by default.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  /// Makes no other recognizer wait by default.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool { false }

  /// Receives every touch by default.
  public func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
  ) -> Bool { true }
}

/// A finger on the screen, as UIKit's UITouch: only so that iOS delegate methods compile.
///
/// The host delivers scripted drags to recognizers, never touch objects, so AnimatorKit never
/// makes one; one you make is at the origin of no view.
open class UITouch: NSObject {
  /// The view the touch started in.
  open var view: UIView? { nil }

  /// How many times the finger tapped.
  open var tapCount: Int { 0 }

  /// Where the touch is, in a view's coordinates.
  open func location(in view: UIView?) -> CGPoint { .zero }

  /// Where the touch was before its last move, in a view's coordinates.
  open func previousLocation(in view: UIView?) -> CGPoint { .zero }
}

/// Target-action with closures, where iOS code uses `#selector` (Swift on Linux has none).
///
/// `UIPanGestureRecognizer(target: self, action: #selector(handle(_:)))` becomes
/// `UIPanGestureRecognizer { [unowned self] in self.handle($0) }`, and
/// `addTarget(self, action: #selector(handle(_:)))` becomes
/// `addTarget { [unowned self] in self.handle($0) }`; the closure gets the recognizer typed as
/// its own class.
public protocol ClosureTargetAction: AnyObject {
  /// A recognizer with no targets.
  init()
}

extension UIGestureRecognizer: ClosureTargetAction {}

extension ClosureTargetAction where Self: UIGestureRecognizer {
  /// A recognizer whose action is a closure, called with the recognizer on each state change.
  public init(handler: @escaping (Self) -> Void) {
    self.init()
    addTarget(handler)
  }

  /// Adds a closure called with the recognizer on each state change the host reports.
  public func addTarget(_ handler: @escaping (Self) -> Void) {
    targets.append { recognizer in
      if let recognizer = recognizer as? Self { handler(recognizer) }
    }
  }
}
