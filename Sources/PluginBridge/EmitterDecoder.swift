import CAnimatorABI
import PluginHost
import TransitionEngine

/// Turns the ABI's emitter structs into the engine's configuration, checking every number.
enum EmitterDecoder {
  /// Why a configuration was refused.
  struct Problem: Error {
    var message: String
    /// The limit the value went over, when that is the problem.
    var limit: EngineLimit?
  }

  static func configuration(
    _ e: animhost_emitter_v1, _ cells: UnsafeBufferPointer<animhost_emitter_cell_v1>
  ) -> Result<EmitterConfiguration, Problem> {
    guard Int(e.struct_size) >= MemoryLayout<animhost_emitter_v1>.size else {
      return .failure(Problem(message: "emitter struct_size \(e.struct_size)"))
    }
    let numbers = [e.position_x, e.position_y, e.width, e.height, e.birth_rate, e.lifetime]
    guard numbers.allSatisfy(\.isFinite), e.width >= 0, e.height >= 0, e.birth_rate >= 0,
      e.lifetime >= 0
    else {
      return .failure(Problem(message: "a negative or non-finite emitter value"))
    }
    var c = EmitterConfiguration()
    c.position = Point(x: e.position_x, y: e.position_y)
    c.size = Size(width: e.width, height: e.height)
    c.shape = EmitterShape(rawValue: Int(e.shape)) ?? .point
    c.birthRate = e.birth_rate
    c.lifetime = e.lifetime
    for (index, raw) in cells.enumerated() {
      switch cell(raw) {
      case let .success(cell): c.cells.append(cell)
      case let .failure(problem):
        return .failure(Problem(message: "cell \(index): \(problem.message)", limit: problem.limit))
      }
    }
    return .success(c)
  }

  private static func cell(_ r: animhost_emitter_cell_v1) -> Result<EmitterCell, Problem> {
    guard Int(r.struct_size) >= MemoryLayout<animhost_emitter_cell_v1>.size else {
      return .failure(Problem(message: "struct_size \(r.struct_size)"))
    }
    let colour = [r.color.0, r.color.1, r.color.2, r.color.3]
    let range = [r.color_range.0, r.color_range.1, r.color_range.2, r.color_range.3]
    let numbers =
      [
        r.birth_rate, r.lifetime, r.lifetime_range, r.velocity, r.velocity_range,
        r.emission_longitude, r.emission_range, r.x_acceleration, r.y_acceleration, r.scale,
        r.scale_range, r.scale_speed, r.spin, r.spin_range, r.alpha_speed, r.size,
      ] + colour + range
    guard numbers.allSatisfy(\.isFinite) else {
      return .failure(Problem(message: "a non-finite value"))
    }
    let rateLimit = EngineLimits.cellBirthRate
    guard r.birth_rate <= rateLimit.value else {
      return .failure(Problem(message: rateLimit.exceeded(by: r.birth_rate), limit: rateLimit))
    }
    guard r.birth_rate >= 0, r.lifetime >= 0, r.size >= 0 else {
      let values = "birth rate \(r.birth_rate), lifetime \(r.lifetime) and size \(r.size)"
      return .failure(Problem(message: values + " must not be negative"))
    }
    var cell = EmitterCell()
    cell.birthRate = r.birth_rate
    cell.lifetime = r.lifetime
    cell.lifetimeRange = r.lifetime_range
    cell.velocity = r.velocity
    cell.velocityRange = r.velocity_range
    cell.emissionLongitude = r.emission_longitude
    cell.emissionRange = r.emission_range
    cell.xAcceleration = r.x_acceleration
    cell.yAcceleration = r.y_acceleration
    cell.scale = r.scale
    cell.scaleRange = r.scale_range
    cell.scaleSpeed = r.scale_speed
    cell.spin = r.spin
    cell.spinRange = r.spin_range
    cell.color = Color(red: colour[0], green: colour[1], blue: colour[2], alpha: colour[3])
    cell.colorRange = Color(red: range[0], green: range[1], blue: range[2], alpha: range[3])
    cell.alphaSpeed = r.alpha_speed
    cell.size = r.size
    switch animhost_particle_shape(rawValue: UInt32(bitPattern: r.shape)) {
    case ANIMHOST_PARTICLE_CIRCLE: cell.shape = .circle
    case ANIMHOST_PARTICLE_STAR: cell.shape = .star
    case ANIMHOST_PARTICLE_HEART: cell.shape = .heart
    case ANIMHOST_PARTICLE_FLAKE: cell.shape = .flake
    case ANIMHOST_PARTICLE_PATH:
      guard r.path_count == 0 || r.path != nil else {
        return .failure(Problem(message: "malformed particle path"))
      }
      switch PathCommands.decode(UnsafeBufferPointer(start: r.path, count: Int(r.path_count))) {
      case let .success(path): cell.shape = .path(path)
      case .failure(.malformed): return .failure(Problem(message: "malformed particle path"))
      case .failure(.tooLong):
        let limit = EngineLimits.pathElements
        let message = "particle \(limit.quantity) exceed the limit of \(limit)"
        return .failure(Problem(message: message, limit: limit))
      }
    default:
      return .failure(Problem(message: "shape \(r.shape)"))
    }
    return .success(cell)
  }
}
