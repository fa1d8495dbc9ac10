import Foundation
import RunReporting

/// A small report: one screen on two placements, one image failed with diff figures, one finding
/// that fails, one in the baseline, and a name that needs escaping everywhere. It is read from
/// `report.json`'s own form, so the typed entries are held to the file format.
enum SampleReport {
    static func finding(
        rule: String = "sensor-housing", severity: String = "error", view: String = "buy",
        baselined: Bool = false
    ) -> String {
        """
        {"rule": "\(rule)", "severity": "\(severity)", "view": "\(view) (view/\(view))", "path": "view/\(view)",
         "kind": "button", "accessibilityIdentifier": "\(view)", "file": "Screens/shop.yaml", "position": "line 12",
         "frame": [0, 0, 100, 44], "region": [0, 0, 10, 44], "area": 440, "baselined": \(baselined)}
        """
    }

    static func entry(
        device: String, status: String, findings: [String] = [], diff: String? = nil,
        message: String? = nil
    ) -> String {
        """
        {"screen": "shop|<b>", "source": "Screens/shop.yaml", "device": "\(device)", "deviceName": "\(device)",
         "family": "phone", "orientation": "portrait", "status": "\(status)",
         \(message.map { "\"message\": \(String(reflecting: $0)), " } ?? "")"images": {"actual": "images/\(device).actual.png"},
         \(diff.map { "\"diff\": \($0), " } ?? "")"size": [390, 844], "findings": [\(findings.joined(separator: ", "))],
         "milliseconds": 12.5}
        """
    }

    static let json = """
        {"version": 2, "tool": "safearea test", "referenceRoot": "/refs", "failOn": "error", "entries": [
        \(entry(device: "iphone-16-pro", status: "failed", findings: [finding()],
                diff: #"{"outcome": "compared", "differentPixels": 16, "antiAliasedPixels": 2, "comparedPixels": 600, "ratio": 0.02666666666666667, "regions": [[4, 4, 4, 4]]}"#,
                message: "iphone-16-pro.portrait: 16 of 600 pixels differ,\nsee the strip")),
        \(entry(device: "iphone-8", status: "matched",
                findings: [finding(rule: "hit-target", severity: "warning", view: "more"), finding(view: "old", baselined: true)]))
        ]}
        """

    static let report = try! RunReport(decoding: Data(json.utf8))
}
