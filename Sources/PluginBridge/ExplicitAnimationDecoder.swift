import CAnimatorABI
import PluginHost
import TransitionEngine

/// Turns the plugin's `animhost_ca_animation_v1` (and a group's children) into the engine's
/// `ExplicitAnimation`, refusing what Core Animation could not run with a diagnostic.
///
/// Groups are followed at most `maximumDepth` levels deep and at most
/// `EngineLimits.animations` animations are read per call, so a group whose children point
/// back at it, or a huge tree, is refused instead of recursing without end.
struct ExplicitAnimationDecoder {
  /// How deep groups may nest.
  static let maximumDepth = 16

  let bridge: HostBridge
  private var decoded = 0
  private static let call = "layer_add_animation"

  init(bridge: HostBridge) {
    self.bridge = bridge
  }

  /// A refused animation's status code.
  typealias Refusal = AnimationServices.Refusal

  private func refuse(_ what: String) -> Refusal {
    Refusal(code: bridge.badArgument(Self.call, what))
  }

  /// The engine's animation for the plugin's struct, or the refusal.
  mutating func decode(_ pointer: UnsafePointer<animhost_ca_animation_v1>, depth: Int)
    -> Result<ExplicitAnimation, Refusal>
  {
    guard let a = Self.read(UnsafeRawPointer(pointer)) else {
      let size = UnsafeRawPointer(pointer).loadUnaligned(as: UInt32.self)
      let needed = Self.minimumSize
      return .failure(refuse("an animation struct_size \(size) (needs \(needed))"))
    }
    decoded += 1
    guard depth < Self.maximumDepth, decoded <= EngineLimits.animations.count else {
      return .failure(
        refuse(
          "animation groups nested over \(Self.maximumDepth) levels or holding over "
            + "\(EngineLimits.animations.count) animations (a group that contains itself?)"))
    }
    do {
      let timing = try mediaTiming(a.timing)
      var animation: ExplicitAnimation
      if a.kind == ANIMHOST_CA_GROUP {
        var children: [ExplicitAnimation] = []
        if a.child_count > 0 {
          guard let base = a.children else { throw refuse("a NULL children pointer") }
          // The children array's stride is the struct size the plugin was built with.
          let stride = Int(a.struct_size)
          for index in 0..<Int(a.child_count) {
            let child = (UnsafeRawPointer(base) + index * stride)
              .assumingMemoryBound(to: animhost_ca_animation_v1.self)
            switch decode(child, depth: depth + 1) {
            case let .success(child): children.append(child)
            case let .failure(refusal): throw refusal
            }
          }
        }
        animation = ExplicitAnimation(keyPath: nil, kind: .group(children))
      } else if a.kind == ANIMHOST_CA_TRANSITION {
        animation = ExplicitAnimation(keyPath: nil, kind: .transition(try transition(a)))
      } else if let keyPath = try self.keyPath(a.key_path) {
        animation = ExplicitAnimation(keyPath: keyPath, kind: try kind(a, keyPath))
      } else {
        // Core Animation runs an animation of a key path it cannot animate: it changes nothing
        // but starts and stops on time, so a delegate that completes the transition still does.
        animation = ExplicitAnimation(keyPath: nil, kind: .group([]))
      }
      animation.timing = timing
      if a.has_timing_function != 0 {
        guard let curve = Self.curve(a.timing_function) else {
          throw refuse("a timing function with control points out of range")
        }
        animation.timingFunction = curve
      }
      animation.isRemovedOnCompletion = a.removed_on_completion != 0
      animation.isAdditive = a.additive != 0
      animation.isCumulative = a.cumulative != 0
      return .success(animation)
    } catch let refusal as Refusal {
      return .failure(refusal)
    } catch {
      return .failure(refuse("an animation"))
    }
  }

  /// A CATransition's type, subtype and progress range; unknown names are warnings.
  private func transition(_ a: animhost_ca_animation_v1) throws -> LayerTransition {
    guard Int(a.struct_size) >= MemoryLayout<animhost_ca_animation_v1>.size else {
      throw refuse("a CATransition in an animation struct of ABI 1.4 (rebuild the plugin)")
    }
    let type = a.transition_type.map { BoundedText.read($0, limit: 64).0 }
    let subtype = a.transition_subtype.map { BoundedText.read($0, limit: 64).0 }
    var (transition, warnings) = LayerTransition.parse(type: type, subtype: subtype)
    for warning in warnings {
      bridge.engine?.diagnose(
        .warning, "unknown-transition-type", "animator '\(bridge.animatorID)': \(warning)")
    }
    let (start, end) = (a.start_progress, a.end_progress)
    guard start.isFinite, end.isFinite, start >= 0, end <= 1, start <= end else {
      throw refuse("a CATransition from progress \(start) to \(end) (0 ≤ start ≤ end ≤ 1)")
    }
    transition.startProgress = start
    transition.endProgress = end
    return transition
  }

