import DeviceGeometry
import LayoutEngine
import SafeAreaSupport

/// One control that breaks one rule on one device in one orientation.
public struct Finding: Hashable, Sendable {
    /// The rule.
    public var rule: AuditRule
    /// The severity, after the configuration.
    public var severity: Severity
    /// The screen's name.
    public var screen: String
    /// The device and orientation.
    public var placement: Placement.ID
    /// The view's path in the tree, such as `view/view[0]/button[1]`.
    public var viewPath: String
    /// The view's kind.
    public var viewKind: ViewKind
    /// The view's `accessibilityIdentifier`.
    public var accessibilityIdentifier: String?
    /// The view's title or text, to help a reader find it.
    public var text: String?
    /// The view's frame in window coordinates.
    public var frame: Rect
    /// The bounding box of the part of the control that breaks the rule.
    public var region: Rect
    /// The area of that part, in square points.
    public var area: Double
    /// More about the finding, such as the view that covers the control.
    public var detail: String?
    /// Where the view was defined, when the screen came from a file or the DSL.
    public var source: DocumentLocation?
    /// Whether the baseline records the finding, so that it does not fail: set once, where the
    /// audit is compared with the baseline.
    public var isBaselined: Bool

    /// Creates a finding.
    package init(
        rule: AuditRule, severity: Severity, screen: String, placement: Placement.ID, viewPath: String, viewKind: ViewKind,
        accessibilityIdentifier: String? = nil, text: String? = nil,
        frame: Rect, region: Rect, area: Double, detail: String? = nil, source: DocumentLocation? = nil,
        isBaselined: Bool = false
    ) {
        self.rule = rule
        self.severity = severity
        self.screen = screen
        self.placement = placement
        self.viewPath = viewPath
        self.viewKind = viewKind
        self.accessibilityIdentifier = accessibilityIdentifier
        self.text = text
        self.frame = frame
        self.region = region
        self.area = area
        self.detail = detail
        self.source = source
        self.isBaselined = isBaselined
    }

    /// How people name the view: its accessibility identifier, else its kind and text, with its path.
    public var viewName: String {
        if let accessibilityIdentifier { return "\(accessibilityIdentifier) (\(viewPath))" }
        if let text, !text.isEmpty { return "\(viewKind.rawValue) \"\(text)\" (\(viewPath))" }
        return viewPath
    }
}
