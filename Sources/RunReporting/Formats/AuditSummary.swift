import DeviceGeometry
import OrderedCollections
import SafeAreaAudit

/// What the end of an audit report sums up, counted screen by screen as the report is written.
struct AuditSummary {
    /// The new groups of errors.
    private(set) var errors = 0
    /// The new groups of warnings.
    private(set) var warnings = 0
    /// The groups the baseline records.
    private(set) var baselined = 0
    /// The screens, in order.
    private(set) var screens: [String] = []
    /// The device-orientations audited.
    private(set) var placements: OrderedSet<Placement.ID> = []

    /// A summary of nothing yet.
    init() {}

    /// The summary of `report`, over all of its placements.
    init(_ report: AuditReport) {
        add(report)
        placements.append(contentsOf: report.placements)
    }

    /// Counts `report`, a screen's part of the whole, in.
    mutating func add(_ report: AuditReport) {
        errors += report.count(of: .error)
        warnings += report.count(of: .warning)
        baselined += report.groups.count - report.newGroups.count
        screens += report.screens
        for screen in report.screens { placements.append(contentsOf: report.placements(of: screen)) }
    }
}
