import ExampleScreens
import Foundation
import LayoutEngine
import LayoutImport
import Rasterizer
import SafeAreaAudit
import SafeAreaSnapshotTesting
import SafeAreaTesting
import SnapshotTestSupport
import SnapshotTesting
import Testing
import Typography

/// The strategies for teams on swift-snapshot-testing, run through its own `verifySnapshot`.
@Suite("swift-snapshot-testing strategies")
struct SnapshottingTests {
    /// swift-snapshot-testing writes a failure's artifacts under `SNAPSHOT_ARTIFACTS`, else in the
    /// system's temporary folder, where they would outlive the run: point it into the scratch
    /// folder, once, before the first verification.
    private static let artifactsInScratch: Void = {
        setenv("SNAPSHOT_ARTIFACTS", try! ScratchFolder.make("safearea-sst-artifacts").path, 1)
    }()

    /// A new folder for one test's references.
    static func folder() -> String {
        Self.artifactsInScratch
        return try! ScratchFolder.make("safearea-sst").path
    }

    /// A snapshot whose PNG could not be encoded fails with the encoder's error, on either side,
    /// rather than comparing as an empty image.
    @Test func anUnencodablePNGFailsWithItsError() throws {
        let failure = Data("SafeAreaKit could not encode the snapshot as PNG: the image is too large".utf8)
        let png = Data(try PNG.encode(Bitmap(width: 2, height: 2)))
        let diffing = Diffing<Data>.layoutPNG()
        #expect(diffing.diffV2(png, failure)?.0 == String(decoding: failure, as: UTF8.self))
        #expect(diffing.diffV2(failure, png)?.0 == String(decoding: failure, as: UTF8.self))
        #expect(diffing.diffV2(png, png) == nil)
    }

    @Test func layoutImagesRecordMatchAndReportDifferences() throws {
        let folder = Self.folder()
        let strategy = try Snapshotting.layoutImage(on: "iPhone SE (3rd generation)", scale: .fixed(1))
        let first = verifySnapshot(
            of: Example.loginForm, as: strategy, named: "login", record: .missing, snapshotDirectory: folder)
        #expect(first?.contains("No reference was found on disk") == true)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files.count == 1 && files[0].hasSuffix(".png"))
        #expect(
            verifySnapshot(of: Example.loginForm, as: strategy, named: "login", record: .never, snapshotDirectory: folder)
                == nil)
        let changed = verifySnapshot(
            of: Example.settingsList, as: strategy, named: "login", record: .never,
            snapshotDirectory: folder)
        #expect(changed?.contains("pixels differ") == true)
    }

    /// The strategies draw with the font files current around the assertion.
    @Test func fontFilesSetAroundTheAssertionApply() throws {
        let folder = Self.folder()
        let fonts = try FontFiles(paths: [
            Golden.packageRoot.appendingPathComponent("Tests/Fixtures/fonts/NotoSansCJKjp-subset.otf").path
        ])
        let japanese = ScreenDocument(name: "japanese") {
            let root: ViewID = "root", title: ViewID = "title"
            return ViewController {
                View { Label("設定を保存").id(title) }
                    .id(root)
                    .constraints {
                        title.centerXAnchor.constraint(equalTo: root.centerXAnchor)
                        title.centerYAnchor.constraint(equalTo: root.centerYAnchor)
                    }
            }
        }
        let strategy = try Snapshotting.layoutImage(on: "iphone-x", scale: .fixed(1))
        func verify(_ mode: SnapshotTestingConfiguration.Record) -> String? {
            verifySnapshot(of: japanese, as: strategy, named: "japanese", record: mode, snapshotDirectory: folder)
        }
        #expect(FontFiles.$current.withValue(fonts) { verify(.missing) }?.contains("No reference was found on disk") == true)
        #expect(FontFiles.$current.withValue(fonts) { verify(.never) } == nil)
        #expect(verify(.never)?.contains("pixels differ") == true, "without the file the characters are boxes")
    }

    @Test func auditReportsAreTextSnapshots() throws {
        let folder = Self.folder()
        let strategy = try Snapshotting.safeAreaAudit(on: .devices("iphone-x", "iphone-16-pro"), settings: ProjectSettings())
        _ = verifySnapshot(of: Example.videoPlayer, as: strategy, named: "audit", record: .missing, snapshotDirectory: folder)
        #expect(
            verifySnapshot(of: Example.videoPlayer, as: strategy, named: "audit", record: .never, snapshotDirectory: folder)
                == nil)
        #expect(
            verifySnapshot(of: Example.tabApp, as: strategy, named: "audit", record: .never, snapshotDirectory: folder)
                != nil)
    }
}

/// The strategies fail closed as the assertions do: an unknown device or an empty matrix throws,
/// and a throwing test fails with the message.
extension SnapshottingTests {
    @Test func anUnknownDeviceThrowsWithTheNearestNames() {
        #expect {
            try Snapshotting<ScreenDocument, Data>.layoutImage(on: "iPhone 16 Prp")
        } throws: { error in
            "\(error)".hasPrefix("unknown device 'iPhone 16 Prp': did you mean iphone-16-pro")
        }
        #expect(throws: DeviceMatrixError.self) { try Snapshotting.safeAreaAudit(on: .devices("iphone-x", "ipad-pr0-11")) }
    }

    @Test func aDeviceInAnOrientationItDoesNotSupportThrows() {
        #expect(throws: DeviceMatrixError.empty(orientations: [.portraitUpsideDown])) {
            try Snapshotting<ScreenDocument, Data>.layoutImage(on: "iphone-16-pro", orientation: .portraitUpsideDown)
        }
    }
}
