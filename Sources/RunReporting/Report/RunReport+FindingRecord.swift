import DeviceGeometry
import LayoutEngine
import SafeAreaAudit

extension RunReport.Entry {
    /// A finding on the image, in points.
    public struct FindingRecord: Codable, Hashable, Sendable {
        /// The rule.
        public var rule: AuditRule
        /// The severity.
        public var severity: Severity
        /// The view, by identifier or kind and text, with its path.
        public var view: String
        /// The view's path in the tree.
        public var path: String
        /// The view's kind.
        public var kind: ViewKind
        /// The view's accessibility identifier.
        public var accessibilityIdentifier: String?
        /// The view's title or text.
        public var text: String?
        /// More about the finding, such as the view that covers the control.
        public var detail: String?
        /// The file the view was defined in.
        public var file: String?
        /// Where in that file: a JSON path or `line N`.
        public var position: String?
        /// The line the view starts on in that file, when known.
        public var line: Int?
        /// The view's frame, written as `[x, y, width, height]`.
        @NumberArray public var frame: Rect
        /// The part that breaks the rule, written as `[x, y, width, height]`.
        @NumberArray public var region: Rect
        /// That part's area in square points.
        public var area: Double
        /// Whether the baseline records the finding, so that it does not fail.
        public var baselined: Bool

        /// The record of `finding`, to a hundredth of a point, marked as in the baseline or not.
        public init(_ finding: Finding, baselined: Bool) {
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
        public func finding(in entry: RunReport.Entry) -> Finding {
            Finding(
                rule: rule, severity: severity, screen: entry.screen, placement: entry.placement, viewPath: path,
                viewKind: kind, accessibilityIdentifier: accessibilityIdentifier, text: text, frame: frame,
                region: region, area: area, detail: detail,
                source: file.map { DocumentLocation(file: $0, position: position ?? "line 1", line: line) })
        }
    }
}
