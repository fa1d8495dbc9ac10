import Foundation
import Testing

/// The commands on hierarchy dumps: a capture is drawn and audited on the one device it was made
/// on, whatever matrix is asked for, and `--device` settles which model that was.
@Suite("safearea on captures of running apps")
struct CaptureCommandTests {
    static let fixtures = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/captures")
    static let appium = fixtures.appendingPathComponent("settings.appium.xml").path

    @Test func aCaptureIsRenderedOnlyOnItsDevice() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run("render", Self.appium, "--devices", "phones", "--out", folder.path)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("assumed the iPhone 18 Pro, the newest of the 4 models with a 402 × 874 pt screen"))
        let images = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("settings.appium").path)
        #expect(images == ["iphone-18-pro.portrait.png"])
    }

    @Test func theDeviceIsSettledWithDeviceAndTheAuditFindsWhatTheCaptureShows() throws {
        let result = try CommandRunner.run("audit", Self.appium, "--device", "iphone-16-pro")
        #expect(result.status == 1, "\(result.errors)")
        #expect(!result.errors.contains("assumed"))
        #expect(result.output.contains("error   home-indicator: save (view/view[0]/button[0])"))
        #expect(!result.output.contains("occluded"), "an accessibility tree is in reading order, not drawing order")
        #expect(result.output.contains("on iphone-16-pro.portrait"))
        let wrong = try CommandRunner.run("audit", Self.appium, "--device", "iphone-se-3")
        #expect(wrong.status == 2)
        #expect(
            wrong.errors.contains("the capture's screen is 402 × 874 pt, but the iPhone SE (3rd generation)'s is 375 × 667 pt"))
    }

    @Test func aSnapshotsFolderIsAuditedInOneCommandWithOneReport() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tests = folder.appendingPathComponent("__Snapshots__/TraitsTests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        for name in ["iphone-x", "ipad-pro-11"] {
            let file = "pointfreeco__swift-snapshot-testing__testTraits.\(name).txt"
            try FileManager.default.copyItem(
                at: Self.fixtures.appendingPathComponent(file), to: tests.appendingPathComponent(file))
        }
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: tests.appendingPathComponent("testTraits.iphone-x.png"))
        let report = folder.appendingPathComponent("report")
        let result = try CommandRunner.run(
            "audit", folder.appendingPathComponent("__Snapshots__").path, "--report", report.path)
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output.contains(
                "TraitsTests/pointfreeco__swift-snapshot-testing__testTraits.iphone-x: 0 errors, 0 warnings on 1 device-orientation\n"
            ))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: report.appendingPathComponent("report.json")))
        let entries = try #require((json as? [String: Any])?["entries"] as? [[String: Any]])
        #expect(
            entries.map { "\($0["device"] ?? "").\($0["orientation"] ?? "")" }.sorted() == [
                "ipad-pro-11.landscapeLeft", "iphone-x.portrait",
            ])
        #expect(entries.allSatisfy { ($0["source"] as? String)?.hasSuffix(".txt") == true })
    }
}

/// The shared corpus's hierarchy dumps, beside the repository.
let sharedCaptureCorpus = CommandRunner.packageRoot.deletingLastPathComponent()
    .appendingPathComponent("shared/corpus/B-hierarchy-dumps")

/// Every hierarchy dump of the shared corpus (`../shared/corpus/B-hierarchy-dumps`; skipped when it
/// is absent) is drawn on its device by the command.
@Suite(
    "safearea render on the shared corpus's captures",
    .enabled(
        if: FileManager.default.fileExists(atPath: sharedCaptureCorpus.path),
        "needs the shared corpus of dumps, ../shared/corpus/B-hierarchy-dumps, beside the repository"))
struct CaptureCorpusRenderTests {
    static let corpus = sharedCaptureCorpus

    @Test func everyCorpusDumpIsDrawnOnItsDevice() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        let traits = files.filter { $0.hasSuffix(".txt") }.map { Self.corpus.appendingPathComponent($0).path }
        let argent = files.filter { $0.contains("argent") }.map { Self.corpus.appendingPathComponent($0).path }
        #expect(traits.count == 4 && argent.count == 4)
        let first = try CommandRunner.run(["render"] + traits + ["--out", folder.appendingPathComponent("traits").path])
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.contains("Rendered 4 images"))
        let second = try CommandRunner.run(
            ["render"] + argent + ["--device", "iphone-16-pro-max", "--out", folder.appendingPathComponent("argent").path])
        #expect(second.status == 0, "\(second.errors)")
        #expect(second.output.contains("Rendered 95 images"))
    }
}
