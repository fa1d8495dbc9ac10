import Foundation
import SafeAreaSwiftUITesting
import SafeAreaTesting
import SnapshotRunner
import SnapshotTestSupport
import Testing

/// The assertions on a SwiftUI source file's previews, as a test writes them.
@Suite("Assertions on SwiftUI previews")
struct PreviewAssertionTests {
    static let screens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/Fixtures/SwiftUIScreens/Sources/Harbour/Screens")
    static let tripPlanner = screens.appendingPathComponent("TripPlanner.swift")
    static let matrix = DeviceMatrix.devices("iphone-se-3", "iphone-16-pro").orientations(.portrait)

    static func store() throws -> ReferenceStore {
        let folder = try ScratchFolder.make("safearea-preview-assert")
        return ReferenceStore(
            root: folder.appendingPathComponent("Snapshots"), artifacts: folder.appendingPathComponent("artifacts"))
    }

    @Test func aPreviewIsRecordedThenCheckedAgainstItsReferences() throws {
        let store = try Self.store()
        withKnownIssue("writing references fails the check") {
            assertLayoutSnapshot(
                of: Self.tripPlanner, as: .preview("With filters"), on: Self.matrix, named: "trip", record: .missing,
                scale: .fixed(1),
                store: store)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("wrote 2 new references in ") }
        }
        let folder = store.root.appendingPathComponent(
            "PreviewAssertionTests/aPreviewIsRecordedThenCheckedAgainstItsReferences.trip")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["iphone-16-pro.portrait.png", "iphone-se-3.portrait.png"])
        assertLayoutSnapshot(
            of: Self.tripPlanner, as: .preview("With filters"), on: Self.matrix, named: "trip", record: .never, scale: .fixed(1),
            store: store)
        // The preview builds the view with its defaults: the View struct alone draws the same.
        assertLayoutSnapshot(
            of: Self.tripPlanner, as: .swiftUIView("TripPlanner"), on: Self.matrix, named: "trip", record: .never,
            scale: .fixed(1),
            store: store)
    }

    @Test func aFilesOnlyPreviewNeedsNoNameAndIsAudited() {
        assertSafeAreaCompliance(
            of: Self.screens.appendingPathComponent("ProfileView.swift"), as: .preview(),
            on: .devices("iphone-16-pro", "ipad-air-11-m2"), failOn: .warning)
    }

    @Test func aPreviewTheFileDoesNotHoldFailsNamingThoseItHolds() {
        withKnownIssue("no such preview") {
            assertSafeAreaCompliance(of: Self.tripPlanner, as: .preview("With filter"), on: Self.matrix)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains(
                    "TripPlanner.swift: holds no preview named 'With filter': its previews are 'With filters'; did you mean 'With filters'?"
                )
            }
        }
        withKnownIssue("a file of several previews needs a name") {
            assertSafeAreaCompliance(
                of: Self.screens.appendingPathComponent("HarbourDetailView.swift"), as: .preview(), on: Self.matrix)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("HarbourDetailView.swift: holds 3 previews, ") }
        }
    }
}