  /// The smallest animation struct a plugin may pass: the one of ABI 1.4.
  static let minimumSize =
    MemoryLayout<animhost_ca_animation_v1>.offset(of: \.transition_type) ?? 0

  /// The plugin's animation struct, its fields past the plugin's struct_size zero; nil when
  /// the plugin's struct is too small.
  static func read(_ raw: UnsafeRawPointer) -> animhost_ca_animation_v1? {
    let size = Int(raw.loadUnaligned(as: UInt32.self))
    guard size >= minimumSize else { return nil }
    var a = animhost_ca_animation_v1()
    withUnsafeMutableBytes(of: &a) { bytes in
      bytes.copyMemory(from: UnsafeRawBufferPointer(start: raw, count: min(size, bytes.count)))
    }
    return a
  }

  /// The key path of a property animation; nil, with a warning, for one the host cannot
  /// animate.
  private func keyPath(_ text: UnsafePointer<CChar>?) throws -> LayerKeyPath? {
    guard let text else { throw refuse("a NULL key path for a property animation") }
    let (name, _) = BoundedText.read(text, limit: 100)
    guard let keyPath = LayerKeyPath.parse(name) else {
      bridge.engine?.diagnose(
        .warning, "unknown-key-path",
        "animator '\(bridge.animatorID)' animated the unknown key path "
          + "'\(name)'; it animates nothing, but its delegate hears it start and stop on time, "
          + "as in Core Animation; animatable key paths "
          + "include opacity, position, position.x, bounds.size.width, transform.scale, "
          + "transform.rotation.z, cornerRadius, backgroundColor, path and strokeEnd")
      return nil
    }
    return keyPath
  }

  private func kind(_ a: animhost_ca_animation_v1, _ keyPath: LayerKeyPath) throws
    -> ExplicitAnimationKind
  {
    switch a.kind {
    case ANIMHOST_CA_BASIC:
      return .basic(
        from: try value(a.from_value, keyPath, "fromValue"),
        to: try value(a.to_value, keyPath, "toValue"),
        by: try value(a.by_value, keyPath, "byValue"))
    case ANIMHOST_CA_SPRING:
      guard a.mass.isFinite, a.mass > 0, a.stiffness.isFinite, a.stiffness > 0,
        a.damping.isFinite, a.damping >= 0, a.initial_velocity.isFinite
      else {
        throw refuse(
          "a spring with mass \(a.mass), stiffness \(a.stiffness), damping \(a.damping) and "
            + "initial velocity \(a.initial_velocity)")
      }
      return .spring(
        from: try value(a.from_value, keyPath, "fromValue"),
        to: try value(a.to_value, keyPath, "toValue"),
        by: try value(a.by_value, keyPath, "byValue"), mass: a.mass, stiffness: a.stiffness,
        damping: a.damping, initialVelocity: a.initial_velocity)
    case ANIMHOST_CA_KEYFRAME:
      return try keyframes(a, keyPath)
    default:
      throw refuse("animation kind \(a.kind)")
    }
  }

