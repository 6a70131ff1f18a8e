// swift-tools-version: 6.2
// One section per target with its tests. The host never links AnimatorKit: plugins carry
// their own static copy of it and talk to the host only through CAnimatorABI's C types.
import PackageDescription

let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  // FreeType's headers for CFreeType, which has no pkg-config entry: pkg-config would also add
  // `-lfreetype -lz` ahead of every linker flag, so the executable would load FreeType, libpng,
  // brotli and zlib at start (0.5 ms) although Rendering looks them up when it draws.
  .unsafeFlags(["-Xcc", "-I/usr/include/freetype2"]),
]

/// The host's modules import neither Swift Concurrency nor string processing (regexes), so the
/// executable does not load their runtime libraries at start (nor Dispatch or Synchronization,
/// which it does not use): `animhost --help` took 3.6 ms, a fifth of it loading those.
let hostSettings: [SwiftSetting] =
  swiftSettings + [
    .unsafeFlags([
      "-Xfrontend", "-disable-implicit-concurrency-module-import",
      "-Xfrontend", "-disable-implicit-string-processing-module-import",
    ])
  ]

/// Rendering blends pixels in four 32-bit lanes (`SIMD4<UInt32>`). For x86-64 it is compiled for
/// Nehalem (2008: SSE4.2), whose lane multiply (`pmulld`) replaces SSE2's emulation in four
/// instructions: raster per frame ripple 13.6 -> 11.3 ms, snow 2.5 -> 2.1 ms, cross-dissolve
/// 1.5 -> 0.87 ms. Nehalem has no FMA, so no multiply-add is fused and the frames keep their bits.
#if arch(x86_64)
  let renderingSettings: [SwiftSetting] = [.unsafeFlags(["-target-cpu", "nehalem"])]
#else
  let renderingSettings: [SwiftSetting] = []
#endif

/// How the `animhost` executable is linked, for a quick start.
///
/// Issue 18; docs/architecture.md, "Start-up":
/// - `-static-stdlib`: the Swift runtime linked in, not loaded (`--help` 2.5 → 1.7 ms). Plugins
///   keep theirs: `--exclude-libs ALL` in the toolchain's arguments hides this copy's symbols.
/// - `--no-export-dynamic`: those arguments also export every symbol of the executable (8,000
///   of them) although no plugin binds to one; the runtime's start-up `dladdr` walks them all.
/// - libstdc++ and libgcc's unwinder linked in: `Sources/animhost/Linker/libstdc++.so` is a
///   linker script that turns the toolchain's `-lstdc++` into GCC's archive, and
///   `-static-libgcc` does the same for libgcc_s (together 1.8 → 1.2 ms for `--version`).
let hostLinkerFlags = [
  "-static-stdlib",
  "-Xlinker", "--no-export-dynamic",
  "-L", Context.packageDirectory + "/Sources/animhost/Linker",
  "-Xclang-linker", "-static-libgcc",
]

/// Each animator plugin: a `.dynamic` library product built from `Plugins/<Name>`.
let pluginNames = [
  "AutumnLeaves", "CardSheet", "ChristmasSnow", "CircleReveal", "CrossDissolve", "EasterEggCrack",
  "GradientCube", "GravityDrop", "GrowFromButton", "HalfSheet", "HalloweenFlip", "HeroTransitions",
  "IBAnimatableTransitions", "NewYearFireworks", "PageCurl", "ScaleSegue", "ScrubZoom",
  "SwipeDismissCard",
  "BlurSheet", "PhotoZoom", "TabSlide", "ZoomPush",
  "ValentineHeart",
]

/// Animator plugins written in C against the ABI header alone (no AnimatorKit, no Swift
/// settings): a `.dynamic` library product each, built from `Plugins/<Name>`.
let cPluginNames = ["CSlideExample"]

