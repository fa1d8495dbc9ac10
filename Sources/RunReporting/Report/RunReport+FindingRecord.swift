import DeviceGeometry
import LayoutEngine
import SafeAreaAudit
import SafeAreaSupport

extension RunReport.Entry {
    /// A finding on the image, in points.
    package struct FindingRecord: Codable, Hashable, Sendable {
        /// The rule.
        package var rule: AuditRule
        /// The severity.
        package var severity: Severity
        /// The view, by identifier or kind and text, with its path.
        package var view: String
        /// The view's path in the tree.
        package var path: String
        /// The view's kind.
        package var kind: ViewKind
        /// The view's accessibility identifier.
        package var accessibilityIdentifier: String?
        /// The view's title or text.
        package var text: String?
        /// More about the finding, such as the view that covers the control.
        package var detail: String?
        /// The file the view was defined in.
        package var file: String?
        /// Where in that file: a JSON path or `line N`.
        package var position: String?
        /// The line the view starts on in that file, when known.
        package var line: Int?
        /// The view's frame, written as `[x, y, width, height]`.
        @NumberArray package var frame: Rect
        /// The part that breaks the rule, written as `[x, y, width, height]`.
        @NumberArray package var region: Rect
        /// That part's area in square points.
        package var area: Double
        /// Whether the baseline records the finding, so that it does not fail.
        package var baselined: Bool

        /// The record of `finding`, to a hundredth of a point, marked as in the baseline or not.
        package init(_ finding: Finding, baselined: Bool) {
            rule = finding.rule
            severity = finding.severity
            view = finding.viewName
            path = finding.viewPath
            kind = finding.viewKind
            accessibilityIdentifier = finding.accessibilityIdentifier
            text = finding.text
            detail = finding.detail
            file = finding.source?.file
            position = finding.source?.position
            line = finding.source?.line
            frame = finding.frame.roundedToHundredths
            region = finding.region.roundedToHundredths
            area = (finding.area * 100).rounded() / 100
            self.baselined = baselined
        }

        /// The finding this record describes on `entry`.
        package func finding(in entry: RunReport.Entry) -> Finding {
            Finding(
                rule: rule, severity: severity, screen: entry.screen, placement: entry.placement, viewPath: path,
                viewKind: kind, accessibilityIdentifier: accessibilityIdentifier, text: text, frame: frame,
                region: region, area: area, detail: detail,
                source: file.map { DocumentLocation(file: $0, position: position ?? "line 1", line: line) })
        }
    }
}
