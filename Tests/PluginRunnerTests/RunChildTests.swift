import AnimHostTestSupport
import Glibc
import PluginRunner
import Testing
import TransitionEngine

@Suite struct RunChildTests {
  /// Runs the child's logic in this process on a built plugin and returns what it sent.
  static func messages(
    arguments: [String] = ["--protocol", "1"], request: RunRequest? = nil,
    plugin: String = "GrowFromButton"
  ) throws -> (status: Int32, messages: [RunMessage]) {
    let path = BuiltProducts.plugin(plugin)
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    try #require(fd >= 0)
    let request = request ?? Self.request(path: path, animator: "grow")
    nonisolated(unsafe) var sent: [UInt8] = []
    let status = RunChild.run(arguments: arguments, request: request.encoded(), plugin: fd) {
      sent += $0
      return true
    }
    var parser = RunMessageParser(subject: "child")
    return (status, try parser.feed(sent))
  }

  static func request(path: String, animator: String) -> RunRequest {
    let size = Size.phone
    let scene = Scene.builtIn("yellow", size: size) ?? Scene.yellow(size: size)
    return RunRequest(
      pluginPath: path, animatorID: animator, parameters: [],
      transition: TransitionRequest(scene: scene, size: size, fps: 20), cpuSeconds: 60,
      memoryBytes: 4 << 30)
  }

  @Test func aRunNamesEachKindOfCallThenSendsTheTimeline() throws {
    let (status, messages) = try Self.messages()
    #expect(status == RunChild.reported)
    let calls = messages.compactMap { message -> String? in
      if case let .call(name) = message { return name }
      return nil
    }
    #expect(calls.first == "the transitioning delegate's initializer")
    #expect(calls.contains("animateTransition(using:)"))
    #expect(calls.contains("transitionDuration(using:)"))
    #expect(calls.contains("a completion block"))
    #expect(zip(calls, calls.dropFirst()).allSatisfy { $0 != $1 }, "repeats are sent once")
    guard case let .timeline(bytes)? = messages.last else {
      Issue.record("the last message is not the timeline: \(String(describing: messages.last))")
      return
    }
    let timeline = try TimelineWire.decode(bytes, subject: "t")
    #expect(timeline.animatorID == "grow")
    #expect(timeline.segments.map(\.direction) == [.present, .dismiss])
  }

  /// Requests the child refuses, the failure code it sends and words of its message.
  static let refusals:
    [(name: String, arguments: [String], animator: String, code: String, words: String)] = [
      ("no protocol", [], "grow", "protocol", "usage: animhost __run --protocol 1"),
      ("newer protocol", ["--protocol", "2"], "grow", "protocol", "usage"),
      (
        "unknown animator", ["--protocol", "1"], "nope", "plugin.not-found",
        "no longer declares animator 'nope'"
      ),
    ]

  @Test(arguments: refusals.indices)
  func aRefusedRunSaysWhy(_ index: Int) throws {
    let refusal = Self.refusals[index]
    let path = BuiltProducts.plugin("GrowFromButton")
    let (status, messages) = try Self.messages(
      arguments: refusal.arguments, request: Self.request(path: path, animator: refusal.animator))
    guard case let .failed(code, message)? = messages.last else {
      Issue.record("\(refusal.name): no failure sent: \(messages)")
      return
    }
    #expect(code == refusal.code, "\(refusal.name)")
    #expect(message.contains(refusal.words), "\(refusal.name): \(message)")
    #expect(status == (refusal.code == "protocol" ? RunChild.protocolMismatch : RunChild.reported))
  }
}
