import TransitionEngine

/// Everything the run child needs to compute one timeline: which animator of which plugin file,
/// its resolved parameters, and the transition request.
package struct RunRequest: Equatable, Sendable {
  /// The plugin file, as the host found it (the child opens and checks it again).
  package var pluginPath: String
  /// The animator's id within the plugin.
  package var animatorID: String
  /// The parameter values, resolved and validated by the host, in declaration order.
  package var parameters: [Parameter]
  /// The transitions to run, on which scene, at which size and rate.
  package var transition: TransitionRequest
  /// Seconds of CPU time the child may use; it sets RLIMIT_CPU before it loads the plugin.
  package var cpuSeconds: Int
  /// Bytes of address space the child may map; it sets RLIMIT_AS before it loads the plugin.
  package var memoryBytes: Int
  /// How many times to run the transition (the last timeline is sent): `animhost check` runs a
  /// case 100 times to see whether memory keeps growing.
  package var repeats = 1

  /// One resolved `--set` value.
  package struct Parameter: Equatable, Sendable {
    /// The parameter's declared name.
    package var name: String
    /// Its value as text, as the plugin receives it.
    package var value: String

    /// A name and value.
    package init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// A request with every field given.
  package init(
    pluginPath: String, animatorID: String, parameters: [Parameter], transition: TransitionRequest,
    cpuSeconds: Int, memoryBytes: Int
  ) {
    self.pluginPath = pluginPath
    self.animatorID = animatorID
    self.parameters = parameters
    self.transition = transition
    self.cpuSeconds = cpuSeconds
    self.memoryBytes = memoryBytes
  }

  /// The magic that starts an encoded request.
  package static let magic: [UInt8] = Array("AHRQ".utf8)
  /// The request format this host writes and reads.
  package static let version: UInt8 = 4

  /// The request's bytes.
  package func encoded() -> [UInt8] {
    var writer = WireWriter()
    writer.append(Self.magic)
    writer.byte(Self.version)
    writer.string(pluginPath)
    writer.string(animatorID)
    writer.count(parameters.count)
    for parameter in parameters {
      writer.string(parameter.name)
      writer.string(parameter.value)
    }
    writer.transitionRequest(transition)
    writer.count(cpuSeconds)
    writer.count(memoryBytes)
    writer.count(repeats)
    return writer.bytes
  }

  /// The request in the bytes.
  /// - Throws: PluginRunError when the bytes are not a complete request of this version.
  package init(decoding bytes: [UInt8], subject: String) throws(PluginRunError) {
    var reader = WireReader(bytes, subject: subject)
    for expected in Self.magic {
      guard try reader.byte() == expected else { throw reader.malformed("not a run request") }
    }
    let found = try reader.byte()
    guard found == Self.version else {
      throw PluginRunError(
        .unsupportedVersion, subject: subject,
        "\(subject): run request format \(found), this animhost reads \(Self.version)")
    }
    pluginPath = try reader.string()
    animatorID = try reader.string()
    let count = try reader.count(minimumSize: 2)
    parameters = []
    for _ in 0..<count {
      parameters.append(Parameter(name: try reader.string(), value: try reader.string()))
    }
    transition = try reader.transitionRequest()
    cpuSeconds = Int(clamping: try reader.unsigned())
    memoryBytes = Int(clamping: try reader.unsigned())
    repeats = max(1, min(Int(clamping: try reader.unsigned()), 1_000))
    guard reader.isAtEnd else { throw reader.malformed("\(reader.remaining) bytes after the end") }
  }
}

extension WireWriter {
  /// Appends a transition request: its scene and every field that determines the frames.
  package mutating func transitionRequest(_ request: TransitionRequest) {
    scene(request.scene)
    size(request.size)
    signed(request.fps)
    unsigned(request.seed)
    string(request.direction.rawValue)
    signed(request.style?.rawValue ?? -1)
    switch request.cancelAt {
    case nil: byte(0)
    case let .seconds(seconds)?:
      byte(1)
      double(seconds)
    case let .fraction(fraction)?:
      byte(2)
      double(fraction)
    }
    bool(request.presentsWithAnimatorBeforeDismissing)
    interaction(request.interaction)
    string(request.kind.rawValue)
    bool(request.popsToRoot)
  }

  private mutating func scene(_ scene: Scene) {
    string(scene.name)
    string(scene.presenter.name)
    sceneView(scene.presenter.view)
    string(scene.presented.name)
    sceneView(scene.presented.view)
    bool(scene.sourceName != nil)
    if let source = scene.sourceName { string(source) }
    signed(scene.style.rawValue)
    count(scene.navigationStack.count)
    for screen in scene.navigationStack { sceneScreen(screen) }
    count(scene.tabs.count)
    for tab in scene.tabs {
      switch tab {
      case .presenter: byte(0)
      case .presented: byte(1)
      case .screen(let screen):
        byte(2)
        sceneScreen(screen)
      }
    }
    count(scene.titles.count)
    for (name, title) in scene.titles.sorted(by: { $0.key < $1.key }) {
      string(name)
      string(title)
    }
    signed(scene.transitionStyle.rawValue)
  }

  private mutating func sceneScreen(_ screen: SceneScreen) {
    string(screen.name)
    sceneView(screen.view)
  }

  private mutating func sceneView(_ view: SceneView) {
    bool(view.name != nil)
    if let name = view.name { string(name) }
    bool(view.matchID != nil)
    if let matchID = view.matchID { string(matchID) }
    rect(view.frame)
    color(view.color)
    double(view.cornerRadius)
    double(view.borderWidth)
    color(view.borderColor)
    bool(view.text != nil)
    if let text = view.text { string(text) }
    color(view.textColor)
    double(view.fontSize)
    signed(view.textAlignment.rawValue)
    bool(view.clipsToBounds)
    bool(view.image != nil)
    if let image = view.image {
      bitmap(image)
      signed(view.contentMode.rawValue)
    }
    count(view.children.count)
    for child in view.children { sceneView(child) }
  }
}

extension WireReader {
  /// Reads a transition request.
  package mutating func transitionRequest() throws(PluginRunError) -> TransitionRequest {
    let scene = try scene()
    let size = try size()
    let fps = try signed()
    let seed = try unsigned()
    let directionName = try string()
    guard let direction = DirectionChoice(rawValue: directionName) else {
      throw malformed("invalid direction '\(directionName)'")
    }
    let styleValue = try signed()
    let style = styleValue < 0 ? nil : PresentationStyle(rawValue: styleValue)
    guard styleValue < 0 || style != nil else { throw malformed("invalid style \(styleValue)") }
    let cancelAt: CancelPoint?
    switch try byte() {
    case 0: cancelAt = nil
    case 1: cancelAt = .seconds(try double())
    case 2: cancelAt = .fraction(try double())
    case let other: throw malformed("invalid cancel point \(other)")
    }
    var request = TransitionRequest(
      scene: scene, size: size, fps: fps, seed: seed, direction: direction, style: style,
      cancelAt: cancelAt)
    request.presentsWithAnimatorBeforeDismissing = try bool()
    request.interaction = try interaction()
    let kindName = try string()
    guard let kind = TransitionKind(rawValue: kindName) else {
      throw malformed("invalid transition kind '\(kindName)'")
    }
    request.kind = kind
    request.popsToRoot = try bool()
    return request
  }

  private mutating func scene() throws(PluginRunError) -> Scene {
    let name = try string()
    let presenterName = try string()
    let presenter = try sceneView(depth: 0)
    let presentedName = try string()
    let presented = try sceneView(depth: 0)
    let sourceName = try bool() ? try string() : nil
    var scene = Scene(
      name: name, presenter: (presenterName, presenter), presented: (presentedName, presented),
      sourceName: sourceName, style: try choice(PresentationStyle.self, "presentation style"))
    let stackCount = try count(minimumSize: 2)
    for _ in 0..<stackCount { scene.navigationStack.append(try sceneScreen()) }
    let tabCount = try count(minimumSize: 1)
    scene.tabs = []
    for _ in 0..<tabCount {
      switch try byte() {
      case 0: scene.tabs.append(.presenter)
      case 1: scene.tabs.append(.presented)
      case 2: scene.tabs.append(.screen(try sceneScreen()))
      case let other: throw malformed("invalid tab \(other)")
      }
    }
    let titleCount = try count(minimumSize: 2)
    for _ in 0..<titleCount { scene.titles[try string()] = try string() }
    scene.transitionStyle = try choice(ModalTransitionStyle.self, "transition style")
    return scene
  }

  private mutating func sceneScreen() throws(PluginRunError) -> SceneScreen {
    let name = try string()
    return SceneScreen(name: name, view: try sceneView(depth: 0))
  }

  private mutating func sceneView(depth: Int) throws(PluginRunError) -> SceneView {
    guard depth < Self.maximumNodeDepth else {
      throw malformed("scene views nested deeper than \(Self.maximumNodeDepth)")
    }
    let name = try bool() ? try string() : nil
    let matchID = try bool() ? try string() : nil
    var view = SceneView(name: name, frame: try rect())
    view.matchID = matchID
    view.color = try color()
    view.cornerRadius = try double()
    view.borderWidth = try double()
    view.borderColor = try color()
    view.text = try bool() ? try string() : nil
    view.textColor = try color()
    view.fontSize = try double()
    view.textAlignment = try choice(SceneView.TextAlignment.self, "text alignment")
    view.clipsToBounds = try bool()
    if try bool() {
      view.image = try bitmap()
      view.contentMode = try choice(ContentMode.self, "content mode")
    }
    let count = try count(minimumSize: 8)
    for _ in 0..<count { view.children.append(try sceneView(depth: depth + 1)) }
    return view
  }
}