let package = Package(
  name: "animhost",
  products: [
    .executable(name: "animhost", targets: ["animhost"]),
    .library(name: "AnimatorKit", targets: ["AnimatorKit"]),
  ] + (pluginNames + cPluginNames).map { .library(name: $0, type: .dynamic, targets: [$0]) },
  targets: [
    // MARK: - CAnimatorABI
    .target(name: "CAnimatorABI"),

    // MARK: - AnimatorKit
    .target(
      name: "AnimatorKit",
      dependencies: ["CAnimatorABI"],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "AnimatorKitTests",
      dependencies: ["AnimatorKit"],
      swiftSettings: swiftSettings
    ),

    // MARK: - Messages (what animhost prints of text it did not write: escaping, "did you mean")
    .target(name: "Messages", swiftSettings: hostSettings),

    // MARK: - Conformance (animhost check: cases, rules, their evaluation)
    .target(
      name: "Conformance",
      dependencies: [
        "HostSystem",
        "Messages",
        "PluginHost",
        "PluginRunner",
        "Rendering",
        "TransitionEngine",
      ],
      swiftSettings: hostSettings
    ),
    .testTarget(
      name: "ConformanceTests",
      dependencies: [
        "AnimHostTestSupport",
        "Conformance",
        "PluginHost",
        "PluginRunner",
        "TransitionEngine",
      ],
      swiftSettings: swiftSettings
    ),

    // MARK: - JSON (reader with line, column and JSON path; value tree; streaming writer)
    .target(
      name: "JSON",
      dependencies: ["Messages"],
      swiftSettings: hostSettings
    ),
    .testTarget(
      name: "JSONTests",
      dependencies: ["JSON"],
      swiftSettings: swiftSettings
    ),

    // MARK: - HostSystem (the one target over libc: files, processes, terminal, signals, clock)
    .target(name: "HostSystem", dependencies: ["CSandbox"], swiftSettings: hostSettings),
    // The run child's seccomp filter: the kernel's constants and prctl(2), in C (see the header).
    .target(name: "CSandbox"),
    .testTarget(
      name: "HostSystemTests",
      dependencies: ["HostSystem"],
      swiftSettings: swiftSettings
    ),

    // MARK: - TransitionEngine
    .target(name: "TransitionEngine", swiftSettings: hostSettings),
    .testTarget(
      name: "TransitionEngineTests",
      dependencies: ["TransitionEngine"],
      swiftSettings: swiftSettings
    ),
    // The Auto Layout solver's own tests write constraints with operators and literals, kept
    // out of TransitionEngineTests so they cannot slow the type-checking of its arithmetic.
    .testTarget(
      name: "LayoutSolverTests",
      dependencies: ["TransitionEngine"],
      swiftSettings: swiftSettings
    ),

    // MARK: - SceneFormat (scene files: JSON to a TransitionEngine scene)
    .target(
      name: "SceneFormat",
      dependencies: [
        "JSON",
        "Messages",
        "TransitionEngine",
      ],
      swiftSettings: hostSettings
    ),
    .testTarget(
      name: "SceneFormatTests",
      dependencies: [
        "JSON",
        "SceneFormat",
        "TransitionEngine",
      ],
      swiftSettings: swiftSettings
    ),

    // MARK: - PluginHost
    .target(
      name: "PluginHost",
      dependencies: [
        "CAnimatorABI",
        "HostSystem",
        "Messages",
      ],
      swiftSettings: hostSettings
    ),
    .testTarget(
      name: "PluginHostTests",
      dependencies: [
        "AnimHostTestSupport",
        "CAnimatorABI",
        "HostSystem",
        "PluginHost",
      ],
      swiftSettings: swiftSettings
    ),

    // MARK: - PluginBridge (the host-services table over the engine; runs a loaded animator)
    .target(
      name: "PluginBridge",
      dependencies: [
        "CAnimatorABI",
        "PluginHost",
        "TransitionEngine",
      ],
      swiftSettings: hostSettings
    ),
    .testTarget(
      name: "PluginBridgeTests",
      dependencies: [
        "CAnimatorABI",
        "PluginBridge",
        "TransitionEngine",
      ],
      swiftSettings: swiftSettings
    ),

    // MARK: - PluginRunner (runs an animator in a child process; the timeline's wire form)
    .target(
      name: "PluginRunner",
      dependencies: [
        "HostSystem",
        "Messages",
        "PluginBridge",
        "PluginHost",
        "TransitionEngine",
      ],
      swiftSettings: hostSettings
    ),
    .testTarget(
      name: "PluginRunnerTests",
      dependencies: [
        "AnimHostTestSupport",
        "PluginBridge",
        "PluginHost",
        "PluginRunner",
        "TransitionEngine",
      ],
      swiftSettings: swiftSettings
    ),

    // MARK: - System libraries (on the machine image; pkg-config finds their flags)
    // Declarations only: the functions are looked up when first used (ZlibLibrary,
    // FreeTypeLibrary), so neither module links its library (see `swiftSettings`).
    .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
    .systemLibrary(name: "CFreeType", providers: [.apt(["libfreetype-dev"])]),

    // MARK: - Rendering
    .target(
      name: "Rendering",
      dependencies: [
        "CFreeType",
        "CZlib",
        "HostSystem",
        "JSON",
        "TransitionEngine",
      ],
      swiftSettings: hostSettings + renderingSettings
    ),
    .testTarget(
      name: "RenderingTests",
      dependencies: [
        "Rendering",
        "TransitionEngine",
      ],
      exclude: ["Golden"],
      swiftSettings: swiftSettings,
      // PNGTestDecoder checks CRCs with zlib's own crc32.
      linkerSettings: [.linkedLibrary("z")]
    ),

    // MARK: - AnimHostCLI
    .target(
      name: "AnimHostCLI",
      dependencies: [
        "Conformance",
        "HostSystem",
        "JSON",
        "Messages",
        "PluginBridge",
        "PluginHost",
        "PluginRunner",
        "Rendering",
        "SceneFormat",
        "TransitionEngine",
      ],
      swiftSettings: hostSettings
    ),
    .testTarget(
      name: "AnimHostCLITests",
      dependencies: [
        "AnimHostCLI",
        "AnimHostTestSupport",
        "HostSystem",
        "PluginHost",
        "PluginRunner",
        "Rendering",
        "SceneFormat",
        "TransitionEngine",
      ],
      exclude: ["Golden"],
      swiftSettings: swiftSettings
    ),

    // MARK: - AnimHostTestSupport
    .target(name: "AnimHostTestSupport", swiftSettings: swiftSettings),

    // MARK: - animhost-bench (`swift run -c release animhost-bench`)
    .executableTarget(
      name: "animhost-bench",
      dependencies: [
        "AnimHostCLI",
        "HostSystem",
        "PluginBridge",
        "PluginHost",
        "PluginRunner",
        "Rendering",
        "TransitionEngine",
      ],
      swiftSettings: swiftSettings
    ),
    .testTarget(
      name: "AnimHostBenchTests",
      dependencies: ["animhost-bench"],
      swiftSettings: swiftSettings
    ),

    // MARK: - animhost
    .executableTarget(
      name: "animhost",
      dependencies: [
        "AnimHostCLI",
        "HostSystem",
        "PluginHost",
      ],
      exclude: ["Linker"],
      swiftSettings: hostSettings,
      linkerSettings: [.unsafeFlags(hostLinkerFlags)]
    ),
  ]
    + pluginNames.map {
      .target(
        name: $0,
        dependencies: ["AnimatorKit"],
        path: "Plugins/\($0)"
      )
    }
    + cPluginNames.map {
      // A plugin exports one function and no headers; "." stands for the include directory
      // SwiftPM asks every C target for. (SwiftPM links it with swiftc, which adds the Swift
      // runtime; built alone with cc, as the file's comment shows, it needs only libc.)
      .target(
        name: $0, dependencies: ["CAnimatorABI"], path: "Plugins/\($0)", publicHeadersPath: ".")
    }
)
