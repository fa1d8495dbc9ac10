import DeviceGeometry
import LayoutEngine
import OrderedCollections
import SafeAreaAudit

extension RunReport {
    /// The report's findings as an audit report, grouped across devices, with those the baseline
    /// recorded marked: what the SARIF file is written from.
    package var auditReport: AuditReport {
        let records = entries.flatMap { entry in
            entry.findings.map { record in (finding: record.finding(in: entry), baselined: record.baselined) }
        }
        let findings = records.map(\.finding)
        let baselined = records.filter(\.baselined).map(\.finding)
        let screens = Array(OrderedSet(entries.map(\.screen)))
        let placements = Array(OrderedSet(entries.map(\.placement)))
        let baseline =
            baselined.isEmpty
            ? nil
            : Baseline(recording: AuditReport(findings: baselined, screens: screens, placements: placements))
        let byScreen = Dictionary(grouping: entries, by: \.screen).mapValues { Array(OrderedSet($0.map(\.placement))) }
        return AuditReport(
            findings: findings, screens: screens, placements: placements, baseline: baseline, placementsByScreen: byScreen,
            skipped: skipped, assumptions: assumptions)
    }
}
