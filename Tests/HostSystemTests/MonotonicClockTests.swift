import HostSystem
import Testing

@Suite struct MonotonicClockTests {
  @Test func neverGoesBackwards() {
    let readings = (0..<1000).map { _ in MonotonicClock.now() }
    #expect(readings == readings.sorted())
    #expect(readings[0] > 0)
  }

  @Test func measureIsTheTimeBetween() {
    let before = MonotonicClock.now()
    var inner = 0.0
    let measured = MonotonicClock.measure { inner = MonotonicClock.now() }
    let after = MonotonicClock.now()
    #expect(measured >= 0)
    #expect(measured <= after - before)
    #expect(inner >= before && inner <= after)
  }
}
