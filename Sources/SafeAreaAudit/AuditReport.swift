import DeviceGeometry
import OrderedCollections

/// The findings of an audit, grouped so that the same problem on many devices is one entry.
public struct AuditReport: Hashable, Sendable {
    /// Every finding, screen by screen, placement by placement, in drawing order.
    public var findings: [Finding]
    /// The findings grouped by screen, rule, severity and view, most severe first.
    package var groups: [FindingGroup]
    /// The screens audited, in order.
    public var screens: [String]
    /// The device-orientations each screen was audited on.
    package var placements: [Placement.ID]
    /// The device-orientations each screen was audited on, where that is not all of them (a
    /// capture is audited only where it was made).
    package var placementsByScreen: [String: [Placement.ID]]
    /// The placements left out because the app cannot show a screen there, and why.
    public var skipped: [SkippedPlacements]
    /// What the run assumed without being told, in words (`SystemConditions.assumptions(on:)`).
    package var assumptions: [String]

    /// Groups `findings`; a group is in the baseline when each of its findings is.
    package init(
        findings: [Finding], screens: [String], placements: [Placement.ID],
        placementsByScreen: [String: [Placement.ID]] = [:], skipped: [SkippedPlacements] = [],
        assumptions: [String] = []
    ) {
        self.findings = findings
        self.screens = screens
        self.placements = placements
        self.placementsByScreen = placementsByScreen
        self.skipped = skipped
        self.assumptions = assumptions
        let order = Dictionary(screens.enumerated().map { ($1, $0) }) { first, _ in first }
        groups = OrderedDictionary(grouping: findings, by: FindingGroup.Key.init).values.map { occurrences in
            FindingGroup(occurrences: occurrences, isBaselined: occurrences.allSatisfy(\.isBaselined))
        }
        .sorted { lhs, rhs in
            let left = (order[lhs.screen] ?? 0, lhs.severity, lhs.rule)
            let right = (order[rhs.screen] ?? 0, rhs.severity, rhs.rule)
            if left.0 != right.0 { return left.0 < right.0 }
            if left.1 != right.1 { return left.1 > right.1 }
            if left.2 != right.2 { return left.2 < right.2 }
            return lhs.viewPath < rhs.viewPath
        }
    }

    /// The groups that count: not all in the baseline.
    package var newGroups: [FindingGroup] { groups.filter { !$0.isBaselined } }

    /// The device-orientations `screen` was audited on.
    package func placements(of screen: String) -> [Placement.ID] {
        placementsByScreen[screen] ?? placements
    }

    /// Whether any new finding is at least `severity`.
    public func fails(at severity: Severity) -> Bool {
        newGroups.contains { $0.severity >= severity }
    }

    /// How many groups there are of each severity, new ones only.
    public func count(of severity: Severity) -> Int {
        newGroups.filter { $0.severity == severity }.count
    }
}

/// One rule broken by one view of one screen, on every device and orientation where it is.
package struct FindingGroup: Hashable, Sendable {
    /// What groups findings together.
    struct Key: Hashable {
        let screen: String
        let rule: AuditRule
        let severity: Severity
        let viewPath: String

        init(_ finding: Finding) {
            screen = finding.screen
            rule = finding.rule
            severity = finding.severity
            viewPath = finding.viewPath
        }
    }

    /// The finding on each device and orientation, in matrix order.
    package var occurrences: [Finding]
    /// Whether the baseline records every occurrence.
    package var isBaselined: Bool

    /// The group of `occurrences`, which share their screen, rule, severity and view.
    package init(occurrences: [Finding], isBaselined: Bool) {
        self.occurrences = occurrences
        self.isBaselined = isBaselined
    }

    /// The first occurrence, which names the rule and the view for all.
    package var first: Finding { occurrences[0] }
    /// The screen.
    package var screen: String { first.screen }
    /// The rule.
    package var rule: AuditRule { first.rule }
    /// The severity.
    package var severity: Severity { first.severity }
    /// The view's path.
    package var viewPath: String { first.viewPath }
    /// The placements.
    package var placements: [Placement.ID] { occurrences.map(\.placement) }
    /// The largest area of the control that breaks the rule, in square points.
    package var largestArea: Double { occurrences.map(\.area).max() ?? 0 }
}
