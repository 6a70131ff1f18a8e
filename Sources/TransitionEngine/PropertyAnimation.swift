/// One running animation of one property of one view.
///
/// Every animation is layered on the model value: it contributes `value(at:) - to`, so that
/// several animations of a property add up (UIKit's additive animations) and each one's
/// contribution falls to zero when it ends.
package struct PropertyAnimation: Sendable {
  /// The property that animates.
  package var property: AnimatableProperty
  /// The value the presentation starts from.
  package var from: PropertyValue
  /// The value it ends at (the model value when it was set).
  package var to: PropertyValue
  /// Course time of its clock at which the change begins (after the delay).
  package var start: Double
  /// Seconds of course time one pass takes.
  package var duration: Double
  /// The easing of each pass (for keyframes: of the whole path).
  package var curve: TimingCurve
  /// The transaction group it belongs to, for its completion.
  package var group: Int
  /// The values it passes through, for a keyframe animation; nil goes straight from `from` to `to`.
  package var keyframes: KeyframePath?
  /// Whether it repeats forever.
  package var repeats: Bool
  /// Whether each pass runs forward then backward.
  package var autoreverses: Bool
  /// The media clock it runs on (0, the wall clock, unless a percent driver or a property
  /// animator owns it); `start` and `duration` are in that clock's course time.
  package private(set) var clock: Int
  /// What the clock maps clock time to, as of the last change of the clock.
  package private(set) var timebase: MediaClock
  /// The clock time at which it ends: forward past its last pass, or backward at its start;
  /// never while its clock stands still, when it repeats forward, or while a property animator
  /// holds it.
  package private(set) var end: Double
  /// Where a property animator continued it with new timing, oldest first: from each one's
  /// start on it goes from that one's value to `to` along that one's curve.
  package var continuations: [Continuation] = []
  /// Whether a property animator is scrubbing it: it shows values linear in its progress.
  package var isScrubbedLinearly = false

  /// A re-based remainder of an animation (continueAnimation with new timing parameters).
  package struct Continuation: Equatable, Sendable {
    /// The course time it takes over.
    package var start: Double
    /// The value shown then.
    package var from: PropertyValue
    /// The curve from there to the end.
    package var curve: TimingCurve

    /// A remainder from a course time and value along a curve.
    package init(start: Double, from: PropertyValue, curve: TimingCurve) {
      self.start = start
      self.from = from
      self.curve = curve
    }
  }

  /// An animation from one value to another, or along keyframes.
  package init(
    property: AnimatableProperty, from: PropertyValue, to: PropertyValue, start: Double,
    duration: Double, curve: TimingCurve, group: Int, keyframes: KeyframePath? = nil,
    repeats: Bool = false, autoreverses: Bool = false
  ) {
    self.property = property
    self.from = from
    self.to = to
    self.start = start
    self.duration = duration
    self.curve = curve
    self.group = group
    self.keyframes = keyframes
    self.repeats = repeats
    self.autoreverses = autoreverses
    clock = 0
    timebase = .wall
    end = repeats ? .infinity : start + duration * (autoreverses ? 2 : 1)
  }

  /// The course time at which its last pass ends; infinity when it repeats.
  package var courseEnd: Double {
    repeats ? .infinity : start + duration * (autoreverses ? 2 : 1)
  }

  /// Puts it on a clock as of a clock time, working out when it ends; a held animation (a
  /// property animator's) ends only when its animator says so.
  package mutating func retime(clock: Int, timebase: MediaClock, at time: Double, held: Bool) {
    self.clock = clock
    self.timebase = timebase
    guard !held else {
      end = .infinity
      return
    }
    let forward = timebase.firstTime(reaching: courseEnd, forward: true, after: time)
    let backward = timebase.firstTime(reaching: start, forward: false, after: time)
    end = min(forward ?? .infinity, backward ?? .infinity)
  }

  /// The linear progress of the current pass at a clock time: 0 during the delay; backward on
  /// an autoreversing pass's way back; after a non-repeating end, where the last pass stopped.
  package func progress(at time: Double) -> Double {
    progress(atCourse: timebase.course(at: time))
  }

  /// The linear progress of the current pass at a course time of its clock.
  package func progress(atCourse course: Double) -> Double {
    let local = course - start
    guard local > 0 else { return 0 }
    guard duration > 0 else { return autoreverses ? 0 : 1 }
    let cycle = duration * (autoreverses ? 2 : 1)
    if !repeats, local >= cycle { return autoreverses ? 0 : 1 }
    let phase = repeats ? local.truncatingRemainder(dividingBy: cycle) : local
    return phase <= duration ? phase / duration : 2 - phase / duration
  }

  /// The presented value at a clock time; the start value is held during the delay.
  package func value(at time: Double) -> PropertyValue {
    value(atCourse: timebase.course(at: time))
  }

  /// The presented value at a course time of its clock.
  package func value(atCourse course: Double) -> PropertyValue {
    let progress = progress(atCourse: course)
    if isScrubbedLinearly {
      if let keyframes { return keyframes.value(property, at: progress) }
      return Self.interpolate(property, from, to, progress)
    }
    if keyframes == nil, let last = continuations.last(where: { $0.start < course }) {
      let length = courseEnd - last.start
      let local = length > 0 ? min(max((course - last.start) / length, 0), 1) : 1
      let fraction = last.curve.value(at: local)
      if fraction == 1 { return to }
      return Self.interpolate(property, last.from, to, fraction)
    }
    let fraction = curve.value(at: progress)
    if let keyframes { return keyframes.value(property, at: fraction) }
    if fraction == 0 { return from }
    if fraction == 1 { return to }
    return Self.interpolate(property, from, to, fraction)
  }

  /// The value a fraction of the way from one value to another; transforms by decomposition.
  package static func interpolate(
    _ property: AnimatableProperty, _ from: PropertyValue, _ to: PropertyValue, _ fraction: Double
  ) -> PropertyValue {
    if property.isTransform {
      return Transform3D.interpolate(Transform3D(from), Transform3D(to), fraction).m
    }
    return from + (to - from) * fraction
  }

  /// The presented value of a property: the model plus what each running animation adds.
  ///
  /// A transform shows only its newest animation (transforms are never additive here).
  package static func presentationValue(
    of property: AnimatableProperty, model: PropertyValue, animations: [PropertyAnimation],
    at time: Double
  ) -> PropertyValue {
    guard let newest = animations.lastIndex(where: { $0.property == property }) else {
      return model
    }
    let top = animations[newest]
    var value = top.value(at: time)
    if property.isTransform { return value }
    if model != top.to { value += model - top.to }
    for animation in animations[..<newest] where animation.property == property {
      value += animation.value(at: time) - animation.to
    }
    return value
  }
}
