import DeviceGeometry
import Foundation
import SafeAreaAudit
import SafeAreaSupport

extension AuditReport {
    /// The report as JSON, version 2 (the article "The audit" documents the format): a summary,
    /// then one entry per group with every occurrence, frames written as `report.json` writes them.
    package func json() throws -> String {
        let document = JSONReport(
            version: 2,
            summary: .init(
                errors: count(of: .error), warnings: count(of: .warning), baselined: groups.count - newGroups.count,
                screens: screens, placements: placements.count),
            findings: groups.map { group in
                let first = group.first
                return .init(
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
            },
            skipped: skipped.map { .init(screen: $0.screen, reason: $0.reason, placements: $0.placements.map(\.description)) },
            assumptions: assumptions)
        return try JSONOutput.prettyText(document)
    }
}

/// The shape of the JSON report.
private struct JSONReport: Encodable {
    struct Summary: Encodable {
        let errors: Int
        let warnings: Int
        let baselined: Int
        let screens: [String]
        let placements: Int
    }

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

    struct Group: Encodable {
        let rule: String
        let severity: String
        let screen: String
        let view: View
        let source: Source?
        let baselined: Bool
        let occurrences: [Occurrence]
    }

    struct Skipped: Encodable {
        let screen: String
        let reason: String
        let placements: [String]
    }

    let version: Int
    let summary: Summary
    let findings: [Group]
    let skipped: [Skipped]
    let assumptions: [String]
}
