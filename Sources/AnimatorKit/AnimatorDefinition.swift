/// One animator a plugin declares: its metadata and how to make its transitioning delegate.
///
/// The common case gives one closure that returns the animator for a role (present, dismiss,
/// push, pop, a tab forward or back) from the run's parameters; the definition supplies the
/// delegate. A plugin that needs its own delegate passes `makeDelegate:` instead.
public struct AnimatorDefinition {
  /// The CLI name: lowercase letters, digits and dashes, at most 64 bytes.
  public var id: String
  /// The name for people.
  public var displayName: String
  /// One line.
  public var summary: String
  /// The theme, such as "classic" or "christmas".
  public var theme: String
  /// When it is in season.
  public var seasons: [Season]
  /// The default duration in seconds.
  public var defaultDuration: Double
  /// What it can do.
  public var capabilities: AnimatorCapabilities
  /// The parameters it accepts.
  public var parameters: [AnimatorParameter]
  /// Makes the delegate for one run.
  public var makeDelegate: (AnimatorParameters) -> any UIViewControllerTransitioningDelegate

  /// An animator with its metadata and its own delegate factory.
  ///
  /// Without `defaultDuration`, the default of the parameter named `duration` is the default
  /// duration; declaring neither is a programmer error.
  public init(
    id: String, displayName: String, summary: String, theme: String = "classic",
    seasons: [Season] = [], defaultDuration: Double? = nil,
    capabilities: AnimatorCapabilities = [.present, .dismiss],
    parameters: [any AnimatorParameterConvertible] = [],
    makeDelegate: @escaping (AnimatorParameters) -> any UIViewControllerTransitioningDelegate
  ) {
    let declared = parameters.map(\.declaration)
    self.id = id
    self.displayName = displayName
    self.summary = summary
    self.theme = theme
    self.seasons = seasons
    self.defaultDuration = defaultDuration ?? Self.declaredDuration(declared, id: id)
    self.capabilities = capabilities
    self.parameters = declared
    self.makeDelegate = makeDelegate
  }

  /// An animator whose delegate the definition supplies: `animator` gives the animator for
  /// each role from the run's parameters (nil runs none, as a UIKit delegate's nil does).
  public init(
    id: String, displayName: String, summary: String, theme: String = "classic",
    seasons: [Season] = [], defaultDuration: Double? = nil,
    capabilities: AnimatorCapabilities = [.present, .dismiss],
    parameters: [any AnimatorParameterConvertible] = [],
    animator:
      @escaping (TransitionRole, AnimatorParameters) -> (
        any UIViewControllerAnimatedTransitioning
      )?
  ) {
    self.init(
      id: id, displayName: displayName, summary: summary, theme: theme, seasons: seasons,
      defaultDuration: defaultDuration, capabilities: capabilities, parameters: parameters
    ) { values in
      AnimatorDelegate { role in animator(role, values) }
    }
  }

  /// The default of the `duration` parameter, which every definition without an explicit
  /// default duration declares.
  private static func declaredDuration(_ parameters: [AnimatorParameter], id: String) -> Double {
    guard let duration = parameters.first(where: { $0.name == "duration" }),
      let seconds = Double(duration.defaultValue)
    else {
      preconditionFailure(
        "AnimatorDefinition '\(id)': give defaultDuration or declare a 'duration' parameter")
    }
    return seconds
  }
}
