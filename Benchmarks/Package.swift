// swift-tools-version: 6.0
import PackageDescription

// Benchmarks live in their own package so that they never build with the library.
// Run from this folder: swift run -c release <name>, where name is png-compression,
// solver-vs-kiwi, layout-matrix, audit-matrix, verify-matrix, failing-checks,
// interface-builder-corpus, capture-dumps or render-vs-peers. `bench.py` runs them all beside their
// peers and prints one table.
// What the benchmarks that use the library depend on: its vocabulary and readers, and its renderer.
let library: [Target.Dependency] = [
    "BenchmarkSupport", .product(name: "SafeAreaKit", package: "SafeAreaKit"),
    .product(name: "SafeAreaRendering", package: "SafeAreaKit"),
]

let package = Package(
    name: "SafeAreaKitBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "SafeAreaKit", path: "..")],
    targets: [
        .target(name: "BenchmarkSupport"),
        .executableTarget(
            name: "solver-vs-kiwi",
            dependencies: library + [.product(name: "Cassowary", package: "SafeAreaKit")]
        ),
        .executableTarget(
            name: "layout-matrix", dependencies: library),
        .executableTarget(
            name: "audit-matrix", dependencies: library),
        .executableTarget(
            name: "verify-matrix", dependencies: library),
        .executableTarget(
            name: "interface-builder-corpus",
            dependencies: library),
        .executableTarget(
            name: "capture-dumps",
            dependencies: library),
        .executableTarget(
            name: "failing-checks", dependencies: library
        ),
        .executableTarget(
            name: "render-vs-peers",
            dependencies: library),
        .executableTarget(
            name: "png-compression", dependencies: library
        ),
    ],
    swiftLanguageModes: [.v6]
)
