/// A view in the engine's layer tree: UIView and its CALayer in one.
///
/// The model values are what UIKit's getters return. The presentation values are what is on
/// screen at the engine's current time, with running animations applied.
package final class ViewNode {
  /// What kind of view this is.
  package enum Kind: Equatable, Sendable {
    /// A plain view (or a label, when it has text).
    case plain
    /// The window at the root of the tree.
    case window
    /// UIKit's transition container view.
    case container
    /// A snapshot of another view.
    case snapshot(of: Int)
  }

  /// The engine-unique object id.
  package let id: Int
  /// What kind of view it is.
  package let kind: Kind
  /// The scene name (`VCMain.view`, `tapMe`), or nil.
  package var name: String?
  /// The id that pairs it with a view of the other screen in a magic move (a scene file's
  /// `match`, Hero's `hero.id`), or nil.
  package var matchID: String?
  /// The superview, or nil.
  package private(set) weak var superview: ViewNode?
  /// The subviews, back to front.
  package private(set) var subviews: [ViewNode] = []

  /// Model values, indexed by AnimatableProperty.rawValue.
  private var model: [PropertyValue]
  /// Running animations, oldest first.
  package var animations: [PropertyAnimation] = []
  /// Explicit Core Animation animations (`layer.add(_:forKey:)`), oldest first; added and
  /// removed through the engine.
  var layerAnimations: [LayerAnimation] = []
  /// Whether the view is hidden (not animatable).
  package var isHidden = false
  /// The text it draws, for labels.
  package var text: String?
  /// 0 left, 1 centre, 2 right.
  package var textAlignment = 1
  /// A label's font weight (UIFont.Weight's raw value; 0 regular, from 0.3 bold).
  package var fontWeight = 0.0
  /// A label's numberOfLines: 1 one line, 0 as many as the text needs.
  package var numberOfLines = 1
  /// For snapshots: a frozen copy of the source subtree, drawn scaled to this view's bounds.
  package var snapshotContent: ViewNode?
  /// Whether the content and subviews are clipped to the rounded bounds (masksToBounds).
  package var masksToBounds = false
  /// A layer whose alpha masks this view (CALayer.mask), in this view's bounds space; set it
  /// with `setMask(_:)`.
  package private(set) var mask: ViewNode?
  /// The view this one masks, or nil: a mask hangs below that view in the drawn tree.
  package private(set) weak var maskOwner: ViewNode?
  /// For shape layers: the path and how it is drawn.
  package var shape: ShapeStyle?
  /// For emitter layers: what it emits, and the particles alive now.
  package var emitter: ParticleEmitter?
  /// For gradient layers: the colours and how they spread (start and end points are the
  /// `startPoint` and `endPoint` properties).
  package var gradient: GradientStyle?
  /// For replicator layers: how many copies of the sublayers are drawn.
  package var replicator: ReplicatorStyle?
  /// Whether the layer shows when it faces away (CALayer.isDoubleSided).
  package var isDoubleSided = true
  /// The shadow's shape (CALayer.shadowPath), or nil for the alpha of what the layer draws.
  package var shadowPath: Path?
  /// For page-curl snapshots: the curl's direction and radius (its progress is the
  /// `curlProgress` property).
  package var curl: (angle: Double, radius: Double)?
  /// translatesAutoresizingMaskIntoConstraints: false lets Auto Layout place the view.
  package var translatesAutoresizingMaskIntoConstraints = true
  /// layoutMargins (top, left, bottom, right); UIKit's default is 8 on every side.
  package var layoutMargins = (top: 8.0, left: 8.0, bottom: 8.0, right: 8.0)
  /// UIView.AutoresizingMask's raw bits: how the view follows its superview's size changes.
  package var autoresizingMask: UInt = 0
  /// tintColor as set on the view; nil inherits the superview's.
  package var tintColor: Color?

  /// The tint the view shows: its own, else the nearest superview's, else UIKit's default
  /// system blue.
  package var effectiveTintColor: Color {
    var node: ViewNode? = self
    while let current = node {
      if let tint = current.tintColor { return tint }
      node = current.superview
    }
    return .systemBlue
  }
  /// UIVisualEffectView's effect (how much shows is the `effectAmount` property), or nil.
  package var visualEffect: VisualEffect?
  /// For resizable snapshots: the part of the frozen content shown, and its caps.
  package var snapshotRegion: SnapshotRegion?
  /// The layer's own beginTime, speed and timeOffset (set through `Engine.setLayerTiming`).
  package internal(set) var layerTiming = LayerTiming()
  /// The media clock of its local time when it has its own timing, else 0.
  var layerClock = 0
  /// The image it draws (UIImageView.image): a detached view of the image's size holding
  /// frozen drawings (`Engine.makeImage`), or nil.
  package var image: ViewNode?
  /// Whether this view is an image made by `Engine.makeImage` (a UIImage, not a view).
  package internal(set) var isImage = false
  /// How the image is placed in the bounds (UIView.contentMode).
  package var contentMode = ContentMode.scaleToFill
  /// For an image made of pixels: the pixels it draws over its bounds.
  package internal(set) var bitmap: BitmapImage?
  /// The tree last recorded of this view, whose storage the next recording shares where it is
  /// identical (`FrameRecorder.sharing`).
  var lastRecorded: FrameNode?
  /// For a frozen copy (a snapshot's content, a CATransition's old look): its one recording
  /// and what it holds (`FrameRecorder.frozen`).
  var frozenRecording: (node: FrameNode, tally: FrameRecorder.Tally)?

  package init(id: Int, kind: Kind = .plain, frame: Rect, name: String? = nil) {
    self.id = id
    self.kind = kind
    self.name = name
    model = AnimatableProperty.allCases.map(\.initialValue)
    model[AnimatableProperty.position.rawValue] = PropertyValue(frame.midX, frame.midY)
    model[AnimatableProperty.bounds.rawValue] = PropertyValue(0, 0, frame.width, frame.height)
  }

  // MARK: - Model values

  /// The model value of a property.
  package func modelValue(_ property: AnimatableProperty) -> PropertyValue {
    model[property.rawValue]
  }

  /// Sets the model value without animating (the engine animates through `Engine.set`).
  package func setModelValue(_ property: AnimatableProperty, _ value: PropertyValue) {
    model[property.rawValue] = value
  }

  /// The presented value of a property at a clock time: the model with running animations
  /// applied, then the explicit animations, which replace (or add to) what those show.
  package func presentationValue(_ property: AnimatableProperty, at time: Double) -> PropertyValue {
    let shown = PropertyAnimation.presentationValue(
      of: property, model: model[property.rawValue], animations: animations, at: time)
    guard !layerAnimations.isEmpty else { return shown }
    return applyingLayerAnimations(property, to: shown, at: time)
  }

  package var center: Point {
    let v = modelValue(.position)
    return Point(x: v[0], y: v[1])
  }

  package var bounds: Rect { Rect(modelValue(.bounds).first4) }

  package var anchorPoint: Point {
    let v = modelValue(.anchorPoint)
    return Point(x: v[0], y: v[1])
  }

  package var transform: Transform3D { Transform3D(modelValue(.transform)) }

  /// The frame in the superview: the untransformed bounds placed by position and anchor point.
  ///
  /// UIKit's frame getter returns the bounding box of the transformed bounds; that is
  /// `transformedFrame`. This one is what setting the frame wrote.
  package var frame: Rect {
    Self.frame(position: center, anchor: anchorPoint, size: bounds.size)
  }

  /// The bounding box of the bounds after the layer transform, as UIView.frame returns it.
  package var transformedFrame: Rect {
    let untransformed = frame
    let t = transform
    guard !t.isIdentity else { return untransformed }
    let a = anchorPoint
    let size = bounds.size
    let corners = [(0.0, 0.0), (size.width, 0.0), (0.0, size.height), (size.width, size.height)]
    let points = corners.compactMap { corner in
      t.project(Point(x: corner.0 - a.x * size.width, y: corner.1 - a.y * size.height))
    }
    guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
      let minY = points.map(\.y).min(), let maxY = points.map(\.y).max()
    else { return untransformed }
    return Rect(x: center.x + minX, y: center.y + minY, width: maxX - minX, height: maxY - minY)
  }

  /// The frame of a box of a size whose anchor point sits at a position.
  package static func frame(position: Point, anchor: Point, size: Size) -> Rect {
    Rect(
      x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
      width: size.width, height: size.height)
  }

  package var alpha: Double { modelValue(.alpha)[0] }

  package var backgroundColor: Color { Color(modelValue(.backgroundColor).first4) }

  /// The presented frame at a clock time (untransformed, as `frame`).
  package func presentationFrame(at time: Double) -> Rect {
    let p = presentationValue(.position, at: time)
    let b = presentationValue(.bounds, at: time)
    let a = presentationValue(.anchorPoint, at: time)
    return Self.frame(
      position: Point(x: p[0], y: p[1]), anchor: Point(x: a[0], y: a[1]),
      size: Size(width: b[2], height: b[3]))
  }

  // MARK: - Hierarchy

  /// The view above this one in the drawn tree: its superview, or the view it masks.
  package var parentInTree: ViewNode? { superview ?? maskOwner }

  /// Whether this view is `other` or drawn below it (a descendant, or in a descendant's mask).
  package func isDescendant(of other: ViewNode) -> Bool {
    var node: ViewNode? = self
    while let current = node {
      if current === other { return true }
      node = current.parentInTree
    }
    return false
  }

  /// The view's level in its drawn tree, 1 for the top (the window), 2 for its subviews and
  /// mask, and so on; and that top view.
  package var placement: (level: Int, top: ViewNode) {
    var count = 1
    var top = self
    while let next = top.parentInTree {
      count += 1
      top = next
    }
    return (count, top)
  }

  /// Makes a layer this view's mask (nil removes it); the old mask is released, and a layer
  /// that masked another view stops masking it.
  package func setMask(_ newMask: ViewNode?) {
    if let old = mask, old.maskOwner === self { old.maskOwner = nil }
    if let newMask {
      precondition(newMask.superview == nil, "ViewNode.setMask: a mask cannot have a superview")
      precondition(
        !isDescendant(of: newMask), "ViewNode.setMask: a view cannot be masked by its ancestor")
      newMask.maskOwner?.mask = nil
      newMask.maskOwner = self
    }
    mask = newMask
  }

  /// Inserts a subview at an index, removing it from its old superview first; a mask stops
  /// masking the view it masked.
  package func insert(_ child: ViewNode, at index: Int) {
    precondition(!isDescendant(of: child), "ViewNode.insert: a view cannot contain its ancestor")
    child.maskOwner?.setMask(nil)
    child.removeFromSuperview()
    subviews.insert(child, at: min(max(index, 0), subviews.count))
    child.superview = self
  }

  /// Moves a subview to the front of its siblings (bringSubviewToFront).
  package func bringToFront(_ child: ViewNode) {
    guard child.superview === self else { return }
    add(child)
  }

  /// Moves a subview behind its siblings (sendSubviewToBack).
  package func sendToBack(_ child: ViewNode) {
    guard child.superview === self else { return }
    insert(child, at: 0)
  }

  /// Adds a subview in front of the others.
  package func add(_ child: ViewNode) {
    child.removeFromSuperview()
    insert(child, at: subviews.count)
  }

  /// Removes the view from its superview, if it has one.
  package func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Converts a rect in this view's bounds space to the space of an ancestor (or the root).
  package func convert(_ rect: Rect, to ancestor: ViewNode?) -> Rect {
    var result = rect
    var node: ViewNode? = self
    while let current = node, current !== ancestor {
      let frame = current.frame
      let bounds = current.bounds
      result.origin.x += frame.x - bounds.x
      result.origin.y += frame.y - bounds.y
      node = current.superview
    }
    return result
  }

  /// All views in this subtree, depth first, this one first (an iterative walk).
  package var subtree: [ViewNode] {
    var result: [ViewNode] = []
    var stack = [self]
    while let node = stack.popLast() {
      result.append(node)
      stack.append(contentsOf: node.subviews.reversed())
    }
    return result
  }

  /// How many views draw as part of this one and how many levels they span, this one being
  /// level 1: subviews, the mask and a snapshot's content, with content shared by several
  /// snapshots counted each time it is drawn, since every frame records it again.
  ///
  /// An iterative walk that stops once it has counted more than `limit` views, so its cost is
  /// bounded whatever the tree.
  package func drawnTree(upTo limit: Int) -> (views: Int, levels: Int) {
    var views = 0
    var levels = 0
    walkDrawn { _, level in
      views += 1
      levels = max(levels, level)
      return views <= limit
    }
    return (views, levels)
  }

  /// Visits this view and every view drawn as part of it (subviews, the mask, a snapshot's
  /// content), each with its level (this one 1), until `visit` returns false.
  ///
  /// Iterative, so no tree overflows the stack.
  func walkDrawn(_ visit: (ViewNode, Int) -> Bool) {
    var stack: [(ViewNode, Int)] = [(self, 1)]
    while let (node, level) = stack.popLast() {
      guard visit(node, level) else { return }
      for child in node.subviews { stack.append((child, level + 1)) }
      if let mask = node.mask { stack.append((mask, level + 1)) }
      if let content = node.snapshotContent { stack.append((content, level + 1)) }
    }
  }
}
