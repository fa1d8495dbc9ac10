import Foundation
import SafeAreaSupport
import SnapshotTestSupport
import Testing

/// `Package.swift` as `ARCHITECTURE.md` draws it: every dependency points down the flow (inputs,
/// document, resolved screen, audit and rendering, images and diffs, reports, what users call),
/// every declared dependency is imported, and every import is declared.
@Suite("Package shape")
struct PackageShapeTests {
    /// The layer of each module of the package: a module may depend only on modules of lower
    /// layers. The same order as ARCHITECTURE.md's table.
    static let layers: [String: Int] = [
        "SafeAreaSupport": 0, "Cassowary": 0, "CLibPNG": 0, "CFreeType": 0, "InterGlyphData": 0,
        "DeviceGeometry": 1,
        "Typography": 2,
        "LayoutEngine": 3, "Rasterizer": 3,
        "SafeAreaDecoding": 1, "SnapshotDiff": 4, "ExampleScreens": 4,
        "SafeAreaAudit": 5,
        "ScreenRenderer": 6, "RunReporting": 6, "LayoutImport": 6,
        "SnapshotRunner": 7, "SwiftUISourceReader": 7,
        "SafeAreaKit": 8, "SafeAreaRendering": 8, "SafeAreaTesting": 8, "SnapshotTestSupport": 8,
        "SafeAreaSnapshotTesting": 9, "SafeAreaSwiftUITesting": 9, "safearea": 9,
        "SafeAreaAuditPlugin": 10, "SafeAreaGalleryPlugin": 10,
    ]

    /// Modules of the toolchain, which need no declaration.
    static let toolchain: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationXML", "Dispatch", "Synchronization",
        "Testing", "XCTest", "Glibc", "Darwin", "PackagePlugin",
    ]

    /// The core, which depends on nothing outside the toolchain, libpng and FreeType.
    static let core: Set<String> = [
        "SafeAreaSupport", "Cassowary", "CLibPNG", "CFreeType", "InterGlyphData", "DeviceGeometry", "Typography",
        "LayoutEngine", "Rasterizer",
    ]

    struct Target: Sendable {
        let name: String
        let type: String
        let folder: URL
        let targets: [String]
        let products: [String]
    }

    /// The manifest as `swift package dump-package` reads it, with a scratch folder of its own, so
    /// that it does not wait for the build folder that `swift test` holds.
    static let manifestJSON: Data = {
        let scratch = try! ScratchFolder.make("safearea-manifest")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let run = try! Subprocess.run(
            "/usr/bin/env", ["swift", "package", "--scratch-path", scratch.path, "dump-package"],
            in: Golden.packageRoot)
        return Data(run.output.utf8)
    }()

    static var manifest: [String: Any] {
        try! JSONSerialization.jsonObject(with: manifestJSON) as! [String: Any]
    }

    static let targets: [Target] = {
        let root = Golden.packageRoot
        return (manifest["targets"] as! [[String: Any]]).map { target in
            let name = target["name"] as! String, type = target["type"] as! String
            let folder =
                (target["path"] as? String)
                ?? (type == "test" ? "Tests/\(name)" : type == "plugin" ? "Plugins/\(name)" : "Sources/\(name)")
            var targets: [String] = [], products: [String] = []
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                if let byName = (dependency["byName"] ?? dependency["target"]) as? [Any], let name = byName.first as? String {
                    targets.append(name)
                } else if let product = dependency["product"] as? [Any], let name = product.first as? String {
                    products.append(name)
                }
            }
            return Target(
                name: name, type: type, folder: root.appendingPathComponent(folder), targets: targets, products: products)
        }
    }()

    /// The modules the Swift files under `folder` import.
    static func imports(under folder: URL) -> Set<String> {
        let pattern =
            #/^(?:@_spi\(\w+\) )?(?:@_exported |@testable )?(?:public |package |internal |private |fileprivate )?import (?:struct |class |enum |func )?(\w+)/#
        var modules: Set<String> = []
        for case let path as String in FileManager.default.enumerator(atPath: folder.path) ?? .init()
        where path.hasSuffix(".swift") {
            let text = (try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") {
                if let match = line.firstMatch(of: pattern) { modules.insert(String(match.1)) }
            }
        }
        return modules
    }

    @Test func everyImportIsDeclaredAndEveryDeclarationImported() {
        for target in Self.targets where target.type != "system" {
            let imported = Self.imports(under: target.folder).subtracting(Self.toolchain)
            let declared = Set(target.targets + target.products)
            let executables = Set(Self.targets.filter { $0.type == "executable" }.map(\.name))
            #expect(
                imported.subtracting(declared).isEmpty,
                "\(target.name) imports \(imported.subtracting(declared).sorted()) undeclared")
            // A test target may depend on the executable it runs, without importing it.
            let unused = declared.subtracting(imported).subtracting(executables)
            #expect(unused.isEmpty, "\(target.name) declares \(unused.sorted()) and never imports it")
        }
    }

    @Test func dependenciesPointDownTheFlow() {
        for target in Self.targets where target.type != "test" {
            guard let layer = Self.layers[target.name] else {
                Issue.record("\(target.name) has no layer in PackageShapeTests.layers and ARCHITECTURE.md")
                continue
            }
            for dependency in target.targets {
                let below = Self.layers[dependency].map { $0 < layer } ?? false
                #expect(
                    below, "\(target.name) (layer \(layer)) depends on \(dependency) (layer \(Self.layers[dependency] ?? -1))")
            }
            if Self.core.contains(target.name) {
                #expect(target.products.isEmpty, "the core module \(target.name) depends on \(target.products)")
            }
        }
    }

    @Test func internalTargetsAreNoProducts() throws {
        let products = try #require(Self.manifest["products"] as? [[String: Any]])
        let exposed = Set(products.flatMap { $0["targets"] as? [String] ?? [] })
        #expect(
            exposed == [
                "SafeAreaKit", "SafeAreaRendering", "SafeAreaTesting", "SafeAreaSnapshotTesting", "SafeAreaSwiftUITesting",
                "DeviceGeometry", "Cassowary", "safearea",
                "SafeAreaAuditPlugin", "SafeAreaGalleryPlugin",
            ])
    }

    /// The tool's version is the newest release in the changelog.
    @Test func theVersionIsTheChangelogsNewestRelease() throws {
        let changelog = try String(contentsOf: Golden.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## ") }
        #expect(newest?.hasPrefix("## \(ToolIdentity.version) ") == true, "\(newest ?? "no release")")
    }
}
