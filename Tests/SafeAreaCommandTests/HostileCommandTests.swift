import Foundation
import SnapshotTestSupport
import Testing

/// Files and paths made to break the command: each is refused with exit 2 and an error naming the
/// file and the real cause, quickly, without blocking, and with nothing written outside the folder
/// asked for.
@Suite("Hostile files and paths on the command line")
struct HostileCommandTests {
    static let screen = CommandRunner.packageRoot.appendingPathComponent("Examples/login-form.json").path
    static let oneDevice = ["--device", "iphone-8", "--orientation", "portrait", "--scale", "1"]

    /// A named pipe, a device or a folder where a file belongs is named for what it is, and a
    /// named pipe with no writer never blocks the read.
    @Test func whatIsNotAFileIsNamedAndNeverRead() throws {
        let folder = try CommandRunner.temporaryFolder()
        let pipe = folder.appendingPathComponent("screen.json").path
        #expect(mkfifo(pipe, 0o600) == 0)
        let report = folder.appendingPathComponent("report.json").path
        #expect(mkfifo(report, 0o600) == 0)
        let font = folder.appendingPathComponent("font.ttf").path
        #expect(mkfifo(font, 0o600) == 0)
        let cases: [([String], String)] = [
            (["audit", pipe], "\(pipe): cannot read the file (it is a named pipe (FIFO), not a file)"),
            (["audit", "/dev/zero"], "/dev/zero: cannot read the file (it is a character device, not a file)"),
            (["audit", "--baseline", pipe, Self.screen], "it is a named pipe (FIFO), not a file"),
            (
                ["render", Self.screen, "--out", folder.appendingPathComponent("out").path, "--font-file", font],
                "\(font): cannot read the font (it is a named pipe (FIFO), not a file)"
            ),
            (["gallery", report, "--out", folder.appendingPathComponent("site").path], "it is a named pipe (FIFO), not a file"),
        ]
        for (arguments, message) in cases {
            let run = try CommandRunner.run(arguments[0] == "gallery" ? arguments : arguments + Self.oneDevice)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.errors.contains(message), "\(arguments): \(run.errors)")
        }
    }

    /// Millions of tiny values are refused while the file is scanned, before any is built, with
    /// the limit named; so are numbers out of range, by their line.
    @Test func budgetsBiteBeforeValuesAreBuilt() throws {
        let folder = try CommandRunner.temporaryFolder()
        let objects = folder.appendingPathComponent("objects.json")
        try Data(("[" + Array(repeating: "{}", count: 1_100_000).joined(separator: ",") + "]").utf8).write(to: objects)
        let sequences = folder.appendingPathComponent("sequences.yaml")
        try Data(String(repeating: "- []\n", count: 800_000).utf8).write(to: sequences)
        let huge = folder.appendingPathComponent("huge.json")
        try Data("{\n\"name\": \"x\",\n\"canvas\": [1e300, 2]\n}".utf8).write(to: huge)
        let settings = folder.appendingPathComponent("settings.yml")
        try Data(String(repeating: "- []\n", count: 800_000).utf8).write(to: settings)
        let cases: [([String], String)] = [
            (["audit", objects.path], "the file holds more than 1000000 values"),
            (["audit", sequences.path], "marks that may each begin a value"),
            (["audit", huge.path], "\(huge.path): $.canvas[0]: 1e+300 is out of range"),
            (["audit", Self.screen, "--config", settings.path], "marks that may each begin a value"),
            (["audit", Self.screen, "--devices-file", objects.path], "the file holds more than 1000000 values"),
        ]
        for (arguments, message) in cases {
            let run = try CommandRunner.run(arguments + Self.oneDevice)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.errors.contains(message), "\(arguments): \(run.errors)")
        }
    }

    /// Numbers on the command line are held to their ranges, with the range in the message.
    @Test func numbersOutOfRangeOnTheCommandLineAreNamed() throws {
        let scale = try CommandRunner.run([
            "render", Self.screen, "--out", "/tmp/never", "--scale", "1e-300", "--device", "iphone-8",
        ])
        #expect(scale.status == 2)
        #expect(
            scale.errors.contains("unknown scale '1e-300': use device, native, or a number of pixels per point from 0.1 to 4"))
        for additional in ["nan,0,0,0", "0,1e308,0,0"] {
            let insets = try CommandRunner.run(["insets", "--device", "iphone-16-pro", "--additional", additional])
            #expect(insets.status == 2)
            #expect(insets.errors.contains("between -10000 and 10000 points"), "\(insets.errors)")
        }
    }

    /// An Interface Builder file past the XML parser's own limit is refused for its size, not as
    /// malformed XML.
    @Test func anXMLFilePastTheParsersLimitIsNamedForItsSize() throws {
        let folder = try CommandRunner.temporaryFolder()
        let storyboard = folder.appendingPathComponent("Huge.storyboard")
        let element = "<view id=\"v\"/>\n"
        try Data(
            ("<?xml version=\"1.0\"?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes>"
                + String(repeating: element, count: 10_000_000 / element.utf8.count + 1) + "</scenes></document>").utf8
        ).write(to: storyboard)
        let run = try CommandRunner.run(["audit", storyboard.path] + Self.oneDevice)
        #expect(run.status == 2)
        #expect(run.errors.contains("XML files are read up to 10000000 (the XML parser's own limit)"), "\(run.errors)")
    }

    /// A report's numbers are checked as a screen's are: a region that would overflow, or a split
    /// into billions of shards, is an error naming the report, never a crash or gigabytes.
    @Test(arguments: ["region", "shard"])
    func aReportsNumbersAreChecked(_ crafted: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        let report = try AcceptCommandTests.report(in: folder) { json, entry in
            if crafted == "shard" {
                json["shard"] = ["index": 1, "count": 2_000_000_000]
            } else {
                entry["diff"] = [
                    "outcome": "compared", "differentPixels": 1, "antiAliasedPixels": 0, "comparedPixels": 1,
                    "ratio": 1, "regions": [[Int.max, 0, Int.max, 1]],
                ]
            }
        }
        let store = folder.appendingPathComponent("Snapshots")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        let runs = [
            ["gallery", report.path, "--out", folder.appendingPathComponent("site").path],
            ["merge-reports", report.path, "--out", folder.appendingPathComponent("merged").path],
            ["snapshots", "accept", report.path, "--root", store.path],
        ]
        for arguments in runs {
            let run = try CommandRunner.run(arguments)
            #expect(run.status == 2, "\(arguments): \(run.errors)")
            #expect(run.errors.contains("report.json"), "\(arguments): \(run.errors)")
            #expect(
                run.errors.contains(crafted == "shard" ? "split into 1 to 10000 parts" : "is out of range"),
                "\(arguments): \(run.errors)")
        }
    }

    /// A folder under the one asked for that is a link out of it is never written through: not a
    /// screen's folder under `--out`, not the site's images, not a report's parts.
    @Test func linksOutOfTheFolderAskedForAreNotFollowed() throws {
        let folder = try CommandRunner.temporaryFolder()
        let outside = folder.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        func linking(_ name: String, _ subfolder: String) throws -> URL {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                atPath: url.appendingPathComponent(subfolder).path, withDestinationPath: outside.path)
            return url
        }
        let out = try linking("out", "login-form")
        let render = try CommandRunner.run(["render", Self.screen, "--out", out.path] + Self.oneDevice)
        #expect(render.status == 2)
        #expect(render.errors.contains("leads out of \(out.path) through a symbolic link"), "\(render.errors)")
        let images = try linking("images", "under-the-island")
        let flagged = folder.appendingPathComponent("flagged.yaml")
        try CommandRunner.writeButtonScreen(to: flagged, name: "under-the-island", title: "Go")
        let audit = try CommandRunner.run(["audit", flagged.path, "--images", images.path, "--device", "iphone-16-pro"])
        #expect(audit.status == 2, "\(audit.errors)")
        #expect(audit.errors.contains("leads out of \(images.path) through a symbolic link"), "\(audit.errors)")
        let report = try linking("report", "images")
        let verify = try CommandRunner.run(
            ["verify", Self.screen, "--root", folder.appendingPathComponent("Snapshots").path, "--report", report.path]
                + Self.oneDevice)
        #expect(verify.status == 2, "\(verify.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    /// A write that fails fails the command with its cause: standard output on a full disk, the
    /// step summary on one, a reference store that cannot be written (exit 2: the run could not
    /// be made, which is not a difference).
    @Test func aFailedWriteFailsTheCommandWithItsCause() throws {
        let full = try Subprocess.run("/bin/sh", ["-c", "exec \"$0\" devices > /dev/full", CommandRunner.executable.path])
        #expect(full.status == 2)
        #expect(full.errors.contains("standard output: cannot write (No space left on device)"), "\(full.errors)")
        let folder = try CommandRunner.temporaryFolder()
        let summary = try CommandRunner.run(
            ["audit", Self.screen, "--report", folder.appendingPathComponent("report").path] + Self.oneDevice,
            environment: ["GITHUB_STEP_SUMMARY": "/dev/full"])
        #expect(summary.status == 2)
        #expect(summary.errors.contains("/dev/full: cannot append the step summary"), "\(summary.errors)")
        let store = folder.appendingPathComponent("Snapshots")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        try Data("not a folder".utf8).write(to: store.appendingPathComponent("login-form"))
        let verify = try CommandRunner.run(["verify", Self.screen, "--root", store.path, "--record", "missing"] + Self.oneDevice)
        #expect(verify.status == 2, "\(verify.output)")
        #expect(verify.errors.contains(store.appendingPathComponent("login-form").path), "\(verify.errors)")
    }

    /// Names read from files never act on the terminal or the CI log: a screen named with an escape
    /// sequence or a line break is refused, and one in a report is printed escaped.
    @Test func namesCannotActOnTheTerminal() throws {
        let folder = try CommandRunner.temporaryFolder()
        let spec = folder.appendingPathComponent("screen.yaml")
        try Data("name: \"evil\\e[2J\\n::warning::owned\"\nroot: {kind: view}\n".utf8).write(to: spec)
        let audit = try CommandRunner.run(["audit", spec.path] + Self.oneDevice)
        #expect(audit.status == 2)
        #expect(audit.errors.contains("evil\\u{1B}[2J\\u{A}::warning::owned"), "\(audit.errors)")
        #expect(!audit.errors.contains("\u{1B}") && !audit.errors.contains("\n::warning::"))
        let report = try AcceptCommandTests.report(in: folder) { _, entry in entry["screen"] = "login-form\u{1B}]0;owned\u{7}" }
        let store = folder.appendingPathComponent("Snapshots")
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        let accept = try CommandRunner.run(["snapshots", "accept", report.path, "--root", store.path])
        #expect(!(accept.output + accept.errors).contains("\u{1B}"), "\(accept.output)\(accept.errors)")
        #expect((accept.output + accept.errors).contains("login-form\\u{1B}]0;owned\\u{7}"), "\(accept.output)\(accept.errors)")
    }
}
