import Foundation
import SafeAreaTesting
import SnapshotRunner
import SnapshotTestSupport
import Testing
import Typography

/// The assertions' `fontFiles`: a team's font draws the scripts the bundled faces lack, and the
/// references recorded with it match only with it.
@Suite("Font files in assertions")
struct FontFileAssertionTests {
    static let font = "Tests/Fixtures/fonts/NotoSansCJKjp-subset.otf"

    @Test func referencesRecordedWithAFontFileMatchOnlyWithIt() throws {
        let folder = try ScratchFolder.make("safearea-fonts")
        let store = ReferenceStore(
            root: folder.appendingPathComponent("Snapshots"), artifacts: folder.appendingPathComponent("artifacts"))
        let screen = folder.appendingPathComponent("japanese.yaml")
        // ᚦ is in no face: it stays a box and is recorded as missing. 繁 is in the font file and
        // drawn by no other test of the process, which records what it misses in one log.
        try Data(
            """
            name: japanese
            controller:
              view:
                kind: view
                id: root
                subviews: [{kind: label, id: title, text: "設定を保存 繁 ᚦ"}]
                constraints:
                  - {first: title.centerX, second: root.centerX}
                  - {first: title.centerY, second: root.centerY}
            """.utf8
        ).write(to: screen)
        let matrix = DeviceMatrix.devices("iphone-16-pro").orientations(.portrait)
        withKnownIssue("the first check records") {
            assertLayoutSnapshot(
                of: screen, on: matrix, named: "jp", record: .missing, scale: .fixed(1), store: store, fontFiles: [Self.font])
        } matching: {
            $0.severity == .error
        }
        #expect(MissingGlyphs.shared.hasRecorded("ᚦ") && !MissingGlyphs.shared.hasRecorded("繁"))
        assertLayoutSnapshot(
            of: screen, on: matrix, named: "jp", record: .never, scale: .fixed(1), store: store, fontFiles: [Self.font])
        withKnownIssue("without the file the characters are boxes, and the label is laid out at their widths") {
            assertLayoutSnapshot(
                of: screen, on: matrix, named: "jp", record: .never, scale: .fixed(1), store: store, fontFiles: [])
        } matching: { issue in
            issue.severity == .error && issue.comments.contains { $0.rawValue.contains("pixels differ") }
        }
    }

    @Test func aFontFileThatCannotBeOpenedFailsTheAssertion() {
        withKnownIssue {
            assertLayoutSnapshot(
                of: URL(fileURLWithPath: "/nonexistent/screen.yaml"), on: .devices("iphone-8"), record: .never,
                fontFiles: ["Tests/Fixtures/fonts/absent.otf"])
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasSuffix("Tests/Fixtures/fonts/absent.otf: cannot read the font (No such file or directory)")
            }
        }
    }
}
