// swift-tools-version:6.0
// FlexLayout: a headless proposal/response layout engine with SwiftUI's semantics.
//
// Targets:
// - FlexLayout: the engine and the reference solver. Standard library only (no Foundation),
//   so renderers can embed it cheaply.
// - FlexLayoutFormat: the JSON request/result format and the CLI logic (Foundation allowed).
// - flexlayout: the command-line tool (a thin main over FlexLayoutFormat).
// - FlexLayoutBench: the resize-sweep benchmark harness.
import PackageDescription

let package = Package(
  name: "FlexLayout",
  products: [
    .library(name: "FlexLayout", targets: ["FlexLayout"]),
    .library(name: "FlexLayoutFormat", targets: ["FlexLayoutFormat"]),
    .executable(name: "flexlayout", targets: ["flexlayout"]),
    .executable(name: "FlexLayoutBench", targets: ["FlexLayoutBench"]),
  ],
  targets: [
    .target(
      name: "FlexLayout",
      // `Double.rounded(_:)` calls the C math library, which Linux links separately.
      linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
    ),
    .target(name: "FlexLayoutFormat", dependencies: ["FlexLayout"]),
    .executableTarget(name: "flexlayout", dependencies: ["FlexLayoutFormat"]),
    .executableTarget(name: "FlexLayoutBench", dependencies: ["FlexLayout", "FlexLayoutFormat"]),
    .testTarget(
      name: "FlexLayoutTests",
      dependencies: ["FlexLayout", "FlexLayoutFormat"],
      resources: [.copy("Fixtures")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
