import Foundation
import RunReporting
import SafeAreaSupport
import SnapshotTestSupport
import Testing

/// `--report`, `--shard` and `safearea merge-reports`: every command writes the same report and CI
/// formats, and a sharded run joins into the report of a single run.
@Suite("Run reports from the command line")
struct ReportCommandTests {
    static let screens = ["Examples/player.json", "Examples/tab-app.yaml"].map {
        CommandRunner.packageRoot.appendingPathComponent($0).path
    }
    static let matrix = [
        "--devices", "iphone-8,iphone-se-3,iphone-16-pro", "--orientations", "portrait,landscapeLeft",
        "--scale", "1",
    ]

    /// The report in `folder` with its timings cleared, which differ from run to run.
    static func timeless(_ folder: URL) throws -> RunReport {
        var report = try RunReportFolder(url: folder).read()
        for index in report.entries.indices { report.entries[index].milliseconds = 0 }
        return report
    }

    @Test func shardsMergeIntoTheReportOfASingleRun() throws {
        let folder = try CommandRunner.temporaryFolder()
        let root = ["--root", folder.appendingPathComponent("Snapshots").path]
        _ = try CommandRunner.run(["verify"] + Self.screens + Self.matrix + root + ["--record", "missing"])
        let single = folder.appendingPathComponent("single")
        #expect(try CommandRunner.run(["verify"] + Self.screens + Self.matrix + root + ["--report", single.path]).status == 0)
        var shards: [String] = []
        for index in 1...3 {
            let shard = folder.appendingPathComponent("shard\(index)")
            let run = try CommandRunner.run(
                ["verify"] + Self.screens + Self.matrix + root
                    + ["--shard", "\(index)/3", "--report", shard.path])
            #expect(run.status == 0, "\(run.errors)")
            #expect(try RunReportFolder(url: shard).read().entries.count == 4)
            shards.append(shard.path)
        }
        let merged = folder.appendingPathComponent("merged")
        let summary = folder.appendingPathComponent("summary.md")
        let merge = try CommandRunner.run(
            ["merge-reports"] + shards.reversed() + ["--out", merged.path],
            environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
        #expect(merge.status == 0, "\(merge.errors)")
        #expect(!merge.output.contains("::"), "the shards annotated their own entries")
        #expect(try String(contentsOf: summary, encoding: .utf8).hasPrefix("## SafeAreaKit: 12 images"))
        var expected = try Self.timeless(single)
        expected.shard = nil
        #expect(try Self.timeless(merged) == expected)
        for entry in expected.entries {
            for path in entry.images.all {
                #expect(
                    FileManager.default.contentsEqual(
                        atPath: merged.appendingPathComponent(path).path,
                        andPath: single.appendingPathComponent(path).path), "\(path)")
            }
        }
        for file in ["index.html", "junit.xml", "findings.sarif"] {
            #expect(FileManager.default.fileExists(atPath: merged.appendingPathComponent(file).path), "\(file)")
        }
        if Chromium.isAvailable {
            let page = try Chromium.load(merged, fragment: "")
            #expect(page.dom.contains("12 of 12 images"), "the joined gallery shows every shard's images")
        }
        let missing = try CommandRunner.run([
            "merge-reports", shards[0], shards[2], "--out", folder.appendingPathComponent("partial").path,
        ])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("shard 2 of 3 missing"))
    }

    @Test func renderWritesEveryImageWithItsLayers() throws {
        let folder = try CommandRunner.temporaryFolder()
        let report = folder.appendingPathComponent("report")
        let run = try CommandRunner.run([
            "render", Self.screens[1], "--device", "iphone-16-pro", "--orientation", "landscapeLeft",
            "--scale", "1", "--out", folder.appendingPathComponent("out").path, "--report", report.path,
        ])
        #expect(run.status == 0, "\(run.errors)")
        let entry = try #require(try RunReportFolder(url: report).read().entries.first)
        #expect(entry.status == .rendered && entry.source == Self.screens[1])
        for path in [entry.images.actual, entry.images.screen, entry.images.thumbnail] {
            #expect(path.map { FileManager.default.fileExists(atPath: report.appendingPathComponent($0).path) } == true)
        }
        // The 16 Pro in landscape left on iOS 27: the Dynamic Island on the right, the home
        // indicator's 20-pt band at the bottom.
        let layers = try #require(entry.layers)
        #expect(layers.mask.count == 3)
        #expect(layers.safeArea.numbers == [62, 0, 750, 382])
        #expect(layers.unsafe.numbers == [[0, 382, 874, 20], [0, 0, 62, 382], [812, 0, 62, 382]])
    }

    @Test func auditFailsItsEntriesAndTellsGitHubActions() throws {
        let folder = try CommandRunner.temporaryFolder()
        let report = folder.appendingPathComponent("report"), summary = folder.appendingPathComponent("summary.md")
        let run = try CommandRunner.run(
            [
                "audit", Self.screens[0], "--devices", "iphone-16-pro", "--orientation", "portrait",
                "--scale", "1", "--report", report.path,
            ],
            environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary.path])
        #expect(run.status == 1)
        let written = try RunReportFolder(url: report).read()
        #expect(written.failOn == .error)
        let entry = try #require(written.entries.first)
        #expect(written.fails(entry) && entry.status == .rendered)
        #expect(run.output.contains("::error file=\(Self.screens[0])"))
        #expect(try String(contentsOf: summary, encoding: .utf8).hasPrefix("## SafeAreaKit: 1 image"))
        let junit = try String(contentsOf: report.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(
            junit.contains(
                "<testsuites name=\"safearea \(ToolIdentity.version) audit\" tests=\"1\" failures=\"1\" skipped=\"0\">"))
        let quiet = try CommandRunner.run([
            "audit", Self.screens[0], "--device", "iphone-16-pro", "--orientation", "portrait",
            "--scale", "1", "--report", report.path,
        ])
        #expect(!quiet.output.contains("::error"))
    }

    @Test(.enabled(if: PythonJSONSchema.isAvailable, "needs python3 with jsonschema and yaml"))
    func everyReportMatchesItsSchema() throws {
        let folder = try CommandRunner.temporaryFolder()
        let screen = folder.appendingPathComponent("changing.yaml")
        func write(_ title: String) throws {
            try CommandRunner.writeButtonScreen(
                to: screen, name: "changing", title: title, background: nil, top: "{first: go.top, second: root.top}")
        }
        let common = ["--device", "iphone-16-pro", "--scale", "1", "--root", folder.appendingPathComponent("Snapshots").path]
        try write("Continue")
        _ = try CommandRunner.run(["verify", screen.path] + common + ["--record", "missing"])
        try write("Cancel")
        let verify = folder.appendingPathComponent("verify"), audit = folder.appendingPathComponent("audit")
        #expect(try CommandRunner.run(["verify", screen.path] + common + ["--report", verify.path]).status == 1)
        _ = try CommandRunner.run(["audit", screen.path, Self.screens[0]] + Self.matrix + ["--report", audit.path])
        let reports = [verify, audit].map { $0.appendingPathComponent("report.json").path }
        let failed = try RunReportFolder(url: verify).read().entries.filter { $0.status == .failed }
        #expect(!failed.isEmpty && failed.allSatisfy { $0.diff != nil && $0.images.diff != nil && $0.images.reference != nil })
        let problems = try PythonJSONSchema.validate(
            reports,
            against: CommandRunner.packageRoot
                .appendingPathComponent("Schemas/run-report.schema.json").path)
        #expect(problems.isEmpty, Comment(rawValue: problems))
    }
}
