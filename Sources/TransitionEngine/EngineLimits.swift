/// The table of every limit the engine enforces on an animator, whatever process it runs in.
///
/// Each is generous: the built-in animators stay far below all of them (the busiest make 25
/// views 5 levels deep, 14 animation blocks, 3,500 live particles and 1.6 s transitions).
/// They exist so that a broken or hostile animator gets a diagnostic or a one-line error
/// naming the limit instead of taking the host's memory, time or stack.
/// `docs/transition-model.md` ("Limits") lists them.
package enum EngineLimits {
  // MARK: - Time

  /// What `transitionDuration` may return.
  package static let transitionDuration = EngineLimit(
    "transition-duration", "transition duration", 60, unit: "s", action: .fail,
    reason: "transitions take well under a second (the longest built-in one 1.6 s); the deadline "
      + "is twice the duration, so a run records at most 120 s of frames")

  /// The duration plus the delay of one animation block.
  package static let animationDuration = EngineLimit(
    "animation-duration", "animation duration plus delay", 60, unit: "s", action: .fail,
    reason: "the same bound as the transition: a longer animation is cut off by the deadline "
      + "anyway and is almost always a unit mistake (milliseconds for seconds)")

  /// Frames recorded for one transition.
  package static let framesPerTransition = EngineLimit(
    "frames-per-transition", "frames in one transition", 28_802, action: .fail,
    reason: "the longest deadline (120 s) at the highest frame rate (240 fps), plus the first "
      + "and the last frame; the duration limit already implies it, this is the safety net")

  // MARK: - Views

  /// Views in one run: the scene's, the animator's and every view of a snapshot's copy.
  package static let views = EngineLimit(
    "views", "views in one run", 30_000, action: .fail,
    reason: "each view holds about 3 KB of model values (90 MB in all); a scene file has at "
      + "most 10,000 views, so this leaves room for snapshots of all of them")

  /// Levels of views from the window down, through subviews, masks and snapshot contents.
  package static let viewDepth = EngineLimit(
    "view-depth", "view depth", 64, unit: "levels", action: .fail,
    reason: "recording, rasterizing, snapshot copies and the JSON writer recurse once per level; "
      + "64 keeps each within a few tens of KB of stack, and built-in scenes are 5 levels deep")

  // MARK: - Animations

  /// Animation blocks open at once (begun and not committed).
  package static let openAnimationBlocks = EngineLimit(
    "open-animation-blocks", "open animation blocks", 64, action: .fail,
    reason: "real code nests two or three UIView.animate blocks; each open block is a frame of "
      + "state until it is committed")

  /// Animation blocks begun in one run.
  package static let animationBlocks = EngineLimit(
    "animation-blocks", "animation blocks in one run", 10_000, action: .fail,
    reason: "the clock searches the pending blocks at every completion, so their number costs "
      + "time squared; built-in animators begin at most 14")

  /// Animated property changes (each change in a block, each keyframe value) in one run.
  package static let animations = EngineLimit(
    "animations", "animated changes in one run", 20_000, action: .fail,
    reason: "each is a few hundred bytes and a term in every presentation value of its view, "
      + "so a change costs time with the animations before it; built-in animators make at most 27")

  // MARK: - Recorded timeline

  /// Layers recorded in all the frames of one run.
  package static let recordedLayers = EngineLimit(
    "recorded-layers", "layers recorded in one run", 500_000, action: .fail,
    reason: "a recorded layer is about 700 bytes in memory and 200 in the JSON (350 MB at most); "
      + "the busiest built-in animator records 9,300 in a run at 240 fps")

  /// Particles recorded in all the frames of one run.
  package static let recordedParticles = EngineLimit(
    "recorded-particles", "particles recorded in one run", 3_000_000, action: .fail,
    reason: "72 bytes each in memory (216 MB at most); the densest snow on a tablet records "
      + "835,000 in a run at 240 fps")

  // MARK: - Particles

  /// Cells of one emitter layer.
  package static let emitterCells = EngineLimit(
    "emitter-cells", "emitter cells", 32, unit: "per layer", action: .clamp,
    reason: "every birth scans the cells; built-in emitters have at most 10 (the first 32 are "
      + "kept)")

  /// Births per second of one cell, as the plugin sets it.
  package static let cellBirthRate = EngineLimit(
    "cell-birth-rate", "cell birth rate", 10_000, unit: "per second", action: .refuse,
    reason: "a huge rate would stall the clock making particles; built-in cells make at most a "
      + "few hundred a second")

  /// Particles alive at once across all emitters.
  package static let liveParticles = EngineLimit(
    "live-particles", "live particles", 10_000, action: .clamp,
    reason: "each is simulated and drawn every frame; the densest built-in snow on a tablet "
      + "keeps 3,500 alive (births past the limit are skipped)")

  // MARK: - Sizes that become work or memory when drawn

  /// A layer's shadow (blur) radius.
  package static let shadowRadius = EngineLimit(
    "shadow-radius", "shadow radius", 256, unit: "points", action: .clamp,
    reason: "the blur's scratch memory and time grow with the radius; 256 points already "
      + "spreads a shadow across a phone screen")

  /// The copies a replicator layer draws.
  package static let replicatorInstances = EngineLimit(
    "replicator-instances", "replicator copies", 1_000, action: .clamp,
    reason: "every copy records the replicator's sublayers again in every frame; loading "
      + "indicators use under 20")

  /// A shape layer's stroke width.
  package static let lineWidth = EngineLimit(
    "line-width", "line width", 1_024, unit: "points", action: .clamp,
    reason: "a stroke wider than the largest screen draws nothing more")

  /// A label's font size.
  package static let fontSize = EngineLimit(
    "font-size", "font size", 1_024, unit: "points", action: .clamp,
    reason: "a glyph taller than the largest screen draws nothing more")

  /// A label's text.
  package static let labelText = EngineLimit(
    "label-text", "label text", 4_096, unit: "bytes", action: .clamp,
    reason: "one line of 1-point text across the widest tablet holds about 2,700 characters; "
      + "the text is copied into every recorded frame (it is cut at a character boundary)")

  /// The elements of one path (a shape layer's, or a particle cell's).
  package static let pathElements = EngineLimit(
    "path-elements", "path elements", 4_096, action: .refuse,
    reason: "each curve flattens to up to 500 points when drawn, so a path stays under 2 million "
      + "points; built-in shapes have fewer than 100 elements")

  // MARK: - Records

  /// Diagnostics recorded for one transition.
  package static let diagnostics = EngineLimit(
    "diagnostics", "diagnostics in one transition", 1_000, action: .clamp,
    reason: "a loop of bad calls would otherwise grow the timeline without end (later ones are "
      + "dropped)")

  /// One message the plugin logs.
  package static let logMessage = EngineLimit(
    "log-message", "log message", 1_024, unit: "bytes", action: .clamp,
    reason: "a log line is one diagnostic; longer ones are cut and marked")

  /// Every limit, in the order the documentation lists them.
  package static let all: [EngineLimit] = [
    transitionDuration, animationDuration, framesPerTransition, views, viewDepth,
    openAnimationBlocks, animationBlocks, animations, recordedLayers, recordedParticles,
    emitterCells, cellBirthRate, liveParticles, shadowRadius, replicatorInstances, lineWidth,
    fontSize, labelText,
    pathElements, diagnostics, logMessage,
  ]
}
