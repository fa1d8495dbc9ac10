// swift-tools-version: 5.9
// A fixture: SwiftUI screens written for SafeAreaKit's source reader, in the shapes real apps
// have (a design system of the app's own views, previews with sample data). It is read, never
// built: SwiftUI does not exist on Linux.
import PackageDescription

let package = Package(
    name: "Harbour",
    platforms: [.iOS(.v17)],
    targets: [.target(name: "Harbour")]
)
