import DeviceGeometry
import Foundation
import Rasterizer
import Testing

/// `safearea audit` end to end: exit codes, formats, the baseline, the settings file and images.
@Suite("safearea audit")
struct AuditCommandTests {
    static let legacy = CommandRunner.packageRoot.appendingPathComponent("Examples/sign-in.json").path
    static let modern = CommandRunner.packageRoot.appendingPathComponent("Examples/login-form.json").path

    @Test func findingsAtTheFailingSeverityExitWithOne() throws {
        let legacy = try CommandRunner.run("audit", Self.legacy, "--devices", "iphone-14-pro")
        #expect(legacy.status == 1, "\(legacy.errors)")
        #expect(legacy.output.contains("error   status-bar: cancel (view/button[0])"))
        #expect(
            legacy.output.contains("at Examples/sign-in.json: $.root.subviews[0]")
                || legacy.output.contains("sign-in.json: $.root.subviews[0]"))
        let modern = try CommandRunner.run("audit", Self.modern, "--devices", "iphone-14-pro")
        #expect(modern.status == 0, "the login form keeps its controls safe: \(modern.output)")
        let player = CommandRunner.packageRoot.appendingPathComponent("Examples/video-player.yaml").path
        let lenient = try CommandRunner.run("audit", player, "--devices", "iphone-14-pro")
        let strict = try CommandRunner.run("audit", player, "--devices", "iphone-14-pro", "--fail-on", "warning")
        #expect(lenient.status == 0 && strict.status == 1, "its Done button is under 44 pt both ways: \(strict.output)")
    }

    @Test func badInputExitsWithTwo() throws {
        let result = try CommandRunner.run("audit", "no-such-file.json")
        #expect(result.status == 2)
        #expect(result.errors.contains("no-such-file.json"))
    }

    @Test func aBaselineLetsKnownFindingsPass() throws {
        let folder = try CommandRunner.temporaryFolder()
        let baseline = folder.appendingPathComponent("baseline.json").path
        let record = try CommandRunner.run("audit", Self.legacy, "--devices", "iphone-14-pro", "--write-baseline", baseline)
        #expect(record.status == 0)
        let known = try CommandRunner.run("audit", Self.legacy, "--devices", "iphone-14-pro", "--baseline", baseline)
        #expect(known.status == 0, "\(known.output)")
        #expect(known.output.contains("(in the baseline)"))
        let wider = try CommandRunner.run(
            "audit", Self.legacy, "--devices", "iphone-14-pro,iphone-16-pro", "--baseline", baseline)
        #expect(wider.status == 1, "findings on a new device are new")
    }

    /// The settings' `ios` is the version the run states: no assumption about it is reported.
    @Test func theSettingsCanStateTheIOSVersion() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let screen = CommandRunner.packageRoot.appendingPathComponent("Examples/settings-list.yaml").path
        let assumed = try CommandRunner.run("audit", screen, "--device", "iphone-16-pro", in: folder)
        #expect(assumed.output.contains("Assumed the newest iOS each device runs"))
        try Data("ios: 18\n".utf8).write(to: folder.appendingPathComponent(".safearea.yml"))
        let stated = try CommandRunner.run("audit", screen, "--device", "iphone-16-pro", in: folder)
        #expect(stated.status == 0 && !stated.output.contains("Assumed"), "\(stated.output)")
    }

    @Test func theSettingsFileIsFoundFromTheWorkingFolderUpward() throws {
        let folder = try CommandRunner.temporaryFolder()
        let nested = folder.appendingPathComponent("app/screens")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try Data(
            """
            audit:
              rules: {status-bar: off, display-corner: off, home-indicator: warning}
            """.utf8
        ).write(to: folder.appendingPathComponent(".safearea.yml"))
        let result = try CommandRunner.run("audit", Self.legacy, "--devices", "iphone-14-pro", "--format", "json", in: nested)
        #expect(result.status == 0, "\(result.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let rules = Set(((json["findings"] as? [[String: Any]]) ?? []).compactMap { $0["rule"] as? String })
        #expect(!rules.contains("status-bar") && !rules.contains("display-corner"))
        #expect(rules.contains("home-indicator"))
    }

    @Test func sarifAndJUnitAreWrittenToAFile() throws {
        let folder = try CommandRunner.temporaryFolder()
        for format in ["sarif", "junit"] {
            let file = folder.appendingPathComponent("report.\(format)").path
            let result = try CommandRunner.run("audit", Self.legacy, "--device", "iphone-x", "--format", format, "--output", file)
            #expect(result.status == 1)
            #expect(result.output.isEmpty)
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(format == "sarif" ? text.contains("\"version\" : \"2.1.0\"") : text.hasPrefix("<?xml"))
        }
    }

    /// One writer: the JUnit and SARIF files of `--format` are those `--report` writes for the
    /// same findings, but for the time each test case took.
    @Test func theFormatsEqualTheReportsFiles() throws {
        let folder = try CommandRunner.temporaryFolder()
        let report = folder.appendingPathComponent("report")
        let arguments = ["audit", Self.legacy, Self.modern, "--devices", "iphone-x,iphone-16-pro", "--scale", "1"]
        _ = try CommandRunner.run(arguments + ["--report", report.path])
        for (format, file) in [("junit", "junit.xml"), ("sarif", "findings.sarif")] {
            let printed = try CommandRunner.run(arguments + ["--format", format]).output
            let written = try String(contentsOf: report.appendingPathComponent(file), encoding: .utf8)
            let untimed = { (text: String) in text.replacing(#/ time="[0-9.]+"/#, with: "") }
            #expect(untimed(printed) == untimed(written), "\(format)")
        }
    }

    @Test func imagesShowEachScreenThatHasFindings() throws {
        let folder = try CommandRunner.temporaryFolder()
        let result = try CommandRunner.run(
            "audit", Self.legacy, "--devices", "iphone-8,iphone-14-pro", "--orientation", "portrait",
            "--scale", "1", "--images", folder.path)
        #expect(result.status == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("sign-in").path).sorted()
        #expect(files == ["iphone-14-pro.portrait.png"], "the iPhone 8 has no finding to show")
        let drawn = try Data(contentsOf: folder.appendingPathComponent("sign-in/iphone-14-pro.portrait.png"))
        let png = try PNG.decode(Array(drawn))
        #expect(png.size == PixelSize(width: 393, height: 852))
        // With a run report the images are the report's own, drawn once: the same bytes.
        let second = try CommandRunner.temporaryFolder()
        let withReport = try CommandRunner.run(
            "audit", Self.legacy, "--devices", "iphone-8,iphone-14-pro", "--orientation", "portrait",
            "--scale", "1", "--images", second.path, "--report", second.appendingPathComponent("report").path)
        #expect(withReport.status == 1)
        #expect(try Data(contentsOf: second.appendingPathComponent("sign-in/iphone-14-pro.portrait.png")) == drawn)
        #expect(!FileManager.default.fileExists(atPath: second.appendingPathComponent("sign-in/iphone-8.portrait.png").path))
    }
}

extension AuditCommandTests {
    /// A button a chain of million-fold multipliers made 10²⁴ pt wide: the audit reports it in
    /// every format, with its area as a finite figure, and the render draws it with its findings.
    @Test func aControlOfAbsurdSizeIsReportedNotATrap() throws {
        let folder = try CommandRunner.temporaryFolder()
        let screen = folder.appendingPathComponent("chain.yaml")
        try Data(
            """
            name: chain
            root:
              kind: view
              id: root
              subviews: [{kind: view, id: a}, {kind: view, id: b}, {kind: view, id: c}, {kind: button, id: go, text: Go}]
              constraints:
                - {first: a.width, constant: 1000000}
                - {first: b.width, second: a.width, multiplier: 1000000}
                - {first: c.width, second: b.width, multiplier: 1000000}
                - {first: go.width, second: c.width, multiplier: 1000000}
                - {first: go.height, second: c.width}
            """.utf8
        ).write(to: screen)
        let text = try CommandRunner.run("audit", screen.path, "--devices", "iphone-16")
        #expect(text.status == 1, "\(text.errors)")
        #expect(text.output.contains("offscreen: button \"Go\""), "\(text.output)")
        // Held to 10⁷ × 10⁷ pt, less the 393 × 852 pt of the screen it covers.
        #expect(text.output.contains("outside the screen; up to 99999999665164 pt²"), "\(text.output)")
        for format in ["json", "sarif", "junit"] {
            let report = try CommandRunner.run("audit", screen.path, "--devices", "iphone-16", "--format", format)
            #expect(report.status == 1, "\(format): \(report.errors)")
        }
        let render = try CommandRunner.run(
            "render", screen.path, "--devices", "iphone-16", "--findings", "--out", folder.appendingPathComponent("out").path)
        #expect(render.status == 0, "\(render.errors)")
    }
}
