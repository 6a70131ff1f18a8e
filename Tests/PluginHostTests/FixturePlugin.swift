import AnimHostTestSupport

/// A minimal C animator plugin built against the real animator_abi.h, with every field that the
/// tests break configurable.
///
/// The defaults make a valid 1.1 plugin with one animator, "fixture".
struct FixturePlugin {
  /// C expressions for the plugin descriptor's version fields.
  var abiMajor = "ANIMATOR_ABI_MAJOR"
  var abiMinor = "ANIMATOR_ABI_MINOR"
  var structSize = "sizeof(animator_plugin_v1)"
  /// A C expression for the plugin's animator_count (the list holds one animator).
  var animatorCount = "1"
  /// A C expression for the animator's param_count (its params pointer is NULL).
  var paramCount = "0"
  /// One string parameter `direction` (default `left`) with this struct size and choices
  /// literal; nil declares none.
  var stringParameter: (structSize: String, choices: String)?
  /// A C expression for the animator descriptor's struct_size.
  var descriptorSize = "sizeof(animator_descriptor_v1)"
  var pluginID = "fixture-plugin"
  var version = "0.0.1"
  var license = "MIT"
  var animatorID = "fixture"
  var displayName = "Fixture"
  var summary = "A test fixture"
  /// The exported function; anything but animator_plugin_entry_v1 makes a non-plugin.
  var entrySymbol = "animator_plugin_entry_v1"
  /// Whether the entry point refuses the host by returning NULL.
  var returnsNull = false

  /// The C definition of the string parameter, if any.
  private var parameterSource: String {
    guard let p = stringParameter else { return "" }
    return """
      static const animator_param_v1 direction = {
          .struct_size = \(p.structSize), .name = "direction", .type = ANIMATOR_PARAM_STRING,
          .default_value = "left", .summary = "a direction", .choices = \(p.choices),
      };
      static const animator_param_v1 *const params[] = { &direction };
      """
  }

  /// The C source of the plugin.
  var source: String {
    """
    #include <stddef.h>
    #include "animator_abi.h"

    static void *create_delegate(const animhost_host_v1 *h, const animator_descriptor_v1 *d,
                                 const animator_param_value_v1 *v, uint32_t n) { return NULL; }
    static void destroy_delegate(const animhost_host_v1 *h, void *d) {}
    static void *for_presented(const animhost_host_v1 *h, void *d, animhost_handle a,
                               animhost_handle b, animhost_handle c) { return NULL; }
    static void *for_dismissed(const animhost_host_v1 *h, void *d, animhost_handle a) \
    { return NULL; }
    static void release_animator(const animhost_host_v1 *h, void *a) {}
    static double duration(const animhost_host_v1 *h, void *a, animhost_handle c) { return 0.3; }
    static void animate(const animhost_host_v1 *h, void *a, animhost_handle c) {}

    \(parameterSource)
    static const animator_descriptor_v1 desc = {
        .struct_size = \(descriptorSize),
        .id = \(Self.literal(animatorID)),
        .display_name = \(Self.literal(displayName)),
        .summary = \(Self.literal(summary)),
        .theme = "test",
        .capabilities = ANIMATOR_CAP_PRESENT | ANIMATOR_CAP_DISMISS,
        .default_duration = 0.3,
        .create_delegate = create_delegate,
        .destroy_delegate = destroy_delegate,
        .animator_for_presented = for_presented,
        .animator_for_dismissed = for_dismissed,
        .release_animator = release_animator,
        .transition_duration = duration,
        .animate_transition = animate,
        .param_count = \(stringParameter == nil ? paramCount : "1"),
        .params = \(stringParameter == nil ? "NULL" : "params"),
    };
    static const animator_descriptor_v1 *const list[] = { &desc };

    static const animator_plugin_v1 plugin = {
        .abi_major = \(abiMajor),
        .abi_minor = \(abiMinor),
        .struct_size = \(structSize),
        .plugin_id = \(Self.literal(pluginID)),
        .version = \(Self.literal(version)),
        .author = "tests",
        .animators = list,
        .animator_count = \(animatorCount),
        .license = \(Self.literal(license)),
        .homepage = NULL,
    };

    const animator_plugin_v1 *\(entrySymbol)(uint32_t host_major, uint32_t host_minor) {
        return \(returnsNull ? "NULL" : "&plugin");
    }

    """
  }

  /// Compiles the plugin into the directory as `name` and returns its path.
  @discardableResult
  func build(named name: String, in directory: TestDirectory) throws -> String {
    try FixtureCompiler.build(source, named: name, in: directory)
  }

  /// A C string literal for any text: everything but printable ASCII becomes a three-digit octal
  /// escape, which (unlike \x) cannot swallow the characters after it.
  static func literal(_ text: String) -> String {
    var result = "\""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "?"), 0..<0x20, 0x7F...:
        let octal = String(byte, radix: 8)
        result += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
      default:
        result.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    return result + "\""
  }
}
