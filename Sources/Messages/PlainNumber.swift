/// A number as animhost prints it in messages and as `--set` takes it: `5`, not `5.0`, for a
/// whole value, and Swift's shortest form (`0.25`) otherwise.
package func plainNumber(_ value: Double) -> String {
  value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
