// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SafeAreaKit",
    platforms: [.macOS(.v15)],
    // ARCHITECTURE.md says why each product exists.
    products: [
        .library(name: "SafeAreaKit", targets: ["SafeAreaKit"]),
        .library(name: "SafeAreaRendering", targets: ["SafeAreaRendering"]),
        .library(name: "SafeAreaTesting", targets: ["SafeAreaTesting"]),
        .library(name: "SafeAreaSnapshotTesting", targets: ["SafeAreaSnapshotTesting"]),
        .library(name: "SafeAreaSwiftUITesting", targets: ["SafeAreaSwiftUITesting"]),
        .library(name: "DeviceGeometry", targets: ["DeviceGeometry"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .executable(name: "safearea", targets: ["safearea"]),
        .plugin(name: "SafeAreaAuditPlugin", targets: ["SafeAreaAuditPlugin"]),
        .plugin(name: "SafeAreaGalleryPlugin", targets: ["SafeAreaGalleryPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // Reading a team's SwiftUI source: only the command and the source reader build it.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // `swift package generate-documentation` for the DocC catalogs; no target depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // The core: the vocabulary, the solver, the layout and the rasterizer need nothing outside the
        // toolchain, libpng and FreeType (which reads the font files a team names).
        .target(name: "SafeAreaSupport"),
        .target(name: "Cassowary"),
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .target(name: "DeviceGeometry", dependencies: ["SafeAreaSupport"]),
        .target(name: "InterGlyphData", exclude: ["make_glyph_tables.py"]),
        .target(name: "Typography", dependencies: ["DeviceGeometry", "CFreeType", "InterGlyphData", "SafeAreaSupport"]),
        .target(name: "LayoutEngine", dependencies: ["DeviceGeometry", "Typography", "Cassowary", "SafeAreaSupport"]),
        .target(name: "Rasterizer", dependencies: ["DeviceGeometry", "Typography", "CLibPNG"]),
        // Reading inputs, judging and drawing screens, comparing and reporting.
        .target(
            name: "SafeAreaDecoding",
            dependencies: ["SafeAreaSupport", .product(name: "Yams", package: "Yams")]),
        .target(name: "SnapshotDiff", dependencies: ["Typography", "Rasterizer", "DeviceGeometry", "SafeAreaSupport"]),
        .target(
            name: "LayoutImport",
            dependencies: [
                "Typography",
                "LayoutEngine", "SafeAreaAudit", "DeviceGeometry", "SafeAreaDecoding", "SafeAreaSupport",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "SafeAreaAudit",
            dependencies: [
                "LayoutEngine", "DeviceGeometry", "Typography", "SafeAreaDecoding", "SafeAreaSupport",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .target(
            name: "ScreenRenderer",
            dependencies: [
                "Typography",
                "LayoutEngine", "DeviceGeometry", "SafeAreaAudit", "Rasterizer",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .target(
            name: "RunReporting",
            dependencies: [
                "SafeAreaAudit", "LayoutEngine", "DeviceGeometry", "Rasterizer", "SnapshotDiff", "SafeAreaSupport",
                "SafeAreaDecoding", .product(name: "OrderedCollections", package: "swift-collections"),
            ],
            resources: [
                .copy("Gallery/Resources/gallery.html"), .copy("Gallery/Resources/gallery.css"),
                .copy("Gallery/Resources/gallery.js"),
            ]
        ),
        .target(
            name: "SnapshotRunner",
            dependencies: [
                "ScreenRenderer", "SafeAreaAudit", "SnapshotDiff", "RunReporting", "LayoutEngine", "DeviceGeometry", "Rasterizer",
                "SafeAreaSupport", "Typography", .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .target(
            name: "SwiftUISourceReader",
            dependencies: [
                "LayoutImport", "LayoutEngine", "DeviceGeometry", "SafeAreaSupport",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ]
        ),
        // What users depend on: the umbrella module, the assertions, the bridge and the command.
        .target(
            name: "SafeAreaKit",
            dependencies: ["DeviceGeometry", "LayoutEngine", "LayoutImport", "SafeAreaAudit", "Typography", "SafeAreaSupport"]
        ),
        .target(
            name: "SafeAreaRendering",
            dependencies: ["Rasterizer", "ScreenRenderer", "SnapshotDiff", "SnapshotRunner", "Typography", "RunReporting"]
        ),
        .target(
            name: "SafeAreaTesting",
            dependencies: [
                "SnapshotRunner", "RunReporting", "ScreenRenderer", "SafeAreaAudit", "SnapshotDiff", "LayoutImport",
                "LayoutEngine", "Typography",
                "DeviceGeometry", "SafeAreaSupport", .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .target(
            name: "SafeAreaSnapshotTesting",
            dependencies: [
                "SafeAreaTesting", "LayoutImport", "SnapshotRunner", "RunReporting", "ScreenRenderer", "SafeAreaAudit",
                "SnapshotDiff",
                "Rasterizer",
                "LayoutEngine", "DeviceGeometry", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .target(
            name: "SafeAreaSwiftUITesting", dependencies: ["SafeAreaTesting", "SwiftUISourceReader", "LayoutEngine"]),
        .executableTarget(
            name: "safearea",
            dependencies: [
                "SnapshotRunner", "RunReporting", "LayoutImport", "SafeAreaAudit", "SnapshotDiff", "ScreenRenderer",
                "LayoutEngine", "Typography",
                "DeviceGeometry", "Rasterizer", "SafeAreaSupport", "SwiftUISourceReader",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `swift package safearea-audit` and `swift package safearea-gallery`, which run the command.
        .plugin(
            name: "SafeAreaAuditPlugin",
            capability: .command(
                intent: .custom(
                    verb: "safearea-audit",
                    description: "Audit the package's screens on every device and write SARIF, JUnit and images")),
            dependencies: ["safearea"]),
        .plugin(
            name: "SafeAreaGalleryPlugin",
            capability: .command(
                intent: .custom(verb: "safearea-gallery", description: "Build the review site from the last audit's report")),
            dependencies: ["safearea"]),
        // The examples in the DSL, and what the package's own tests share.
        .target(name: "ExampleScreens", dependencies: ["LayoutEngine", "DeviceGeometry"], path: "Examples/Swift"),
        .target(
            name: "SnapshotTestSupport", dependencies: ["SnapshotRunner", "SnapshotDiff", "Rasterizer"], path: "Tests/Support"
        ),
        .testTarget(name: "TypographyTests", dependencies: ["Typography", "DeviceGeometry", "SafeAreaSupport"]),
        .testTarget(name: "PackageShapeTests", dependencies: ["SafeAreaSupport", "SnapshotTestSupport"]),
        .testTarget(
            name: "SwiftUISourceReaderTests",
            dependencies: [
                "SwiftUISourceReader", "LayoutEngine", "LayoutImport", "DeviceGeometry", "SafeAreaSupport", "SafeAreaAudit",
                "SafeAreaSwiftUITesting", "SafeAreaTesting", "SnapshotRunner", "SnapshotTestSupport",
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        .testTarget(name: "DeviceGeometryTests", dependencies: ["DeviceGeometry", "SafeAreaSupport"]),
        .testTarget(
            name: "RasterizerTests", dependencies: ["Rasterizer", "DeviceGeometry", "Typography", "SnapshotTestSupport"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "DeviceGeometry", "Typography"]),
        .testTarget(
            name: "LayoutImportTests",
            dependencies: [
                "LayoutImport", "LayoutEngine", "DeviceGeometry", "SafeAreaAudit", "ScreenRenderer", "Typography",
                "SnapshotTestSupport", "SafeAreaSupport",
            ]
        ),
        .testTarget(
            name: "SafeAreaAuditTests",
            dependencies: ["SafeAreaAudit", "LayoutEngine", "DeviceGeometry"]),
        .testTarget(
            name: "SnapshotDiffTests",
            dependencies: ["SnapshotDiff", "Rasterizer", "DeviceGeometry", "Typography", "SnapshotTestSupport"]),
        .testTarget(
            name: "RunReportingTests",
            dependencies: [
                "RunReporting", "SafeAreaAudit", "LayoutEngine", "DeviceGeometry", "SnapshotTestSupport", "SafeAreaSupport",
            ]),
        .testTarget(
            name: "ScreenRendererTests",
            dependencies: [
                "ScreenRenderer", "LayoutImport", "LayoutEngine", "DeviceGeometry", "Rasterizer", "SafeAreaAudit",
                "SnapshotRunner", "SnapshotTestSupport",
            ]
        ),
        .testTarget(
            name: "ExampleScreenTests",
            dependencies: [
                "ExampleScreens", "LayoutImport", "LayoutEngine", "DeviceGeometry", "Rasterizer", "SafeAreaAudit",
                "ScreenRenderer", "RunReporting",
                "SnapshotRunner", "SnapshotTestSupport",
            ]
        ),
        .testTarget(
            name: "SafeAreaTestingTests",
            dependencies: [
                "SafeAreaTesting", "ExampleScreens", "SnapshotRunner", "RunReporting", "LayoutImport", "LayoutEngine",
                "DeviceGeometry", "Rasterizer", "SafeAreaAudit", "SnapshotDiff", "SafeAreaSupport", "SnapshotTestSupport",
                "Typography",
            ]
        ),
        .testTarget(
            name: "SafeAreaSnapshotTestingTests",
            dependencies: [
                "SafeAreaSnapshotTesting", "SafeAreaTesting", "ExampleScreens", "SafeAreaAudit", "LayoutEngine",
                "SnapshotTestSupport", "Typography", "Rasterizer",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"), "LayoutImport",
            ]
        ),
        .testTarget(
            name: "SafeAreaCommandTests",
            dependencies: [
                "safearea", "DeviceGeometry", "Rasterizer", "SnapshotRunner", "RunReporting", "SafeAreaSupport",
                "SnapshotTestSupport",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
