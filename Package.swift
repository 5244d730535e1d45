// swift-tools-version:6.0
// FlexLayout: a headless proposal/response layout engine with SwiftUI's semantics.
//
// Targets (one job each; Docs/Architecture.md, Targets):
// - FlexLayout: the engine, the reference solver, the built-in examples and FlexLayoutVersion. Standard
//   library only (no Foundation), so renderers can embed it cheaply.
// - FlexLayoutFormat: the JSON request/result format and SVG pictures of layouts. No Foundation.
// - FlexLayoutCLI: the command-line tool's logic (commands, arguments, sweeps, files) and the tools'
//   progress line. Foundation allowed.
// - flexlayout: the command-line tool (a thin main over FlexLayoutCLI).
// - FlexLayoutBench: the resize-sweep benchmark harness.
// - FlexLayoutTesting: layout audits of people's own screens and the property-test kit (generators,
//   shrinker, runner), usable from Swift Testing and XCTest without importing either. No Foundation.
// - flexlayout-terminal: the example renderer host on the live tree.
// - FlexLayoutC (+ CFlexLayout): the C interface, libFlexLayoutC.so and flexlayout.h (Docs/C-API.md).
//   No Foundation: Tests/Linkage/check.sh checks the library's NEEDED entries.
import PackageDescription

let package = Package(
  name: "FlexLayout",
  products: [
    .library(name: "FlexLayout", targets: ["FlexLayout"]),
    .library(name: "FlexLayoutFormat", targets: ["FlexLayoutFormat"]),
    .library(name: "FlexLayoutTesting", targets: ["FlexLayoutTesting"]),
    .executable(name: "flexlayout", targets: ["flexlayout"]),
    .executable(name: "FlexLayoutBench", targets: ["FlexLayoutBench"]),
    .executable(name: "flexlayout-terminal", targets: ["flexlayout-terminal"]),
    // The C interface: libFlexLayoutC.so plus Sources/CFlexLayout/include/flexlayout.h (Docs/C-API.md).
    .library(name: "FlexLayoutC", type: .dynamic, targets: ["FlexLayoutC"]),
  ],
  targets: [
    .target(
      name: "FlexLayout",
      // Inter's licence (SIL OFL 1.1), for the advance table in Text/InterMetrics.swift: shipped with the sources.
      exclude: ["Text/Inter-LICENSE.txt"],
      // `Double.rounded(_:)` calls the C math library, which Linux links separately.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .target(name: "FlexLayoutFormat", dependencies: ["FlexLayout"]),
    .target(name: "FlexLayoutTesting", dependencies: ["FlexLayout", "FlexLayoutFormat"]),
    .target(name: "FlexLayoutCLI", dependencies: ["FlexLayout", "FlexLayoutFormat", "FlexLayoutTesting"]),
    .executableTarget(name: "flexlayout", dependencies: ["FlexLayoutCLI"]),
    // Interposes malloc & co. (glibc) to count heap allocations in the benchmark's measured regions.
    .target(name: "CAllocationCounter"),
    .executableTarget(
      name: "FlexLayoutBench",
      dependencies: ["FlexLayout", "FlexLayoutFormat", "FlexLayoutCLI", "FlexLayoutTesting", "CAllocationCounter"]),
    // The example host of Docs/Embedding.md: a terminal renderer on the public live-tree API.
    .executableTarget(name: "flexlayout-terminal", dependencies: ["FlexLayout"]),
    // The C interface: a C target holding the public header (and static checks of its ABI), and the Swift
    // target implementing every prototype with @_cdecl over the live tree and the JSON format.
    .target(name: "CFlexLayout"),
    .target(name: "FlexLayoutC", dependencies: ["FlexLayout", "FlexLayoutFormat", "CFlexLayout"]),
    .testTarget(
      name: "FlexLayoutTests",
      dependencies: ["FlexLayout", "FlexLayoutFormat", "FlexLayoutCLI", "FlexLayoutTesting"],
      resources: [.copy("Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
