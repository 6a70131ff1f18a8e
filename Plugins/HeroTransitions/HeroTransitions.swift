import AnimatorKit

/// The Hero family: Hero's default animation types (`HeroDefaultAnimationType`: push, pull,
/// cover, uncover, slide, zoom slide, page in, page out, fade, zoom, zoom out) and Presentr's
/// cover-from-corner, each an animator that goes back the opposite way, as Hero's
/// `autoReverse`, for dismissals, pops and switches to an earlier tab.
@c(animator_plugin_entry_v1)
public func entry(major: UInt32, minor: UInt32) -> AnimatorPluginDescriptor {
  AnimatorPlugin.export(major, minor) {
    AnimatorPlugin(
      id: "hero-transitions", version: "1.0.0", author: "animhost", license: "MIT",
      animators: HeroKind.animators.map(\.definition) + [MatchDefinition.definition])
  }
}