  private func keyframes(_ a: animhost_ca_animation_v1, _ keyPath: LayerKeyPath) throws
    -> ExplicitAnimationKind
  {
    var values: [[Double]] = []
    if a.value_count > 0 {
      guard let base = a.values else { throw refuse("a NULL values pointer") }
      guard Int(a.value_count) <= EngineLimits.animations.count else {
        throw refuse("\(a.value_count) keyframe values")
      }
      for index in 0..<Int(a.value_count) {
        guard let value = try value(base[index], keyPath, "values[\(index)]") else {
          throw refuse("a NULL keyframe value at values[\(index)]")
        }
        values.append(value)
      }
    }
    let keyTimes = try numbers(a.key_times, a.key_time_count, "keyTimes")
    if let keyTimes {
      let increasing = zip(keyTimes, keyTimes.dropFirst()).allSatisfy { $0 <= $1 }
      // How many there must be depends on the calculation mode (discrete takes one more than
      // the values); the engine checks that.
      guard keyTimes.allSatisfy({ (0...1).contains($0) }), increasing else {
        throw refuse("keyTimes that are not increasing values in 0...1")
      }
    }
    var functions: [TimingCurve]?
    if a.timing_function_count > 0 {
      guard let base = a.timing_functions else { throw refuse("a NULL timingFunctions pointer") }
      functions = try (0..<Int(min(a.timing_function_count, 10_000))).map { index in
        guard let curve = Self.curve(base[index]) else {
          throw refuse("timingFunctions[\(index)] with control points out of range")
        }
        return curve
      }
    }
    var path: Path?
    if a.path_count > 0 {
      guard let commands = a.path else { throw refuse("a NULL path pointer") }
      switch PathCommands.decode(UnsafeBufferPointer(start: commands, count: Int(a.path_count))) {
      case let .success(decoded): path = decoded
      case .failure: throw refuse("a keyframe path that is malformed or too long")
      }
    }
    guard (0...4).contains(a.calculation_mode), (0...2).contains(a.rotation_mode),
      let rotation = RotationMode(rawValue: Int(a.rotation_mode))
    else {
      throw refuse("calculation mode \(a.calculation_mode) and rotation mode \(a.rotation_mode)")
    }
    return .keyframe(
      values: values, keyTimes: keyTimes, timingFunctions: functions, path: path,
      calculationMode: KeyframeCalculationMode(options: UInt(a.calculation_mode) << 10),
      rotationMode: rotation)
  }

  /// A value's doubles, checked against the key path's width (path commands for `path`).
  private func value(_ v: animhost_ca_value_v1, _ keyPath: LayerKeyPath, _ name: String) throws
    -> [Double]?
  {
    guard let base = v.values else { return nil }
    let buffer = UnsafeBufferPointer(start: base, count: Int(v.count))
    if case .array = keyPath {
      guard Int(v.count) <= EngineLimits.pathElements.count * 4 else {
        throw refuse("a \(name) of \(v.count) values")
      }
      return Array(buffer)
    }
    guard let width = keyPath.width else {
      if case .failure = PathCommands.decode(buffer) {
        throw refuse("a \(name) that is not a valid path (or is too long)")
      }
      return Array(buffer)
    }
    guard Int(v.count) == width, buffer.allSatisfy(\.isFinite) else {
      throw refuse("a \(name) of \(v.count) values where the key path takes \(width) finite ones")
    }
    return Array(buffer)
  }

  private func numbers(_ base: UnsafePointer<Double>?, _ count: UInt32, _ name: String) throws
    -> [Double]?
  {
    guard count > 0 else { return nil }
    guard let base, Int(count) <= EngineLimits.animations.count else {
      throw refuse("\(name): a NULL pointer or \(count) values")
    }
    let values = Array(UnsafeBufferPointer(start: base, count: Int(count)))
    guard values.allSatisfy(\.isFinite) else { throw refuse("\(name) that are not finite") }
    return values
  }

  private func mediaTiming(_ t: animhost_media_timing_v1) throws -> MediaTiming {
    guard t.begin_time.isFinite, t.duration.isFinite, t.duration >= 0, t.speed.isFinite,
      t.time_offset.isFinite, !t.repeat_count.isNaN, t.repeat_count >= 0,
      t.repeat_duration.isFinite, t.repeat_duration >= 0,
      let fill = FillMode(rawValue: Int(t.fill_mode))
    else {
      throw refuse(
        "media timing (beginTime \(t.begin_time), duration \(t.duration), speed \(t.speed), "
          + "timeOffset \(t.time_offset), repeatCount \(t.repeat_count), repeatDuration "
          + "\(t.repeat_duration), fillMode \(t.fill_mode))")
    }
    var timing = MediaTiming()
    timing.beginTime = t.begin_time
    timing.duration = t.duration
    timing.speed = t.speed
    timing.timeOffset = t.time_offset
    timing.repeatCount = t.repeat_count
    timing.repeatDuration = t.repeat_duration
    timing.autoreverses = t.autoreverses != 0
    timing.fillMode = fill
    return timing
  }

  /// A CAMediaTimingFunction's curve; nil when an x control point leaves 0...1.
  static func curve(_ f: animhost_timing_function_v1) -> TimingCurve? {
    guard [f.c1x, f.c1y, f.c2x, f.c2y].allSatisfy(\.isFinite), (0...1).contains(f.c1x),
      (0...1).contains(f.c2x)
    else { return nil }
    return .bezier(f.c1x, f.c1y, f.c2x, f.c2y)
  }
}
