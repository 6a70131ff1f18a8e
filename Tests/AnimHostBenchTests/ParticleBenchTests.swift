import Testing

@testable import animhost_bench

@Suite struct ParticleBenchTests {
  @Test func benchmarkRunsAtTwoThousandParticles() {
    let result = ParticleBench.tick(batches: 1, framesPerBatch: 2)
    #expect((1900...2100).contains(result.liveParticles))
    #expect(result.bestMicroseconds > 0 && result.bestMicroseconds <= result.meanMicroseconds)
  }
}
