// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets for SafeAreaKit's readers, in their own package so that the library never
// builds with the fuzzer's flags. `run.sh` builds them with `-sanitize=fuzzer,address` and runs them.
let package = Package(
    name: "SafeAreaKitFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "SafeAreaKit", path: "..")],
    targets: [
        .target(name: "CFuzzer"),
        .target(
            name: "FuzzSupport",
            dependencies: [
                "CFuzzer", .product(name: "SafeAreaKit", package: "SafeAreaKit"),
                .product(name: "SafeAreaRendering", package: "SafeAreaKit"),
            ]),
        .executableTarget(name: "fuzz-png", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-spec", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-interface-builder", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-dumps", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-settings", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-devices", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-baseline", dependencies: ["FuzzSupport"]),
        .executableTarget(name: "fuzz-report", dependencies: ["FuzzSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
