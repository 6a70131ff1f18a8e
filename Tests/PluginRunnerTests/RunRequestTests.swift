import PluginRunner
import Testing
import TransitionEngine

@Suite struct RunRequestTests {
  /// Requests that between them use every field and every choice of each.
  static let requests: [RunRequest] = {
    var list: [RunRequest] = []
    let cancels: [CancelPoint?] = [nil, .seconds(0.25), .fraction(-0.0)]
    let scripts: [InteractionScript?] = [
      nil,
      .percent(
        PercentScript(
          points: [.init(time: 0, percent: 0), .init(time: 0.3, percent: 0.4)],
          ending: .cancel)),
      .drag(
        DragScript(
          gesture: .edge(.left), start: Point(x: 0, y: 400),
          points: [.init(time: 0, amount: 0), .init(time: 0.25, amount: 120)], releases: true)),
    ]
    for (index, name) in Scene.builtInNames.enumerated() {
      let size = index == 1 ? Size(width: 1024, height: 1366) : Size.phone
      for (choice, direction) in DirectionChoice.allCases.enumerated() {
        guard var scene = Scene.builtIn(name, size: size) else { continue }
        scene.transitionStyle = ModalTransitionStyle.allCases[(index + choice) % 4]
        var transition = TransitionRequest(
          scene: scene, size: size, fps: 24 + choice, seed: UInt64.max - UInt64(choice),
          direction: direction,
          style: choice == 0 ? nil : PresentationStyle.allCases[(index + choice) % 5],
          cancelAt: cancels[choice])
        transition.presentsWithAnimatorBeforeDismissing = choice == 2
        transition.kind = TransitionKind.allCases[(index + choice) % 3]
        transition.popsToRoot = choice == 1
        transition.interaction = scripts[(index + choice) % scripts.count]
        list.append(
          RunRequest(
            pluginPath: "/plugins/lib\(name).so", animatorID: "\(name)-\(choice)",
            parameters: choice == 0
              ? [] : [.init(name: "count", value: "\(choice)"), .init(name: "é", value: "")],
            transition: transition, cpuSeconds: 30 + choice, memoryBytes: 1 << (30 + choice)))
      }
    }
    return list
  }()

  @Test(arguments: requests.indices)
  func everyRequestRoundTrips(_ index: Int) throws {
    let request = Self.requests[index]
    let decoded = try RunRequest(decoding: request.encoded(), subject: "request")
    #expect(decoded == request)
    #expect(decoded.encoded() == request.encoded())
  }

  @Test func aTruncatedRequestIsAnError() {
    let bytes = Self.requests[0].encoded()
    let decodable = (0..<bytes.count).filter {
      (try? RunRequest(decoding: Array(bytes[..<$0]), subject: "request")) != nil
    }
    #expect(decodable.isEmpty)
  }

  @Test(arguments: [
    InteractionScript.drag(
      DragScript(
        gesture: .pinch, start: nil, points: [.init(time: 0.1, amount: 1)], releases: false)),
    .drag(
      DragScript(
        gesture: .tap, start: Point(x: 3, y: 4), points: [.init(time: 0, amount: 0)],
        releases: true)),
    .drag(
      DragScript(
        gesture: .pan(.bottom), start: nil,
        points: [.init(time: 0, amount: 0), .init(time: 1, amount: -40)], releases: true)),
    .percent(PercentScript(points: [.init(time: 0.5, percent: 1)], ending: .finish)),
  ])
  func everyInteractionScriptRoundTrips(_ script: InteractionScript) throws {
    var transition = TransitionRequest(scene: try #require(Scene.builtIn("yellow", size: .phone)))
    transition.interaction = script
    let request = RunRequest(
      pluginPath: "/p.so", animatorID: "a", parameters: [], transition: transition, cpuSeconds: 1,
      memoryBytes: 1 << 30)
    #expect(try RunRequest(decoding: request.encoded(), subject: "request") == request)
  }
}
