import ExampleScreens
import Foundation
import SafeAreaSnapshotTesting
import SafeAreaTesting
import SnapshotTesting
import Testing

/// The strategies for teams on swift-snapshot-testing, run through its own `verifySnapshot`.
@Suite("swift-snapshot-testing strategies")
struct SnapshottingTests {
    static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("safearea-sst-\(UUID().uuidString)").path
    }

    @Test func layoutImagesRecordMatchAndReportDifferences() throws {
        let folder = Self.folder()
        let strategy = Snapshotting.layoutImage(on: "iPhone SE (3rd generation)", scale: .fixed(1))
        let first = verifySnapshot(of: Example.loginForm, as: strategy, named: "login", record: .missing, snapshotDirectory: folder)
        #expect(first?.contains("No reference was found on disk") == true)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files.count == 1 && files[0].hasSuffix(".png"))
        #expect(verifySnapshot(of: Example.loginForm, as: strategy, named: "login", record: .never, snapshotDirectory: folder)
            == nil)
        let changed = verifySnapshot(of: Example.settingsList, as: strategy, named: "login", record: .never,
                                     snapshotDirectory: folder)
        #expect(changed?.contains("pixels differ") == true)
    }

    @Test func auditReportsAreTextSnapshots() {
        let folder = Self.folder()
        let strategy = Snapshotting.safeAreaAudit(on: .devices("iphone-x", "iphone-16-pro"))
        _ = verifySnapshot(of: Example.videoPlayer, as: strategy, named: "audit", record: .missing, snapshotDirectory: folder)
        #expect(verifySnapshot(of: Example.videoPlayer, as: strategy, named: "audit", record: .never, snapshotDirectory: folder)
            == nil)
        #expect(verifySnapshot(of: Example.tabApp, as: strategy, named: "audit", record: .never, snapshotDirectory: folder)
            != nil)
    }
}
