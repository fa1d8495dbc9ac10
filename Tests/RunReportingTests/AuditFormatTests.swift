import DeviceGeometry
import Foundation
import LayoutEngine
import RunReporting
import SafeAreaAudit
import Testing

/// The audit's text, JSON, SARIF and JUnit forms.
@Suite("Audit report formats")
struct AuditFormatTests {
    static let topButton = ScreenDocument(name: "audit") {
        ViewController {
            View {
                Button("Top").frame(
                    Rect(x: 137.5, y: 4, width: 100, height: 44),
                    autoresizingMask: [.flexibleLeftMargin, .flexibleRightMargin]
                )
                .accessibilityIdentifier("top")
            }
        }
    }

    static let placements = ["iphone-8", "iphone-14-pro", "iphone-15"]
        .map { Placement(DeviceCatalog.standard.device(named: $0)!, .portrait) }

    static func report() -> AuditReport {
        MatrixAudit.run([topButton], on: placements)
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(Self.report().json().utf8)) as? [String: Any])
        #expect(json["version"] as? Int == 2)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 2 && summary["placements"] as? Int == 3)
        let findings = try #require(json["findings"] as? [[String: Any]])
        let first = try #require(findings.first)
        for key in ["rule", "severity", "screen", "view", "source", "baselined", "occurrences"] {
            #expect(first[key] != nil, "missing \(key)")
        }
        let occurrence = try #require((first["occurrences"] as? [[String: Any]])?.first)
        for key in ["device", "orientation", "frame", "region", "area"] { #expect(occurrence[key] != nil, "missing \(key)") }
        #expect((occurrence["frame"] as? [Double])?.count == 4, "frames are [x, y, width, height], as report.json writes them")
    }

    @Test func sarifNamesEveryRuleAndLocatesResultsInTheSource() throws {
        let sarif = try #require(
            try JSONSerialization.jsonObject(with: Data(Self.report().sarif().utf8))
                as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == AuditRule.allCases.map(\.rawValue))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == Self.report().groups.count)
        let location = try #require(
            (results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "RunReportingTests/AuditFormatTests.swift")
        #expect(((location["region"] as? [String: Any])?["startLine"] as? Int ?? 0) > 0)
    }

    @Test func junitOfAnAuditHasATestCasePerScreenAndPlacement() throws {
        let audit = MatrixAudit()
        let entries = audit.audits(of: Self.topButton, on: Self.placements).map { RunReport.Entry($0) }
        let xml = try #require(
            CIFormatTests.ElementCounter.count(RunReport(tool: "safearea audit", failOn: .error, entries: entries).junit()))
        #expect(
            xml.attributes["testcase"]?.map { $0["name"] } == [
                "iphone-8.portrait", "iphone-14-pro.portrait", "iphone-15.portrait",
            ])
        #expect(xml.counts["failure"] == 3, "the status bar fails every placement")
        #expect(xml.attributes["failure"]?.first?["message"] == "status-bar: top (view/button[0])")
    }

    @Test func textGroupsByScreenAndNamesTheDevices() {
        let text = Self.report().text()
        #expect(text.hasPrefix("audit: 2 errors, 0 warnings on 3 device-orientations\n"))
        #expect(text.contains("error   sensor-housing: top (view/button[0])"))
        #expect(text.contains("on iphone-14-pro.portrait, iphone-15.portrait"))
        #expect(text.hasSuffix("Summary: 2 errors, 0 warnings.\n"))
        #expect(!text.contains("\u{1B}["))
        #expect(Self.report().text(colored: true).contains("\u{1B}[31m"))
    }
}
