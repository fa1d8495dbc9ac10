import DeviceGeometry
import Foundation
import FoundationXML
import LayoutEngine
import SafeAreaAudit
import Testing

/// The matrix audit, its grouping, the baseline and the four report formats.
@Suite("Audit: matrix and reports")
struct AuditReportTests {
    static let placements = ["iphone-8", "iphone-14-pro", "iphone-15"]
        .map { Placement(DeviceCatalog.standard.device(named: $0)!, .portrait) }

    static func report(baseline: Baseline? = nil) -> AuditReport {
        MatrixAudit.run([HardwareRuleTests.topButton], on: placements, baseline: baseline)
    }

    @Test func theSameFindingOnManyDevicesIsOneGroup() throws {
        let report = Self.report()
        let island = try #require(report.groups.first { $0.rule == .sensorHousing })
        #expect(island.placements.map(\.description) == ["iphone-14-pro.portrait", "iphone-15.portrait"])
        #expect(report.groups.first { $0.rule == .statusBar }?.placements.count == 3)
        #expect(report.groups.map(\.severity) == report.groups.map(\.severity).sorted(by: >), "errors come first")
        #expect(report.placements.map(\.description) == ["iphone-8.portrait", "iphone-14-pro.portrait", "iphone-15.portrait"])
        #expect(report.fails(at: .error))
    }

    @Test func aBaselineLetsKnownFindingsPassAndCatchesNewOnes() throws {
        let known = Baseline(recording: Self.report())
        let again = try Baseline(decoding: known.encoded())
        #expect(again == known)
        let rerun = Self.report(baseline: again)
        #expect(rerun.newGroups.isEmpty)
        #expect(!rerun.fails(at: .warning))
        let wider = MatrixAudit.run([HardwareRuleTests.topButton],
                                    on: Self.placements + [Placement(DeviceCatalog.standard.device(named: "iphone-16-pro")!, .portrait)],
                                    baseline: again)
        #expect(wider.newGroups.map(\.rule).contains(.sensorHousing), "a new device's findings are new")
        #expect(wider.fails(at: .error))
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(Self.report().json().utf8)) as? [String: Any])
        #expect(json["version"] as? Int == 1)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 2 && summary["placements"] as? Int == 3)
        let findings = try #require(json["findings"] as? [[String: Any]])
        let first = try #require(findings.first)
        for key in ["rule", "severity", "screen", "view", "source", "baselined", "occurrences"] {
            #expect(first[key] != nil, "missing \(key)")
        }
        let occurrence = try #require((first["occurrences"] as? [[String: Any]])?.first)
        for key in ["device", "orientation", "frame", "region", "area"] { #expect(occurrence[key] != nil, "missing \(key)") }
    }

    @Test func sarifNamesEveryRuleAndLocatesResultsInTheSource() throws {
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(Self.report().sarif(toolVersion: "9.9").utf8))
            as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == AuditRule.allCases.map(\.rawValue))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == Self.report().groups.count)
        let location = try #require((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "SafeAreaAuditTests/HardwareRuleTests.swift")
        #expect(((location["region"] as? [String: Any])?["startLine"] as? Int ?? 0) > 0)
    }

    @Test func junitHasATestCasePerScreenAndPlacementAndIsWellFormed() throws {
        let xml = Self.report().junit(failOn: .error)
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = TestCaseCollector()
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        #expect(collector.testCases == ["iphone-8.portrait", "iphone-14-pro.portrait", "iphone-15.portrait"])
        #expect(collector.failures == 3, "the status bar fails every placement")
    }

    @Test func textGroupsByScreenAndNamesTheDevices() {
        let text = Self.report().text()
        #expect(text.hasPrefix("audit: 2 errors, 1 warning on 3 device-orientations\n"))
        #expect(text.contains("error   sensor-housing: top (view/button[0])"))
        #expect(text.contains("on iphone-14-pro.portrait, iphone-15.portrait"))
        #expect(text.hasSuffix("Summary: 2 errors, 1 warning.\n"))
        #expect(!text.contains("\u{1B}["))
        #expect(Self.report().text(colored: true).contains("\u{1B}[31m"))
    }
}

/// Counts test cases and failures in JUnit XML.
private final class TestCaseCollector: NSObject, XMLParserDelegate {
    var testCases: [String] = []
    var failures = 0

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if elementName == "testcase", let name = attributes["name"] { testCases.append(name) }
        if elementName == "failure" { failures += 1 }
    }
}
