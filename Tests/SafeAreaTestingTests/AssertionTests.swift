import DeviceGeometry
import ExampleScreens
import Foundation
import LayoutEngine
import LayoutImport
import RunReporting
import SafeAreaTesting
import SnapshotRunner
import Testing

/// The assertions, as a test writes them.
@Suite("Layout snapshot assertions")
struct AssertionTests {
    static func store() -> ReferenceStore {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("safearea-assert-\(UUID().uuidString)")
        return ReferenceStore(root: folder.appendingPathComponent("Snapshots"), artifacts: folder.appendingPathComponent("artifacts"))
    }

    static let matrix = DeviceMatrix.devices("iphone-8", "iphone-16-pro").orientations(.portrait, .landscapeLeft)

    @Test func recordsThenPassesThenReportsEachChangedDevice() throws {
        let store = Self.store()
        assertLayoutSnapshot(of: Example.loginForm, on: Self.matrix, record: .missing, scale: .fixed(1), store: store)
        let folder = store.root.appendingPathComponent("AssertionTests/recordsThenPassesThenReportsEachChangedDevice")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["iphone-16-pro.landscapeLeft.png", "iphone-16-pro.portrait.png", "iphone-8.landscapeLeft.png",
                          "iphone-8.portrait.png"])
        assertLayoutSnapshot(of: Example.loginForm, on: Self.matrix, record: .never, scale: .fixed(1), store: store)
        withKnownIssue("another screen differs on every device") {
            assertLayoutSnapshot(of: Example.settingsList, on: Self.matrix, record: .never, scale: .fixed(1), store: store)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("pixels differ") }
        }
        // The run's report holds the last check of each reference: the other screen, failed, with its figures.
        // The process writes report.json when it exits; until then the report is its parts.
        let entries = RunReportFolder(url: store.artifacts.appendingPathComponent("report")).entriesOfParts(startingWith: "")
        let mine = entries.filter { $0.screen == "AssertionTests/recordsThenPassesThenReportsEachChangedDevice" }
        #expect(mine.map(\.key).sorted() == files.map { "\(mine.first?.screen ?? "")/\($0.dropLast(4))" })
        #expect(mine.allSatisfy { $0.status == .failed && ($0.diff?.differentPixels ?? 0) > 0 && $0.images.reference != nil })
    }

    @Test func aMissingReferenceFailsInNeverMode() {
        withKnownIssue {
            assertLayoutSnapshot(of: Example.videoPlayer, on: .devices("iphone-x").orientations(.portrait), record: .never,
                                 scale: .fixed(1), store: Self.store())
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("no reference at ") && $0.rawValue.contains("iphone-x.portrait.png") }
        }
    }

    @Test(.snapshotRecording(.never)) func theTraitSetsTheRecordMode() {
        #expect(RecordMode.resolved(environment: ["SAFEAREA_RECORD": "all"]) == .never)
    }

    @Test func theModernExamplesComplyAndALegacyScreenDoesNot() throws {
        assertSafeAreaCompliance(of: Example.tabApp, on: .phones)
        let legacy = try GoldenLegacy.signIn()
        withKnownIssue("the legacy sign-in screen puts Cancel under the status bar") {
            assertSafeAreaCompliance(of: legacy, on: .devices("iphone-14-pro").orientations(.portrait))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("error ") && $0.rawValue.contains("on iphone-14-pro.portrait") }
        }
    }
}

extension AssertionTests {
    /// A screen resolved for one device is checked against that device's reference.
    @Test func aResolvedScreenIsCheckedOnItsOwnDevice() throws {
        let store = Self.store()
        let device = try #require(DeviceCatalog.standard.device(named: "iphone-15"))
        let screen = LayoutResolver.resolve(Example.splitView, on: device, in: .landscapeRight)
        assertLayoutSnapshot(of: screen, record: .missing, scale: .fixed(1), store: store)
        let reference = store.url(suite: "AssertionTests", test: "aResolvedScreenIsCheckedOnItsOwnDevice",
                                  name: "iphone-15.landscapeRight")
        #expect(FileManager.default.fileExists(atPath: reference.path))
        assertLayoutSnapshot(of: screen, record: .never, scale: .fixed(1), store: store)
    }
}

/// The legacy sign-in example, read from its spec file.
enum GoldenLegacy {
    static func signIn() throws -> ScreenDocument {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try ScreenFile.read(contentsOf: root.appendingPathComponent("Examples/sign-in.json"))
    }
}
