// swift-tools-version: 6.0
import Foundation
import PackageDescription

// SafeAreaKit is this repository, two folders up. An app's own layout-test package names it by its
// URL, or by a path, and `package: "SafeAreaKit"`; SwiftPM names a path dependency after its folder,
// which here is whatever the repository was cloned into.
let safeAreaKit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

let package = Package(
    name: "PantryLayoutTests",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: safeAreaKit.path)],
    targets: [
        // The app's screens written in Swift, as a team keeps them beside the app.
        .target(
            name: "PantryScreens",
            dependencies: [.product(name: "SafeAreaKit", package: safeAreaKit.lastPathComponent)]),
        .testTarget(
            name: "LayoutTests",
            dependencies: [
                "PantryScreens",
                .product(name: "SafeAreaKit", package: safeAreaKit.lastPathComponent),
                .product(name: "SafeAreaTesting", package: safeAreaKit.lastPathComponent),
            ]),
    ]
)
