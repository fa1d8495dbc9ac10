import DeviceGeometry
import Foundation
import RunReporting
import SafeAreaAudit
import Testing

/// A finding is what `report.json` stores, in one shape: written and read back it is the same
/// finding, baseline mark and all, and a report of an earlier version still reads, its findings
/// placed by their entries.
@Suite("Findings in report.json")
struct FindingRecordTests {
    @Test func aFindingReadsBackAsItself() throws {
        let report = AuditFormatTests.report()
        let findings = Baseline(recording: report).marking(report.findings)
        #expect(!findings.isEmpty && findings.allSatisfy(\.isBaselined))
        let data = try JSONEncoder().encode(findings)
        let read = try JSONDecoder().decode([Finding].self, from: data)
        #expect(read.map(\.placement) == findings.map(\.placement) && read.map(\.screen) == findings.map(\.screen))
        #expect(read.allSatisfy(\.isBaselined) && read.map(\.viewPath) == findings.map(\.viewPath))
        #expect(zip(read, findings).allSatisfy { abs($0.frame.minY - $1.frame.minY) <= 0.005 })
    }

    @Test func aVersion2ReportPlacesItsFindingsByTheirEntries() throws {
        let entry = SampleReport.report.entries[1]
        #expect(entry.findings.count == 2)
        #expect(entry.findings.allSatisfy { $0.screen == "shop|<b>" && $0.placement == entry.placement })
        #expect(entry.findings.map(\.isBaselined) == [false, true])
        #expect(SampleReport.report.auditReport.newGroups.count == 2, "the baselined finding is marked once, from the file")
    }

    @Test func aRectangleThatIsNotFourFiniteNumbersIsRefused() {
        let bad = SampleReport.finding().replacingOccurrences(of: "[0, 0, 100, 44]", with: "[0, 0, 100]")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Finding.self, from: Data(bad.utf8)) }
    }
}

extension FindingRecordTests {
    /// The schema of `report.json` knows every rule a finding can carry, and the name of every
    /// variant an entry can be laid out under, and no other.
    @Test func theSchemaKnowsEveryRuleAndVariant() throws {
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Schemas/run-report.schema.json")
        let text = try String(contentsOf: schema, encoding: .utf8)
        let rules = AuditRule.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        #expect(text.contains("\"rule\": { \"enum\": [\(rules)] }"))
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let defs = json?["$defs"] as? [String: Any]
        let entry = (defs?["entry"] as? [String: Any])?["properties"] as? [String: Any]
        let pattern = try #require((entry?["variant"] as? [String: Any])?["pattern"] as? String)
        let expression = try NSRegularExpression(pattern: pattern)
        func matches(_ name: String) -> Bool {
            expression.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
        }
        let variants = Variant.combinations(
            contentSizes: ContentSizeCategory.allCases, layoutDirections: LayoutDirection.allCases,
            appearances: Appearance.allCases, languages: [.development, .doubleLength, .accented, .localized("pt-BR")])
        for variant in variants where !variant.isStandard { #expect(matches(variant.description), "\(variant)") }
        for name in ["default", "L", "ltr", "light", "AX5+ltr", "rtl+AX5", "dark+rtl", "AX5+", "de+AX5", "Dim"] {
            #expect(!matches(name), "\(name)")
        }
    }
}
