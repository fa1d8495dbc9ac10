// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SafeAreaKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "DeviceGeometry", targets: ["DeviceGeometry"]),
        .library(name: "Rasterizer", targets: ["Rasterizer"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutImport", targets: ["LayoutImport"]),
        .library(name: "SafeAreaAudit", targets: ["SafeAreaAudit"]),
        .library(name: "SnapshotDiff", targets: ["SnapshotDiff"]),
        .library(name: "ScreenRenderer", targets: ["ScreenRenderer"]),
        .library(name: "SnapshotRunner", targets: ["SnapshotRunner"]),
        .library(name: "RunReporting", targets: ["RunReporting"]),
        .library(name: "SafeAreaTesting", targets: ["SafeAreaTesting"]),
        .library(name: "SafeAreaSnapshotTesting", targets: ["SafeAreaSnapshotTesting"]),
        .executable(name: "safearea", targets: ["safearea"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        .target(name: "SafeAreaSupport"),
        .target(name: "DeviceGeometry", dependencies: ["SafeAreaSupport"]),
        .target(name: "Rasterizer", dependencies: ["DeviceGeometry", "CLibPNG"]),
        .target(name: "Cassowary"),
        .target(name: "LayoutEngine", dependencies: ["DeviceGeometry", "Cassowary"]),
        .target(
            name: "LayoutImport",
            dependencies: ["LayoutEngine", "SafeAreaDecoding", "SafeAreaSupport"]
        ),
        .target(
            name: "SafeAreaDecoding",
            dependencies: ["LayoutEngine", "SafeAreaSupport", .product(name: "Yams", package: "Yams")]
        ),
        .target(
            name: "SafeAreaAudit",
            dependencies: ["LayoutEngine", "SafeAreaDecoding", "SafeAreaSupport", .product(name: "OrderedCollections", package: "swift-collections")]
        ),
        .target(name: "SnapshotDiff", dependencies: ["Rasterizer", "DeviceGeometry", "SafeAreaSupport"]),
        .target(name: "ScreenRenderer", dependencies: ["LayoutEngine", "SafeAreaAudit", "Rasterizer", .product(name: "OrderedCollections", package: "swift-collections")]),
        .target(
            name: "RunReporting",
            dependencies: ["SafeAreaAudit", "SnapshotDiff", "SafeAreaSupport", .product(name: "OrderedCollections", package: "swift-collections")],
            resources: [.copy("Resources/gallery.html"), .copy("Resources/gallery.css"), .copy("Resources/gallery.js")]
        ),
        .target(
            name: "SnapshotRunner",
            dependencies: [
                "ScreenRenderer", "SafeAreaAudit", "SnapshotDiff", "RunReporting", "SafeAreaSupport", .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .target(
            name: "SafeAreaTesting",
            dependencies: [
                "SnapshotRunner", "RunReporting", "ScreenRenderer", "SafeAreaAudit", "SnapshotDiff", "LayoutImport", "LayoutEngine",
                "DeviceGeometry",
                "SafeAreaSupport", .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .target(
            name: "SafeAreaSnapshotTesting",
            dependencies: [
                "SafeAreaTesting", "SnapshotRunner", "RunReporting", "ScreenRenderer", "SafeAreaAudit", "SnapshotDiff", "Rasterizer",
                "LayoutEngine", "DeviceGeometry", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .target(name: "ExampleScreens", dependencies: ["LayoutEngine"], path: "Examples/Swift"),
        .executableTarget(
            name: "safearea",
            dependencies: [
                "SnapshotRunner",
                "RunReporting",
                "LayoutImport",
                "SafeAreaAudit",
                "SnapshotDiff",
                "SafeAreaSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "SnapshotTestSupport", dependencies: ["SnapshotRunner", "SnapshotDiff", "Rasterizer"], path: "Tests/Support"
        ),
        .testTarget(name: "DeviceGeometryTests", dependencies: ["DeviceGeometry"]),
        .testTarget(name: "RasterizerTests", dependencies: ["Rasterizer"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"]),
        .testTarget(name: "LayoutImportTests", dependencies: ["LayoutImport", "SnapshotTestSupport"]),
        .testTarget(name: "SafeAreaAuditTests", dependencies: ["SafeAreaAudit", "LayoutEngine"]),
        .testTarget(name: "SnapshotDiffTests", dependencies: ["SnapshotDiff", "Rasterizer", "SnapshotTestSupport"]),
        .testTarget(name: "RunReportingTests", dependencies: ["RunReporting", "SafeAreaAudit", "LayoutEngine", "DeviceGeometry"]),
        .testTarget(
            name: "SafeAreaSnapshotTestingTests",
            dependencies: [
                "SafeAreaSnapshotTesting", "SafeAreaTesting", "ExampleScreens", "SafeAreaAudit", "LayoutEngine",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "SafeAreaTestingTests",
            dependencies: ["SafeAreaTesting", "ExampleScreens", "SnapshotRunner", "RunReporting", "LayoutImport"]
        ),
        .testTarget(
            name: "ScreenRendererTests",
            dependencies: ["ScreenRenderer", "LayoutImport", "SafeAreaAudit", "SnapshotRunner", "SnapshotTestSupport"]
        ),
        .testTarget(
            name: "ExampleScreenTests",
            dependencies: ["ExampleScreens", "LayoutImport", "SafeAreaAudit", "SnapshotRunner", "SnapshotTestSupport"]
        ),
        .testTarget(
            name: "SafeAreaCommandTests",
            dependencies: ["safearea", "DeviceGeometry", "Rasterizer", "SnapshotRunner", "RunReporting", "SnapshotTestSupport", "SafeAreaSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
