import AnimHostCLI
import AnimHostTestSupport
import Foundation
import Testing

/// `NAME(args)` wherever an animator is named: parsing, the arguments applied as the
/// parameters in declared order (or by name), and a one-line usage error for each mistake.
@Suite struct AnimatorSelectionTests {
  @Test(arguments: [
    ("fold", "fold", [AnimatorSelection.Argument]()),
    ("fold()", "fold", []),
    ("fold(left,5)", "fold", [.positional("left"), .positional("5")]),
    ("explode(12, -8, 8)", "explode", [.positional("12"), .positional("-8"), .positional("8")]),
    (
      "slide(direction=up, duration=0.5)", "slide",
      [.named("direction", "up"), .named("duration", "0.5")]
    ),
    (
      "portal(backward,zoom-scale=0.6)", "portal",
      [.positional("backward"), .named("zoom-scale", "0.6")]
    ),
  ])
  func parses(text: String, name: String, arguments: [AnimatorSelection.Argument]) throws {
    let selection = try AnimatorSelection(parsing: text)
    #expect(selection.name == name)
    #expect(selection.arguments == arguments)
  }

  @Test(arguments: [
    ("fold(left", "the arguments must end"), ("fold)", "a ')' without a '('"),
    ("(left)", "no animator name"), ("fold(left,,5)", "argument 2 is empty"),
    ("fold(folds=2,left)", "follows a named one"), ("fold(=2)", "no parameter name"),
    ("fold(left)(5)", "the arguments must end"),
  ])
  func refusesMalformedText(text: String, reason: String) {
    let error = #expect(throws: CLIError.self) { try AnimatorSelection(parsing: text) }
    #expect(error?.message.contains(reason) == true, "\(error?.message ?? "")")
    #expect(error?.code == .usage)
  }

  /// The same timeline as the `--set` form, for every way of writing the arguments.
  @Test(arguments: [
    ("fold(right,3)", ["direction=right", "folds=3"]),
    ("portal(backward,0.6)", ["direction=backward", "zoom-scale=0.6"]),
    ("explode(12,-8,8)", ["x-factor=12", "min-angle=-8", "max-angle=8"]),
    ("slide(direction=up)", ["direction=up"]),
    ("push(right, duration=0.5)", ["direction=right", "duration=0.5"]),
  ])
  func argumentsActAsTheirParameters(selection: String, settings: [String]) throws {
    let name = String(selection.prefix { $0 != "(" })
    let withArguments = try AnimHostProcess.run(["render", selection, "-o", "-"])
    #expect(withArguments.status == 0, "\(withArguments.stderr)")
    let withSet = try AnimHostProcess.run(
      ["render", name, "-o", "-"] + settings.flatMap { ["--set", $0] })
    #expect(withSet.status == 0, "\(withSet.stderr)")
    #expect(withArguments.stdout == withSet.stdout)
    let plain = try AnimHostProcess.run(["render", name, "-o", "-"])
    #expect(plain.stdout != withArguments.stdout, "the arguments changed nothing")
  }

  /// `--set` is applied after the arguments.
  @Test func setHasTheLastWord() throws {
    let both = try AnimHostProcess.run(
      ["render", "fold(right,3)", "--set", "folds=4", "-o", "-"])
    let set = try AnimHostProcess.run(
      ["render", "fold", "--set", "direction=right", "--set", "folds=4", "-o", "-"])
    #expect(both.status == 0 && both.stdout == set.stdout, "\(both.stderr)")
  }

  /// A bad argument is one line naming its position, the parameter and what it takes; exit 64,
  /// and nothing is written.
  @Test(arguments: [
    (["render", "fold(left,50)", "-o", "out.gif"], ["argument 2", "'folds'", "1...10", "'50'"]),
    (["render", "explode(12,-8,8,x)", "-o", "out.gif"], ["argument 4", "'seed'", "whole number"]),
    (
      ["render", "fold(left,5,1,2)", "-o", "out.gif"],
      ["argument 4", "one too many", "fold(direction, folds, duration)"]
    ),
    (
      ["render", "push(dir=up)", "-o", "out.gif"],
      ["argument 1", "'dir'", "did you mean 'direction'?"]
    ),
    (
      ["render", "fold(left,direction=right)", "-o", "out.gif"],
      ["argument 2", "sets 'direction' again"]
    ),
    (["play", "fold(left,50)"], ["argument 2", "'folds'"]),
    (["info", "portal(backward,9)"], ["argument 2", "'zoom-scale'"]),
    (["render", "fold(left", "-o", "out.gif"], ["invalid animator 'fold(left'"]),
    (
      ["render", "slide(upp)", "-o", "out.gif"],
      ["argument 1", "'direction'", "expected one of left, right, up, down, not 'upp'"]
    ),
  ])
  func aBadArgumentIsOneUsageLine(arguments: [String], fragments: [String]) throws {
    let dir = try TestDirectory("selection")
    let result = try AnimHostProcess.run(
      arguments.map { $0 == "out.gif" ? dir.file("out.gif") : $0 })
    #expect(result.status == 64, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result.stderr)")
    for fragment in fragments {
      #expect(result.stderr.contains(fragment), "no '\(fragment)' in: \(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: dir.file("out.gif")))
  }

  /// `info` shows the form the arguments take.
  @Test func infoShowsTheForm() throws {
    let result = try AnimHostProcess.run(["info", "fold"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains("select with:   fold(direction, folds, duration)"), "\(result.stdout)")
  }
}
