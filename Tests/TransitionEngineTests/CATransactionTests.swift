import Testing
import TransitionEngine

/// CATransaction: nesting, the default duration and timing function of animations added
/// inside, the completion block, setDisableActions, the implicit transaction.
@Suite struct CATransactionTests {
  typealias F = LayerFixture

  @Test(
    "an animation without a duration takes the transaction's, else 0.25 s",
    arguments: [(nil as Double?, 0.25), (0.8, 0.8)])
  func defaultDuration(transaction: Double?, duration: Double) {
    let f = LayerFixture()
    f.engine.beginCATransaction()
    if let transaction { f.engine.setCATransactionDuration(transaction) }
    f.add(F.basic("opacity", from: [0], to: [1], duration: 0))
    f.add(F.basic("cornerRadius", from: [0], to: [10], duration: 2))
    f.engine.commitCATransaction()
    #expect(abs(f.shown(.alpha, at: duration / 2)[0] - 0.5) < 1e-9)
    #expect(f.shown(.cornerRadius, at: 1)[0] == 5, "an animation's own duration wins")
  }

  @Test("nested transactions have nested scope: unset values come from the enclosing one")
  func nesting() {
    let f = LayerFixture()
    f.engine.beginCATransaction()
    f.engine.setCATransactionDuration(2)
    f.engine.setCATransactionTimingFunction(.easeIn)
    f.engine.beginCATransaction()
    #expect(f.engine.caTransactionDuration == 2)
    f.engine.setCATransactionDuration(1)
    #expect(f.engine.caTransactionDuration == 1)
    #expect(f.engine.caTransactionTimingFunction == .easeIn)
    #expect(f.engine.commitCATransaction())
    #expect(f.engine.caTransactionDuration == 2)
    #expect(f.engine.commitCATransaction())
    #expect(f.engine.caTransactionDuration == 0.25)
    #expect(f.engine.caTransactionTimingFunction == nil)
    #expect(!f.engine.commitCATransaction(), "nothing left to commit")
  }

  @Test("the transaction's timing function eases animations that have none")
  func timingFunction() {
    let f = LayerFixture()
    f.engine.beginCATransaction()
    f.engine.setCATransactionTimingFunction(.easeIn)
    f.add(F.basic("opacity", from: [0], to: [1]))
    f.add(F.basic("cornerRadius", from: [0], to: [10]) { $0.timingFunction = .linear })
    f.engine.commitCATransaction()
    #expect(abs(f.shown(.alpha, at: 0.5)[0] - 0.3153568126) < 1e-8)
    #expect(f.shown(.cornerRadius, at: 0.5)[0] == 5)
  }

  @Test("the completion runs once every animation added inside has stopped, after delegates")
  func completion() {
    let f = LayerFixture()
    f.engine.beginCATransaction()
    f.engine.setCATransactionCompletion { f.heard.append("done at \(f.engine.now)") }
    f.add(F.basic("opacity", to: [0], duration: 0.5), key: "a")
    f.add(F.basic("cornerRadius", to: [5], duration: 1), key: "b")
    f.engine.commitCATransaction()
    f.engine.advance(to: 2)
    #expect(f.heard == ["a:start", "b:start", "a:stop", "b:stop", "done at 1.0"])
  }

  @Test("a removed animation counts as stopped for the completion")
  func completionAfterRemoval() {
    let f = LayerFixture()
    f.engine.beginCATransaction()
    f.engine.setCATransactionCompletion { f.heard.append("done at \(f.engine.now)") }
    f.add(F.basic("opacity", to: [0], duration: 5), key: "a")
    f.engine.commitCATransaction()
    f.engine.advance(to: 0.5)
    f.engine.removeAnimation(forKey: "a", from: f.layer)
    f.engine.advance(to: 1)
    #expect(f.heard == ["a:start", "a:removed", "done at 0.5"])
  }

  @Test("an empty transaction completes at the next clock step, never inside commit")
  func emptyTransaction() {
    let f = LayerFixture()
    f.engine.beginCATransaction()
    f.engine.setCATransactionCompletion { f.heard.append("done") }
    f.engine.commitCATransaction()
    #expect(f.heard.isEmpty)
    #expect(f.engine.hasPendingAnimations)
    f.engine.advance(to: 0)
    #expect(f.heard == ["done"])
  }

  @Test("an outer completion waits for the animations of nested transactions")
  func nestedCompletion() {
    let f = LayerFixture()
    f.engine.beginCATransaction()
    f.engine.setCATransactionCompletion { f.heard.append("outer at \(f.engine.now)") }
    f.engine.beginCATransaction()
    f.engine.setCATransactionCompletion { f.heard.append("inner at \(f.engine.now)") }
    f.add(F.basic("opacity", to: [0], duration: 0.5))
    f.engine.commitCATransaction()
    f.add(F.basic("cornerRadius", to: [5], duration: 1))
    f.engine.commitCATransaction()
    f.engine.advance(to: 2)
    #expect(f.heard == ["-:start", "-:start", "-:stop", "inner at 0.5", "-:stop", "outer at 1.0"])
  }

  @Test("a completion replaced by another waits only for the animations added before")
  func replacedCompletion() {
    let f = LayerFixture()
    f.engine.beginCATransaction()
    f.engine.setCATransactionCompletion { f.heard.append("first at \(f.engine.now)") }
    f.add(F.basic("opacity", to: [0], duration: 0.5), key: "a")
    f.engine.setCATransactionCompletion { f.heard.append("second at \(f.engine.now)") }
    f.add(F.basic("cornerRadius", to: [5], duration: 1), key: "b")
    f.engine.commitCATransaction()
    f.engine.advance(to: 2)
    #expect(f.heard.filter { !$0.contains(":") } == ["first at 0.5", "second at 1.0"])
  }

  @Test("without begin() the implicit transaction takes the settings until it is flushed")
  func implicitTransaction() {
    let f = LayerFixture()
    f.engine.setCATransactionDuration(2)
    f.engine.setCATransactionCompletion { f.heard.append("done at \(f.engine.now)") }
    f.add(F.basic("opacity", from: [0], to: [1], duration: 0))
    #expect(!f.engine.commitCATransaction(), "the implicit transaction is not the caller's")
    f.engine.flushCATransactions()
    #expect(f.engine.caTransactionDuration == 0.25)
    f.engine.advance(to: 3)
    #expect(f.heard == ["-:start", "-:stop", "done at 2.0"])
  }

  @Test("setDisableActions is recorded per transaction")
  func disableActions() {
    let f = LayerFixture()
    f.engine.beginCATransaction()
    f.engine.setCATransactionDisableActions(true)
    #expect(f.engine.caTransactionDisablesActions)
    f.engine.commitCATransaction()
    #expect(!f.engine.caTransactionDisablesActions)
  }

  @Test("a transaction left open is committed at the next clock step with a warning")
  func unbalanced() {
    let f = LayerFixture()
    f.engine.beginCATransaction()
    f.engine.setCATransactionCompletion { f.heard.append("done") }
    f.engine.advance(to: 0.1)
    f.engine.advance(to: 0.2)
    #expect(f.codes == ["unbalanced-transaction"])
    #expect(f.heard == ["done"])
  }

  @Test("begun CATransactions count as open animation blocks against the limit")
  func openBlocksLimit() {
    let f = LayerFixture()
    for _ in 0...EngineLimits.openAnimationBlocks.count { f.engine.beginCATransaction() }
    #expect(f.engine.exceededLimit?.message.contains("open animation blocks") == true)
  }
}
