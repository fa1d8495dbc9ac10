import DeviceGeometry
import LayoutEngine
import SafeAreaAudit

extension RunReport {
    /// The report's findings as an audit report, grouped across devices, with those the baseline
    /// recorded marked: what the SARIF file is written from.
    public var auditReport: AuditReport {
        let records = entries.flatMap { entry in
            entry.findings.compactMap { record in record.finding(in: entry).map { (finding: $0, baselined: record.baselined) } }
        }
        let findings = records.map(\.finding)
        let baselined = records.filter(\.baselined).map(\.finding)
        let screens = Self.distinct(entries.map(\.screen))
        let placements = Self.distinct(entries.map { "\($0.device).\($0.orientation)" })
        let baseline = baselined.isEmpty ? nil
            : Baseline(recording: AuditReport(findings: baselined, screens: screens, placements: placements))
        return AuditReport(findings: findings, screens: screens, placements: placements, baseline: baseline)
    }

    /// `values` without repeats, in first-seen order.
    static func distinct(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}

extension RunReport.Entry.FindingRecord {
    /// The finding this record describes on `entry`, or nil when it names a rule, severity or
    /// orientation this version does not know.
    func finding(in entry: RunReport.Entry) -> Finding? {
        guard let rule = AuditRule(rawValue: rule), let severity = Severity(rawValue: severity),
              let orientation = Orientation(rawValue: entry.orientation) else { return nil }
        return Finding(rule: rule, severity: severity, screen: entry.screen, deviceID: entry.device, orientation: orientation,
                       viewPath: path, viewKind: ViewKind(rawValue: kind) ?? .view, accessibilityIdentifier: accessibilityIdentifier,
                       text: text, frame: Self.rect(frame), region: Self.rect(region), area: area, detail: detail,
                       source: file.map { DocumentLocation(file: $0, position: position ?? "line 1", line: line) })
    }

    private static func rect(_ values: [Double]) -> Rect {
        values.count == 4 ? Rect(x: values[0], y: values[1], width: values[2], height: values[3]) : .zero
    }
}
