import DeviceGeometry
import Foundation
import SafeAreaAudit
import SafeAreaSupport

extension AuditReport {
    /// The report as JSON, version 2 (the article "The audit" documents the format): a summary,
    /// then one entry per group with every occurrence, frames written as `report.json` writes them.
    package func json() throws -> String {
        var (findings, head) = try StreamedJSONArray.opening(Self.jsonSkeleton(of: skipped, assumptions))
        return try head + findings.text(of: jsonGroups())
            + findings.closing(Self.jsonSkeleton(of: skipped, assumptions, AuditSummary(self)))
    }

    /// The JSON report without its findings, summed up by `summary` when given.
    static func jsonSkeleton(
        of skipped: [SkippedPlacements], _ assumptions: [String], _ summary: AuditSummary? = nil
    ) -> some Encodable {
        JSONReport(
            version: 2,
            summary: .init(
                errors: summary?.errors ?? 0, warnings: summary?.warnings ?? 0, baselined: summary?.baselined ?? 0,
                screens: summary?.screens ?? [], placements: summary?.placements.count ?? 0),
            findings: [StreamedJSONArray.placeholder],
            skipped: skipped.map { .init(screen: $0.screen, reason: $0.reason, placements: $0.placements.map(\.description)) },
            assumptions: assumptions)
    }

    /// The JSON report's entry of each group.
    func jsonGroups() -> [some Encodable] {
        groups.map { group in
            let first = group.first
            return JSONGroup(
                rule: group.rule.rawValue, severity: group.severity.rawValue, screen: group.screen,
                view: .init(
                    path: first.viewPath, kind: first.viewKind.rawValue,
                    accessibilityIdentifier: first.accessibilityIdentifier, text: first.text),
                source: first.source.map { .init(file: $0.file, position: $0.position) },
                baselined: group.isBaselined,
                occurrences: group.occurrences.map { finding in
                    .init(
                        device: finding.placement.deviceID, orientation: finding.placement.orientation.rawValue,
                        frame: Finding.numbers(finding.frame), region: Finding.numbers(finding.region),
                        area: PointFormatting.hundredths(finding.area),
                        detail: finding.detail)
                })
        }
    }
}

/// The shape of the JSON report, its findings written apart (``StreamedJSONArray``).
private struct JSONReport: Encodable {
    struct Summary: Encodable {
        let errors: Int
        let warnings: Int
        let baselined: Int
        let screens: [String]
        let placements: Int
    }

    struct Skipped: Encodable {
        let screen: String
        let reason: String
        let placements: [String]
    }

    let version: Int
    let summary: Summary
    let findings: [String]
    let skipped: [Skipped]
    let assumptions: [String]
}

/// One group of findings in the JSON report.
private struct JSONGroup: Encodable {
    struct View: Encodable {
        let path: String
        let kind: String
        let accessibilityIdentifier: String?
        let text: String?
    }

    struct Source: Encodable {
        let file: String
        let position: String
    }

    struct Occurrence: Encodable {
        let device: String
        let orientation: String
        /// `[x, y, width, height]`, as `report.json` writes a finding's frames.
        let frame: [Double]
        let region: [Double]
        let area: Double
        let detail: String?
    }

    let rule: String
    let severity: String
    let screen: String
    let view: View
    let source: Source?
    let baselined: Bool
    let occurrences: [Occurrence]
}
