import DeviceGeometry
import Foundation
import Rasterizer
import RunReporting
import SafeAreaSupport
import SnapshotDiff
import SnapshotRunner
import SnapshotTestSupport
import Testing

/// The reference store: record modes, the hash fast path, artifacts, safety.
@Suite("Reference store")
struct ReferenceStoreTests {
    static func store() throws -> ReferenceStore {
        let folder = try ScratchFolder.make("safearea-store")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return ReferenceStore(
            root: folder.appendingPathComponent("Snapshots"), artifacts: folder.appendingPathComponent("artifacts"))
    }

    static func image(dot: Color = .black) -> Bitmap {
        var bitmap = Bitmap(width: 30, height: 20, fill: .white)
        for y in 4..<8 { for x in 4..<8 { bitmap[x, y] = dot } }
        return bitmap
    }

    @Test func recordMissingThenVerifyByHash() throws {
        let store = try Self.store()
        #expect(store.check(Self.image(), suite: "Suite", test: "test", name: "iphone-x.portrait", mode: .missing) == .recorded)
        let reference = store.url(suite: "Suite", test: "test", name: "iphone-x.portrait")
        #expect(reference.path.hasSuffix("Snapshots/Suite/test/iphone-x.portrait.png"))
        let bytes = Array(try Data(contentsOf: reference))
        let seal = try #require(ReferenceSeal(in: bytes))
        #expect(seal.pixels == PixelHash(Self.image()) && seal.holds(bytes))
        #expect(try PNG.decode(bytes) == Self.image())
        #expect(
            store.check(Self.image(), suite: "Suite", test: "test", name: "iphone-x.portrait", mode: .never)
                == .matched(byHash: true))
    }

    @Test func neverModeFailsOnAMissingReferenceNamingTheFile() throws {
        let store = try Self.store()
        let reference = store.url(suite: "Suite", test: "test", name: "iphone-x.portrait")
        #expect(
            store.check(Self.image(), suite: "Suite", test: "test", name: "iphone-x.portrait", mode: .never)
                == .failed(
                    "no reference at \(reference.path), and SAFEAREA_RECORD=never (the default on CI) records none; "
                        + "record it with SAFEAREA_RECORD=missing and commit it"))
        #expect(!FileManager.default.fileExists(atPath: reference.path))
    }

    @Test func withoutASealOrWithAnOldOneTheReferenceIsComparedInFullAndAllModeSealsIt() throws {
        let store = try Self.store()
        let reference = store.url(suite: "Suite", test: "test", name: "plain")
        try AtomicFile.write(PNG.encode(Self.image()), to: reference)
        #expect(store.check(Self.image(), suite: "Suite", test: "test", name: "plain", mode: .never) == .matched(byHash: false))
        let v1 = "v1:\(PixelHash(Self.image()))"
        try AtomicFile.write(PNG.encode(Self.image(), text: (ReferenceSeal.chunkKeyword, v1)), to: reference)
        #expect(store.check(Self.image(), suite: "Suite", test: "test", name: "plain", mode: .never) == .matched(byHash: false))
        #expect(
            store.check(Self.image(), suite: "Suite", test: "test", name: "plain", mode: .all)
                == .rewritten("\(reference.path) was sealed anew"))
        #expect(store.check(Self.image(), suite: "Suite", test: "test", name: "plain", mode: .never) == .matched(byHash: true))
    }

    /// A reference whose image data was cut short or swapped for another image's keeps its seal,
    /// but is never taken at its word: it is reported damaged, and rewritten only when recording.
    @Test(arguments: ["truncated", "replaced", "stale seal"])
    func aDamagedReferenceFailsUntilRecordingRepairsIt(_ damage: String) throws {
        let store = try Self.store()
        #expect(store.check(Self.image(), suite: "Suite", test: "test", name: "shot", mode: .missing) == .recorded)
        let reference = store.url(suite: "Suite", test: "test", name: "shot")
        let sealed = Array(try Data(contentsOf: reference))
        let seal = try #require(ReferenceSeal(in: sealed))
        let damaged: [UInt8]
        switch damage {
        case "truncated":
            damaged = Array(sealed.dropLast(30))
        case "replaced":
            let other = try PNG.encode(Self.image(dot: .systemRed))
            damaged = try #require(PNG.settingText(seal.description, for: ReferenceSeal.chunkKeyword, in: other))
        default:
            damaged = try PNG.encode(Self.image(), text: (ReferenceSeal.chunkKeyword, "v1:0000000000000001"))
        }
        try AtomicFile.write(damaged, to: reference)
        for mode in [RecordMode.never, .missing] {
            let check = store.check(Self.image(), suite: "Suite", test: "test", name: "shot", mode: mode)
            guard case .failed(let message, _, _) = check else {
                Issue.record("\(damage), \(mode): expected a failure, got \(check)")
                continue
            }
            #expect(message.hasPrefix("\(reference.path) is damaged: "), "\(message)")
            #expect(Array(try Data(contentsOf: reference)) == damaged)
        }
        let repair = store.check(Self.image(), suite: "Suite", test: "test", name: "shot", mode: .all)
        guard case .rewritten(let reason, _, nil) = repair else {
            Issue.record("\(damage): all mode should rewrite the damaged reference, got \(repair)")
            return
        }
        #expect(reason.hasPrefix("\(reference.path) is damaged: "), "\(reason)")
        #expect(store.check(Self.image(), suite: "Suite", test: "test", name: "shot", mode: .never) == .matched(byHash: true))
    }

    @Test func aDifferenceFailsWithTheFiguresAndTheArtifacts() throws {
        let store = try Self.store()
        _ = store.check(Self.image(), suite: "Suite", test: "test", name: "shot", mode: .missing)
        let result = store.check(Self.image(dot: .systemRed), suite: "Suite", test: "test", name: "shot", mode: .never)
        let reference = store.url(suite: "Suite", test: "test", name: "shot").path
        let artifacts = store.artifacts.appendingPathComponent("Suite/test").path
        let files = ["actual", "diff", "strip"].map { URL(fileURLWithPath: "\(artifacts)/shot.\($0).png") }
        guard case .failed(let message, let written, let diff) = result else {
            Issue.record("a changed image should fail")
            return
        }
        #expect(
            message == "shot: 16 of 600 pixels differ (2.67 %), 0 anti-aliased left aside, in 1 region; "
                + "largest change at x 4, y 4, 4 × 4 px; reference \(reference); actual \(artifacts)/shot.actual.png; "
                + "diff \(artifacts)/shot.diff.png; strip \(artifacts)/shot.strip.png")
        #expect(written == files)
        #expect(diff?.differentPixels == 16 && diff?.comparedPixels == 600)
        #expect(diff?.regions.first == PixelRect(minX: 4, minY: 4, maxX: 8, maxY: 8))
        for suffix in ["actual", "diff", "strip"] {
            #expect(FileManager.default.fileExists(atPath: "\(artifacts)/shot.\(suffix).png"))
        }
        #expect(
            store.check(
                Self.image(dot: .systemRed), suite: "Suite", test: "test", name: "shot", mode: .never,
                options: DiffOptions(maximumDifferentPixels: 16)) == .matched(byHash: false))
    }

    @Test func recordingAllNeverRewritesUnchangedPixels() throws {
        let store = try Self.store()
        let reference = store.url(suite: "Suite", test: "test", name: "shot")
        try AtomicFile.write(PNG.encode(Self.image()), to: reference)
        let before = try Data(contentsOf: reference)
        #expect(store.check(Self.image(), suite: "Suite", test: "test", name: "shot", mode: .all) == .matched(byHash: false))
        #expect(try Data(contentsOf: reference) == before, "same pixels, same bytes: no churn")
        #expect(
            store.check(Self.image(dot: .systemBlue), suite: "Suite", test: "test", name: "shot", mode: .all)
                == .rewritten("\(reference.path) differed"))
        #expect(try PNG.decode(Array(Data(contentsOf: reference))) == Self.image(dot: .systemBlue))
    }

    @Test func failedModeRewritesAndFailsOnce() throws {
        let store = try Self.store()
        _ = store.check(Self.image(), suite: "Suite", test: "test", name: "shot", mode: .missing)
        guard
            case .rewritten(let message, let artifacts, let diff?) = store.check(
                Self.image(dot: .systemRed), suite: "Suite", test: "test", name: "shot",
                mode: .failed)
        else {
            Issue.record("a changed image should be rewritten, with its comparison, in failed mode")
            return
        }
        #expect(message.contains("pixels differ") && diff.differentPixels > 0)
        #expect(artifacts.contains { $0.lastPathComponent.hasSuffix(".diff.png") })
        #expect(
            store.check(Self.image(dot: .systemRed), suite: "Suite", test: "test", name: "shot", mode: .never)
                == .matched(byHash: true))
    }

    @Test func aReadOnlyStoreVerifiesInNeverMode() throws {
        let store = try Self.store()
        _ = store.check(Self.image(), suite: "Suite", test: "test", name: "shot", mode: .missing)
        let folder = store.root.appendingPathComponent("Suite/test")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        let before = try Data(contentsOf: store.url(suite: "Suite", test: "test", name: "shot"))
        #expect(store.check(Self.image(), suite: "Suite", test: "test", name: "shot", mode: .never) == .matched(byHash: true))
        if case .matched = store.check(Self.image(dot: .systemRed), suite: "Suite", test: "test", name: "shot", mode: .never) {
            Issue.record("a changed image must fail")
        }
        // Never mode writes nothing into the store, whatever its permissions: artifacts go elsewhere.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["shot.png"])
        #expect(try Data(contentsOf: store.url(suite: "Suite", test: "test", name: "shot")) == before)
    }

    @Test func concurrentWritersLeaveOneWholeReference() throws {
        let store = try Self.store()
        let images = [Self.image(), Self.image(dot: .systemBlue)]
        DispatchQueue.concurrentPerform(iterations: 40) { index in
            _ = store.check(images[index % 2], suite: "Suite", test: "test", name: "shot", mode: .all)
        }
        let written = try PNG.decode(Array(Data(contentsOf: store.url(suite: "Suite", test: "test", name: "shot"))))
        #expect(images.contains(written))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: store.root.appendingPathComponent("Suite/test").path)
        #expect(leftovers == ["shot.png"], "no temporary file is left behind")
    }

    @Test func theRecordModeFollowsItsPrecedence() async {
        #expect(RecordMode.resolved(environment: [:]) == .missing)
        #expect(RecordMode.resolved(environment: ["CI": "true"]) == .never)
        #expect(RecordMode.resolved(environment: ["CI": "true", "SAFEAREA_RECORD": "all"]) == .all)
        await RecordMode.withRecordMode(.failed) {
            await Task.yield()
            #expect(RecordMode.resolved(environment: ["SAFEAREA_RECORD": "all"]) == .failed)
            #expect(RecordMode.resolved(argument: .never, environment: ["SAFEAREA_RECORD": "all"]) == .never)
        }
    }

    /// The seal is part of every committed reference: a change to how it is computed would send
    /// every check through a full decode. The references under `Snapshots/` carry the hash of
    /// their own pixels and of their own image data.
    @Test func theCommittedReferencesCarryASealOfTheirOwn() throws {
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Snapshots")
        let files = try #require(FileManager.default.enumerator(atPath: snapshots.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".png") }.sorted()
        #expect(files.count > 100)
        for file in stride(from: 0, to: files.count, by: files.count / 8).map({ files[$0] }) {
            let bytes = Array(try Data(contentsOf: snapshots.appendingPathComponent(file)))
            let seal = ReferenceSeal(in: bytes)
            #expect(seal?.pixels == PixelHash(try PNG.decode(bytes)) && seal?.holds(bytes) == true, "\(file)")
        }
    }

    @Test func thePixelHashSeesEveryPixelAndTheSize() {
        #expect(PixelHash(Self.image()) == PixelHash(Self.image()))
        #expect(PixelHash(Self.image()) != PixelHash(Self.image(dot: Color(rgb: 0x000001))))
        #expect(PixelHash(Bitmap(width: 2, height: 3, fill: .white)) != PixelHash(Bitmap(width: 3, height: 2, fill: .white)))
        let seal = ReferenceSeal(pixels: PixelHash(Self.image()), imageData: PixelHash(bytes: [1, 2, 3]))
        #expect(ReferenceSeal(parsing: seal.description) == seal)
        #expect(ReferenceSeal(parsing: "v1:\(seal.pixels)") == ReferenceSeal(pixels: seal.pixels, imageData: nil))
        for broken in ["v1:12", "v2:\(seal.pixels)", "v3:\(seal.pixels)", "v2:\(seal.pixels):zz"] {
            #expect(ReferenceSeal(parsing: broken) == nil, "\(broken)")
        }
    }
}

