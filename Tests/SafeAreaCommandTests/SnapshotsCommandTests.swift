import DeviceGeometry
import Foundation
import Rasterizer
import RunReporting
import SafeAreaSupport
import SnapshotRunner
import Testing

/// `safearea snapshots prune`: references no test checked any more are listed, then removed.
@Suite("safearea snapshots prune")
struct SnapshotsCommandTests {
    @Test func prunesWhatTheRunDidNotTouch() throws {
        let folder = try CommandRunner.temporaryFolder()
        let store = ReferenceStore(
            root: folder.appendingPathComponent("Snapshots"), artifacts: folder.appendingPathComponent("artifacts"))
        let image = Bitmap(width: 8, height: 8, fill: .white)
        #expect(store.check(image, suite: "Suite", test: "kept", name: "iphone-x.portrait", mode: .missing) == .recorded)
        let orphan = store.url(suite: "Suite", test: "gone", name: "iphone-x.portrait")
        try AtomicFile.write(PNG.encode(image), to: orphan)
        let arguments = ["snapshots", "prune", "--root", store.root.path, "--artifacts", store.artifacts.path]

        let dry = try CommandRunner.run(arguments + ["--dry-run"])
        #expect(dry.status == 0, "\(dry.errors)")
        #expect(dry.output.contains("would remove \(store.root.path)/Suite/gone/iphone-x.portrait.png"))
        #expect(dry.output.contains("1 unused reference would be removed."))
        #expect(FileManager.default.fileExists(atPath: orphan.path))

        #expect(try CommandRunner.run(arguments).status == 0)
        #expect(!FileManager.default.fileExists(atPath: orphan.path))
        #expect(FileManager.default.fileExists(atPath: store.url(suite: "Suite", test: "kept", name: "iphone-x.portrait").path))
    }

    @Test func withoutAManifestNothingIsRemoved() throws {
        let folder = try CommandRunner.temporaryFolder()
        let result = try CommandRunner.run(["snapshots", "prune", "--root", folder.path, "--artifacts", folder.path])
        #expect(result.status == 2)
        #expect(result.errors.contains("run the tests first"))
    }
}
