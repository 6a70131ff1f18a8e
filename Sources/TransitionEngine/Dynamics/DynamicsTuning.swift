/// Every fixed constant that defines the simulation's units, timing and solver behaviour.
///
/// Units follow UIKit Dynamics' documentation: distances in points, times in seconds, a
/// 100 × 100 point item of density 1 has mass 1, gravity of magnitude 1 accelerates at
/// 1000 points/s², and a push of magnitude 1 accelerates that unit item at 100 points/s².
package enum DynamicsTuning {
  /// The fixed simulation step, 1/240 s, so four steps per 60 Hz frame.
  package static let timeStep: Double = 1.0 / 240.0

  /// The area in square points that has mass 1 at density 1 (100 × 100 points).
  package static let unitMassArea: Double = 10_000

  /// The acceleration in points/s² of gravity (and gravity fields) of magnitude 1.
  package static let gravityAcceleration: Double = 1_000

  /// The force or impulse of a push of magnitude 1.
  ///
  /// A continuous push exerts 100 mass·points/s²; an instantaneous one delivers
  /// 100 mass·points/s.
  package static let pushScale: Double = 100

  /// The distance in points at which a radial field with falloff has exactly its strength.
  package static let fieldReferenceDistance: Double = 100

  /// The smallest radius a radial field uses, so a body at its position feels a finite pull.
  package static let fieldMinimumRadius: Double = 0.01

  /// The natural frequency in hertz of the spring that pulls a snapped item.
  package static let snapFrequency: Double = 3

  /// The damping ratio of the snap spring at `damping` 0; it grows by `damping` (0.5 → 1).
  package static let snapBaseDampingRatio: Double = 0.5

  /// A body is quiet while its linear speed stays below this many points/s.
  package static let restLinearSpeed: Double = 0.1

  /// A body is quiet while its angular speed stays below this many rad/s.
  package static let restAngularSpeed: Double = 0.01

  /// The simulated time (24 steps) every body must stay quiet before the world pauses.
  package static let restDuration: Double = 0.1

  /// Closing speeds below this many points/s bounce inelastically, so bounces die out.
  package static let restitutionThreshold: Double = 20

  /// The number of velocity-solver sweeps over all constraints in each step.
  package static let velocityIterations = 10

  /// The number of position-correction sweeps over all constraints in each step.
  package static let positionIterations = 4

  /// The penetration in points that positional correction tolerates, keeping contacts alive.
  package static let linearSlop: Double = 0.1

  /// The fraction of the remaining penetration removed by each position sweep.
  package static let positionCorrectionFactor: Double = 0.2

  /// The largest positional correction in points applied by one sweep of one constraint.
  package static let maximumPositionCorrection: Double = 5

  /// How far (in steps) a requested time may fall short of a step boundary and still reach it.
  package static let stepTolerance: Double = 1e-6
}
