/// A spring timing curve, as UIKit's UISpringTimingParameters.
///
/// A spring made from a damping ratio is fitted to the animator's duration; one made from mass,
/// stiffness and damping ignores the duration and runs until it settles, as UIKit documents.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// How the spring is described.
  enum Model: Equatable {
    case ratio(CGFloat)
    case physics(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
  }

  let model: Model

  /// The initial rate of change of the animated values, relative to the distance to travel.
  ///
  /// The host uses `dx`, the rate along the animation's direction.
  open private(set) var initialVelocity: CGVector

  /// The default spring: damping ratio 4.56 and no initial velocity, as UIKit documents.
  public override init() {
    model = .ratio(4.56)
    initialVelocity = CGVector()
  }

  /// A spring with a damping ratio (1 settles without oscillating) and an initial velocity.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    model = .ratio(ratio)
    initialVelocity = velocity
  }

  /// A spring with a damping ratio and no initial velocity.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector())
  }

  /// A physical spring; its duration is the time it takes to settle.
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    model = .physics(mass: mass, stiffness: stiffness, damping: damping)
    initialVelocity = velocity
  }

  init(model: Model, initialVelocity: CGVector) {
    self.model = model
    self.initialVelocity = initialVelocity
  }

  /// A spring read from an archive.
  public required init?(coder: NSCoder) {
    let ratio = CGFloat(coder.decodeDouble(forKey: "ratio"))
    model =
      coder.decodeBool(forKey: "physics")
      ? .physics(
        mass: CGFloat(coder.decodeDouble(forKey: "mass")),
        stiffness: CGFloat(coder.decodeDouble(forKey: "stiffness")),
        damping: CGFloat(coder.decodeDouble(forKey: "damping")))
      : .ratio(ratio)
    initialVelocity = CGVector(
      dx: coder.decodeDouble(forKey: "vx"), dy: coder.decodeDouble(forKey: "vy"))
  }

  /// Writes the spring to an archive.
  open func encode(with coder: NSCoder) {
    switch model {
    case .ratio(let ratio):
      coder.encode(false, forKey: "physics")
      coder.encode(Double(ratio), forKey: "ratio")
    case .physics(let mass, let stiffness, let damping):
      coder.encode(true, forKey: "physics")
      coder.encode(Double(mass), forKey: "mass")
      coder.encode(Double(stiffness), forKey: "stiffness")
      coder.encode(Double(damping), forKey: "damping")
    }
    coder.encode(Double(initialVelocity.dx), forKey: "vx")
    coder.encode(Double(initialVelocity.dy), forKey: "vy")
  }

  /// A copy of the spring.
  open func copy(with zone: NSZone? = nil) -> Any {
    UISpringTimingParameters(model: model, initialVelocity: initialVelocity)
  }

  /// Always a spring.
  open var timingCurveType: UITimingCurveType { .spring }

  /// None: this is not a cubic curve.
  open var cubicTimingParameters: UICubicTimingParameters? { nil }

  /// The spring itself.
  open var springTimingParameters: UISpringTimingParameters? { self }
}
