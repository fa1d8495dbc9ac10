import DeviceGeometry
import Foundation
import LayoutEngine
import LayoutImport
import SafeAreaAudit
import SnapshotTestSupport
import Testing

/// The shared corpus's Interface Builder files.
let sharedCorpus = Golden.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/A-interface-builder")

/// Every Interface Builder file of the shared corpus (`../shared/corpus/A-interface-builder`, beside
/// the repository; skipped when it is absent) imports, each scene resolves and is audited on a
/// spread of the matrix without a crash, and each is written as a spec that reads back whole. The whole matrix, with timings and the per-file table, is
/// the `interface-builder-corpus` benchmark's.
@Suite(
    .enabled(
        if: FileManager.default.fileExists(atPath: sharedCorpus.path),
        "needs the shared corpus of storyboards, ../shared/corpus/A-interface-builder, beside the repository"))
struct InterfaceBuilderCorpusTests {
    static let corpus = sharedCorpus

    static let devices = ["iphone-x", "iphone-16-pro-max", "ipad-pro-13-m4"]

    @Test func everyFileImportsAndEverySceneResolves() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
            .filter(InterfaceBuilderFile.isInterfaceBuilderFile).sorted()
        #expect(files.count == 17)
        let placements = try Self.devices.map { try #require(DeviceCatalog.standard.device(named: $0)) }.placements()
        var table = ["file: scenes, views, most broken on one device, notes"]
        for file in files {
            let screens = try InterfaceBuilderFile.read(contentsOf: Self.corpus.appendingPathComponent(file), displayPath: file)
            #expect(!screens.documents.isEmpty, "\(file) has no screen")
            #expect(Set(screens.documents.map(\.name)).count == screens.documents.count, "\(file) names two scenes alike")
            #expect(screens.notes.allSatisfy { $0.location.file == file && $0.location.line != nil })
            var views = 0
            var broken = 0
            for document in screens.documents {
                let resolved = LayoutResolver.resolve(document, onEach: placements)
                views += resolved.first?.layout.allViews.count ?? 0
                broken += resolved.map(\.layout.brokenConstraints.count).max() ?? 0
                #expect(
                    resolved.allSatisfy { $0.layout.allViews.allSatisfy { $0.frame.width.isFinite && $0.frame.minY.isFinite } })
                let audit = MatrixAudit()
                #expect(audit.audits(of: resolved).count == placements.count)
                _ = try ScreenFile.spec(of: document, syntax: .yaml)
            }
            table.append("\(file): \(screens.documents.count), \(views), \(broken), \(screens.notes.count)")
        }
        print(table.joined(separator: "\n"))
    }
}
