import DeviceGeometry
import Foundation
import LayoutEngine
import RunReporting
import SafeAreaAudit
import SafeAreaSupport
import Testing

/// A report written screen by screen, as `safearea audit` writes it while it audits, is the same
/// bytes as the whole report in every format.
@Suite("Audit reports written screen by screen")
struct AuditReportWriterTests {
    static let placements = [
        Placement(DeviceCatalog.standard.device(named: "iphone-8")!, .portrait),
        Placement(DeviceCatalog.standard.device(named: "iphone-14-pro")!, .portrait),
        Placement(DeviceCatalog.standard.device(named: "iphone-14-pro")!, .landscapeLeft),
        Placement(DeviceCatalog.standard.device(named: "iphone-16-pro-max")!, .portrait),
    ]

    static let bottomBar = ScreenDocument(name: "bottom") {
        ViewController {
            View {
                Button("Go").frame(Rect(x: 20, y: 790, width: 100, height: 44)).accessibilityIdentifier("go")
                Button("×").frame(Rect(x: 300, y: 400, width: 20, height: 20))
            }
        }
    }

    static let clean = ScreenDocument(name: "clean <&> \"screen\"") {
        ViewController {
            View { Label("Nothing to tap").frame(Rect(x: 20, y: 300, width: 200, height: 30)) }
        }
    }

    /// Three screens audited, the bottom screen's findings in the baseline, one screen skipped in
    /// part and one skipped whole.
    static func run() -> RunReport {
        let audit = MatrixAudit()
        let known = Baseline(recording: MatrixAudit.run([bottomBar], on: placements))
        let entries = [AuditFormatTests.topButton, clean, bottomBar].flatMap { document in
            audit.audits(of: document, on: placements).map {
                RunReport.Entry($0, source: "Screens/\(document.name).yaml", baseline: known)
            }
        }
        let skipped = [
            SkippedPlacements(screen: clean.name, reason: "the app is portrait only", placements: [placements[2].id]),
            SkippedPlacements(screen: "only skipped", reason: "the app runs on pads only", placements: placements.map(\.id)),
        ]
        return RunReport(
            tool: "safearea audit", failOn: .warning, entries: entries, skipped: skipped, assumptions: ["Assumed iOS 26."])
    }

    static let formats: [AuditReportWriter.Format] = [.text(colored: false), .text(colored: true), .json, .sarif, .junit]

    @Test(arguments: formats)
    func writtenScreenByScreenIsTheWholeReport(format: AuditReportWriter.Format) throws {
        let run = Self.run()
        var head = run
        head.entries = []
        var text = ""
        var writer = try AuditReportWriter(format, of: head) { text += $0 }
        var screens: [String] = []
        for entry in run.entries where screens.last != entry.screen { screens.append(entry.screen) }
        #expect(screens.count == 3)
        for screen in screens { try writer.append(screen: run.entries.filter { $0.screen == screen }) }
        try writer.finish()
        let whole: String =
            switch format {
            case .text(let colored): run.auditReport.text(colored: colored)
            case .json: try run.auditReport.json()
            case .sarif: try run.auditReport.sarif()
            case .junit: run.junit()
            }
        #expect(text == whole)
        #expect(writer.fails == run.entries.contains(where: run.fails))
        #expect(writer.fails, "the status bar and the home indicator fail the run")
    }

    @Test func theWholeReportCountsEveryScreen() throws {
        let run = Self.run()
        let report = run.auditReport
        #expect(report.groups.contains(where: \.isBaselined) && report.groups.contains { !$0.isBaselined })
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["screens"] as? [String] == [AuditFormatTests.topButton.name, Self.clean.name, Self.bottomBar.name])
        #expect(summary["placements"] as? Int == Self.placements.count)
        #expect(summary["baselined"] as? Int == report.groups.count - report.newGroups.count)
        #expect((json["findings"] as? [Any])?.count == report.groups.count)
        let junit = try #require(CIFormatTests.ElementCounter.count(run.junit()))
        #expect(
            junit.attributes["testsuite"]?.map { $0["name"] } == [
                AuditFormatTests.topButton.name, Self.clean.name, Self.bottomBar.name, "only skipped",
            ])
        #expect(junit.counts["skipped"] == 1 + Self.placements.count)
    }

    @Test(arguments: [AuditReportWriter.Format.json, .sarif, .junit, .text(colored: false)])
    func aRunWithNoScreensIsTheEmptyReport(format: AuditReportWriter.Format) throws {
        let run = RunReport(tool: "safearea audit", failOn: .error, entries: [])
        var text = ""
        let writer = try AuditReportWriter(format, of: run) { text += $0 }
        try writer.finish()
        let whole: String =
            switch format {
            case .text: run.auditReport.text()
            case .json: try run.auditReport.json()
            case .sarif: try run.auditReport.sarif()
            case .junit: run.junit()
            }
        #expect(text == whole)
        if format == .json { #expect(text.contains("\"findings\" : [\n\n  ]")) }
    }
}
