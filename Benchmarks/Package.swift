// swift-tools-version: 6.0
import PackageDescription

// Benchmarks live in their own package so that they never build with the library.
// Run from this folder: swift run -c release <name>, where name is png-compression,
// solver-vs-kiwi, layout-matrix, audit-matrix, verify-matrix, failing-checks,
// interface-builder-corpus, capture-dumps or render-vs-peers. `bench.py` runs them all beside their
// peers and prints one table.
let package = Package(
    name: "SafeAreaKitBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "SafeAreaKit", path: "..")],
    targets: [
        .target(name: "BenchmarkSupport"),
        .executableTarget(
            name: "solver-vs-kiwi",
            dependencies: ["BenchmarkSupport", .product(name: "Cassowary", package: "SafeAreaKit")]
        ),
        .executableTarget(
            name: "layout-matrix", dependencies: ["BenchmarkSupport", .product(name: "SafeAreaKit", package: "SafeAreaKit")]),
        .executableTarget(
            name: "audit-matrix", dependencies: ["BenchmarkSupport", .product(name: "SafeAreaKit", package: "SafeAreaKit")]),
        .executableTarget(
            name: "verify-matrix", dependencies: ["BenchmarkSupport", .product(name: "SafeAreaKit", package: "SafeAreaKit")]),
        .executableTarget(
            name: "interface-builder-corpus",
            dependencies: ["BenchmarkSupport", .product(name: "SafeAreaKit", package: "SafeAreaKit")]),
        .executableTarget(
            name: "capture-dumps",
            dependencies: ["BenchmarkSupport", .product(name: "SafeAreaKit", package: "SafeAreaKit")]),
        .executableTarget(
            name: "failing-checks", dependencies: ["BenchmarkSupport", .product(name: "SafeAreaKit", package: "SafeAreaKit")]
        ),
        .executableTarget(
            name: "render-vs-peers",
            dependencies: ["BenchmarkSupport", .product(name: "SafeAreaKit", package: "SafeAreaKit")]),
        .executableTarget(
            name: "png-compression", dependencies: ["BenchmarkSupport", .product(name: "SafeAreaKit", package: "SafeAreaKit")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
