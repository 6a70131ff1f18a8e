/// Hero's per-view settings (`view.hero`), so Hero code that names views for a magic move
/// compiles: only its `id` is kept, by the host.
public struct HeroExtension {
  /// The view the settings belong to.
  public let base: UIView

  /// Hero's `heroID`: views of the two screens with the same id morph into each other (ABI
  /// 1.8; nil and ignored on an older host).
  public var id: String? {
    get { base.matchID }
    nonmutating set { base.matchID = newValue }
  }
}

extension UIView {
  /// Hero's settings for the view, as Hero's `view.hero`.
  public var hero: HeroExtension { HeroExtension(base: self) }
}
