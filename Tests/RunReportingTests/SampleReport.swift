import RunReporting

/// A small report: one screen on two placements, one image failed with diff figures, one finding
/// that fails, one in the baseline, and a name that needs escaping everywhere.
enum SampleReport {
    static func finding(rule: String = "sensor-housing", severity: String = "error", view: String = "buy",
                        baselined: Bool = false) -> RunReport.Entry.FindingRecord {
        RunReport.Entry.FindingRecord(rule: rule, severity: severity, view: "\(view) (view/\(view))", path: "view/\(view)",
                                      kind: "button", accessibilityIdentifier: view, file: "Screens/shop.yaml",
                                      position: "line 12", frame: [0, 0, 100, 44], region: [0, 0, 10, 44], area: 440,
                                      baselined: baselined)
    }

    static func entry(screen: String = "shop|<b>", device: String, orientation: String = "portrait",
                      status: RunReport.Entry.Status, findings: [RunReport.Entry.FindingRecord] = [],
                      diff: RunReport.Entry.DiffFigures? = nil, message: String? = nil) -> RunReport.Entry {
        RunReport.Entry(screen: screen, source: "Screens/shop.yaml", device: device, deviceName: device, family: "phone",
                        orientation: orientation, status: status, message: message,
                        images: .init(actual: "images/\(device).actual.png"), diff: diff, size: [390, 844],
                        findings: findings, milliseconds: 12.5)
    }

    static let report = RunReport(
        tool: "safearea test", referenceRoot: "/refs", failOn: "error",
        entries: [
            entry(device: "iphone-16-pro", status: .failed, findings: [finding()],
                  diff: .init(outcome: "compared", differentPixels: 16, antiAliasedPixels: 2, comparedPixels: 600, ratio: 16.0 / 600,
                              regions: [[4, 4, 4, 4]]),
                  message: "iphone-16-pro.portrait: 16 of 600 pixels differ,\nsee the strip"),
            entry(device: "iphone-8", status: .matched, findings: [finding(rule: "hit-target", severity: "warning", view: "more"),
                                                                   finding(view: "old", baselined: true)]),
        ])
}
