import DeviceGeometry
import LayoutEngine
import OrderedCollections
import SafeAreaAudit

extension RunReport {
    /// The report's findings as an audit report, grouped across devices, with those the baseline
    /// recorded marked: what the SARIF file is written from.
    package var auditReport: AuditReport {
        let screens = Array(OrderedSet(entries.map(\.screen)))
        let placements = Array(OrderedSet(entries.map(\.placement)))
        let byScreen = Dictionary(grouping: entries, by: \.screen).mapValues { Array(OrderedSet($0.map(\.placement))) }
        return AuditReport(
            findings: entries.flatMap(\.findings), screens: screens, placements: placements, placementsByScreen: byScreen,
            skipped: skipped, assumptions: assumptions)
    }

    /// The audit report of one screen's `entries`: its part of ``auditReport``, without the
    /// run's skipped placements and assumptions.
    package static func auditReport(ofScreen entries: [Entry]) -> AuditReport {
        AuditReport(
            findings: entries.flatMap(\.findings), screens: entries.first.map { [$0.screen] } ?? [],
            placements: Array(OrderedSet(entries.map(\.placement))))
    }
}
