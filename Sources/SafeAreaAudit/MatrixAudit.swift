import DeviceGeometry
import LayoutEngine
import OrderedCollections

/// Audits screens on a matrix of devices and orientations, laying each screen out once per
/// environment that devices share (`LayoutResolver.resolve(_:onEach:conditions:)`) and
/// preparing each device's mask once for every screen judged against it.
public struct MatrixAudit: Sendable {
    /// The rules, severities, tolerance and suppressions.
    package let configuration: AuditConfiguration
    /// The iOS version, SDK and posture the screens are laid out under.
    package let conditions: SystemConditions

    private struct MaskKey: Hashable {
        let placement: Placement.ID
        let window: WindowGeometry
    }

    private var masks: [MaskKey: (DeviceMask, MaskShapes)] = [:]

    /// An audit with `configuration` under `conditions`.
    public init(configuration: AuditConfiguration = AuditConfiguration(), conditions: SystemConditions = SystemConditions()) {
        self.configuration = configuration
        self.conditions = conditions
    }

    /// `document` audited on each placement, in order; an error that appears only under an
    /// assumed condition is a warning that says so.
    public mutating func audits(of document: ScreenDocument, on placements: [Placement]) -> [ScreenAudit] {
        audits(of: LayoutResolver.resolve(document, onEach: placements, conditions: conditions), document: document)
    }

    /// Screens already laid out, each audited on its own placement, in order. Text a larger text
    /// size cuts short is found where the same screen, device and orientation is among `screens`
    /// at the default size too.
    public mutating func audits(of screens: [ResolvedScreen]) -> [ScreenAudit] {
        audits(of: screens, document: nil)
    }

    /// A screen on a device and orientation, whatever its variant.
    private struct StandardKey: Hashable {
        let name: String
        let device: String
        let orientation: Orientation

        init(_ screen: ResolvedScreen) {
            name = screen.name
            device = screen.placement.device.id
            orientation = screen.placement.orientation
        }
    }

    /// Each screen audited, the text a larger size cuts short judged against the same screen at
    /// the default size: the one among `screens`, else `document` laid out again.
    private mutating func audits(of screens: [ResolvedScreen], document: ScreenDocument?) -> [ScreenAudit] {
        let auditor = SafeAreaAuditor(configuration: configuration)
        let standard = Dictionary(
            screens.filter(\.placement.variant.isStandard).map { (StandardKey($0), $0) }, uniquingKeysWith: { first, _ in first })
        return screens.map { screen in
            let placement = screen.placement
            let key = MaskKey(placement: placement.id, window: screen.window)
            let (mask, shapes) =
                masks[key]
                ?? {
                    let mask = DeviceMask(device: placement.device, window: screen.window, orientation: placement.orientation)
                    return (mask, MaskShapes(mask))
                }()
            masks[key] = (mask, shapes)
            let findings = auditor.findings(
                in: screen, mask: mask, shapes: shapes, laidOutFrom: document, under: conditions,
                standard: standard[StandardKey(screen)])
            return ScreenAudit(screen: screen, mask: mask, findings: findings)
        }
    }

    /// The findings of `documents` on every placement the app can show each on, compared with
    /// `baseline`; the others are listed as skipped.
    public static func run(
        _ documents: [ScreenDocument], on placements: [Placement], conditions: SystemConditions = SystemConditions(),
        configuration: AuditConfiguration = AuditConfiguration(), baseline: Baseline? = nil
    ) -> AuditReport {
        var audit = MatrixAudit(configuration: configuration, conditions: conditions)
        var findings: [Finding] = []
        var byScreen: [String: [Placement.ID]] = [:]
        for document in documents {
            let reachable =
                document.capture.map { [$0.placement] } ?? document.reachable(placements, window: conditions.window).reachable
            findings += audit.audits(of: document, on: reachable).flatMap(\.findings)
            if reachable.count != placements.count { byScreen[document.name] = reachable.map(\.id) }
        }
        return AuditReport(
            findings: baseline?.marking(findings) ?? findings, screens: documents.map(\.name),
            placements: placements.map(\.id), placementsByScreen: byScreen,
            skipped: SkippedPlacements.of(documents.filter { $0.capture == nil }, on: placements, window: conditions.window),
            assumptions: conditions.assumptions(on: Array(OrderedSet(placements.map(\.device)))))
    }
}
