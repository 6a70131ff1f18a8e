import PluginRunner
import Testing
import TransitionEngine

@Suite struct RunRequestTests {
  /// Requests that between them use every field and every choice of each.
  static let requests: [RunRequest] = {
    var list: [RunRequest] = []
    let cancels: [CancelPoint?] = [nil, .seconds(0.25), .fraction(-0.0)]
    for (index, name) in Scene.builtInNames.enumerated() {
      let size = index == 1 ? Size(width: 1024, height: 1366) : Size.phone
      for (choice, direction) in DirectionChoice.allCases.enumerated() {
        guard let scene = Scene.builtIn(name, size: size) else { continue }
        var transition = TransitionRequest(
          scene: scene, size: size, fps: 24 + choice, seed: UInt64.max - UInt64(choice),
          direction: direction,
          style: choice == 0 ? nil : PresentationStyle.allCases[(index + choice) % 5],
          cancelAt: cancels[choice])
        transition.presentsWithAnimatorBeforeDismissing = choice == 2
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
}
