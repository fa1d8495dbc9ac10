import DeviceGeometry
import ExampleScreens
import Foundation
import LayoutEngine
import SafeAreaTesting
import SnapshotRunner
import SnapshotTestSupport
import Synchronization
import Testing

/// What an assertion says under each record mode, for each thing that can happen to a reference:
/// exactly what it did on disk, with paths relative to the package, and the next step.
@Suite("Record mode messages")
struct RecordModeMessageTests {
    /// A store whose references are inside the package (under `.build`), so that the messages name
    /// them relative to the package's root, and whose artifacts are outside it, named whole. (The
    /// run report, written into the artifacts when the process exits, stays out of the package.)
    static func store() throws -> (store: ReferenceStore, relative: String, remove: () -> Void) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let relative = ".build/safearea-message-tests/\(UUID().uuidString)"
        let folder = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = ReferenceStore(
            root: folder.appendingPathComponent("Snapshots"),
            artifacts: try ScratchFolder.make("safearea-messages").appendingPathComponent("artifacts"))
        return (store, relative, { try? FileManager.default.removeItem(at: folder) })
    }

    static let iPhone = DeviceMatrix.devices("iphone-x").orientations(.portrait)

    /// Checks `screen` as the reference `shot` under `mode`.
    static func check(_ screen: ScreenDocument, _ mode: RecordMode, in store: ReferenceStore, test: StaticString = #function) {
        assertLayoutSnapshot(of: screen, on: iPhone, named: "shot", record: mode, scale: .fixed(1), store: store, function: test)
    }

    /// The issues an assertion raised, or nil when it raised none. Warnings are left out: another
    /// test drawing at the same time may leave a missing glyph for this one to warn about.
    static func issue(_ body: () -> Void) -> String? {
        let comments = Mutex<[String]>([])
        withKnownIssue(isIntermittent: true) {
            body()
        } matching: { issue in
            if issue.severity == .error { comments.withLock { $0 += issue.comments.map(\.rawValue) } }
            return true
        }
        return comments.withLock { $0.isEmpty ? nil : $0.joined(separator: "\n") }
    }

    @Test func aMissingReferenceIsWrittenAndSaysWhere() throws {
        let (store, relative, remove) = try Self.store()
        defer { remove() }
        let message = Self.issue { Self.check(Example.loginForm, .missing, in: store) }
        #expect(
            message
                == "wrote 1 new reference in \(relative)/Snapshots/RecordModeMessageTests/aMissingReferenceIsWrittenAndSaysWhere.shot "
                + "(iphone-x.portrait); look at it, then run again to check against it")
        #expect(Self.issue { Self.check(Example.loginForm, .never, in: store) } == nil)
    }

    @Test func neverModeRefusesToRecordAndSaysHowToRecord() throws {
        let (store, relative, remove) = try Self.store()
        defer { remove() }
        let message = try #require(Self.issue { Self.check(Example.loginForm, .never, in: store) })
        #expect(
            message.contains(
                "  no reference at \(relative)/Snapshots/RecordModeMessageTests/neverModeRefusesToRecordAndSaysHowToRecord.shot/"
                    + "iphone-x.portrait.png, and SAFEAREA_RECORD=never (the default on CI) records none; "
                    + "record it with SAFEAREA_RECORD=missing and commit it"))
        #expect(!FileManager.default.fileExists(atPath: store.root.path))
    }

    @Test(arguments: [RecordMode.never, .missing])
    func aDifferenceFailsWithTheCommandThatAcceptsItAndTheReview(mode: RecordMode) throws {
        let (store, _, remove) = try Self.store()
        defer { remove() }
        _ = Self.issue { Self.check(Example.loginForm, .missing, in: store, test: "difference") }
        let reference = store.url(suite: "RecordModeMessageTests", test: "difference.shot", name: "iphone-x.portrait")
        let before = try Data(contentsOf: reference)
        let message = try #require(Self.issue { Self.check(Example.settingsList, mode, in: store, test: "difference") })
        #expect(message.hasPrefix("1 of 1 check failed, on iphone-x.portrait:\n  iphone-x.portrait: "))
        #expect(
            message.hasSuffix(
                "The failure images are in \(store.artifacts.path). If the new images are right, accept exactly these "
                    + "with: SAFEAREA_RECORD=failed swift test --filter difference\n"
                    + "Review every failure of the run: swift package safearea-gallery --report \(store.artifacts.path)/report"))
        #expect(try Data(contentsOf: reference) == before, "a failure leaves the reference as it was")
    }

    @Test(arguments: [RecordMode.failed, .all])
    func aRewrittenReferenceSaysItWasRewrittenAndNotToRecordAgain(mode: RecordMode) throws {
        let (store, relative, remove) = try Self.store()
        defer { remove() }
        _ = Self.issue { Self.check(Example.loginForm, .missing, in: store, test: "rewrite") }
        let message = try #require(Self.issue { Self.check(Example.settingsList, mode, in: store, test: "rewrite") })
        #expect(
            message.hasPrefix(
                "rewrote 1 reference in \(relative)/Snapshots/RecordModeMessageTests/rewrite.shot, "
                    + "as SAFEAREA_RECORD=\(mode.rawValue) asks:\n  iphone-x.portrait: "))
        #expect(message.hasSuffix("run again without SAFEAREA_RECORD to check against them."))
        #expect(!message.contains("failed swift test") && !message.contains("check failed"), "\(message)")
        #expect(Self.issue { Self.check(Example.settingsList, .never, in: store, test: "rewrite") } == nil)
    }

    /// A box of one colour, then of another, in the same place on every device.
    static func box(_ color: Color) -> ScreenDocument {
        ScreenDocument(name: "box") {
            ViewController {
                View { View().frame(Rect(x: 20, y: 200, width: 100, height: 40)).backgroundColor(color) }
                    .backgroundColor(.white)
            }
        }
    }

    /// The same change on many placements is one line that counts them, not one line each.
    @Test func theSameChangeOnManyPlacementsIsOneLine() throws {
        let (store, _, remove) = try Self.store()
        defer { remove() }
        let phones = DeviceMatrix.devices(
            "iphone-8", "iphone-se-3", "iphone-x", "iphone-14", "iphone-16", "iphone-16-pro", "iphone-17"
        ).orientations(.portrait)
        func check(_ color: Color, _ mode: RecordMode) -> String? {
            Self.issue {
                assertLayoutSnapshot(
                    of: Self.box(color), on: phones, named: "box", record: mode, scale: .fixed(1), store: store)
            }
        }
        _ = check(.systemRed, .missing)
        let message = try #require(check(.systemBlue, .never))
        let lines = message.split(separator: "\n")
        #expect(lines.count == 4, "\(message)")
        #expect(lines.first == "7 of 7 checks failed:")
        #expect(
            lines[1].hasPrefix(
                "  the same 100 × 40 pt change on 7 placements (iphone-8.portrait, iphone-se-3.portrait, "
                    + "iphone-x.portrait, iphone-14.portrait, iphone-16.portrait and 2 more); the first: iphone-8.portrait: "),
            "\(lines[1])")
        try FileManager.default.removeItem(at: store.root)
        let refused = try #require(check(.systemBlue, .never)).split(separator: "\n")
        #expect(refused[1].hasPrefix("  the same failure on 7 placements (iphone-8.portrait, "), "\(refused[1])")
        #expect(refused[1].contains("; the first: no reference at "))
    }

    @Test(arguments: [RecordMode.failed, .all, .missing, .never])
    func aMatchingReferenceSaysNothingInAnyMode(mode: RecordMode) throws {
        let (store, _, remove) = try Self.store()
        defer { remove() }
        _ = Self.issue { Self.check(Example.loginForm, .missing, in: store, test: "same") }
        #expect(Self.issue { Self.check(Example.loginForm, mode, in: store, test: "same") } == nil)
    }
}