extension ReferenceStoreTests {
    /// A reference that exists but cannot be read is not a missing one: the check fails with the
    /// reason, and in `missing` mode nothing is written over it.
    @Test func anUnreadableReferenceFailsAndIsLeftAlone() throws {
        let store = try Self.store()
        let reference = store.url(suite: "Suite", test: "test", name: "iphone-x.portrait")
        try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        // A link to itself: opening it fails with ELOOP, and renaming a new file over it would replace the link.
        try FileManager.default.createSymbolicLink(atPath: reference.path, withDestinationPath: reference.lastPathComponent)
        let check = store.check(Self.image(), suite: "Suite", test: "test", name: "iphone-x.portrait", mode: .missing)
        guard case .failed(let message, _, _) = check else {
            Issue.record("expected a failure, got \(check)")
            return
        }
        #expect(message.contains("cannot read the reference") && message.contains(reference.path))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: reference.path) == reference.lastPathComponent)
    }
}

extension ReferenceStoreTests {
    /// Text references follow the images' rules: recorded when missing and allowed, the first
    /// changed line named, the new text kept among the artifacts.
    @Test func textReferencesRecordVerifyAndNameTheChangedLine() throws {
        let store = try Self.store()
        #expect(
            store.check(text: "a\nb\n", suite: "Suite", test: "test", name: "index", mode: .never)
                == .failed(
                    "no reference at \(store.url(suite: "Suite", test: "test", name: "index", pathExtension: "txt").path), "
                        + "and SAFEAREA_RECORD=never (the default on CI) records none; "
                        + "record it with SAFEAREA_RECORD=missing and commit it"))
        #expect(store.check(text: "a\nb\n", suite: "Suite", test: "test", name: "index", mode: .missing) == .recorded)
        #expect(store.check(text: "a\nb\n", suite: "Suite", test: "test", name: "index", mode: .never) == .matched(byHash: false))
        guard
            case .failed(let message, let artifacts, _) = store.check(
                text: "a\nc\n", suite: "Suite", test: "test", name: "index",
                mode: .never)
        else {
            Issue.record("a changed text fails")
            return
        }
        #expect(message.hasPrefix("index: line 2 was \"b\", is \"c\""))
        #expect(try String(contentsOf: artifacts[0], encoding: .utf8) == "a\nc\n")
    }
}
