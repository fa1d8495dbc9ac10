import DeviceGeometry
import LayoutEngine
import OrderedCollections
import Synchronization
import Typography

/// Audits screens on a matrix of devices and orientations, laying each screen out once per
/// environment that devices share (`LayoutResolver.resolve(_:onEach:conditions:)`) and
/// preparing each device's mask once for every screen judged against it, on every core: the
/// copies of an audit share its masks.
public struct MatrixAudit: Sendable {
    /// The rules, severities, tolerance and suppressions.
    package let configuration: AuditConfiguration
    /// The iOS version, SDK and posture the screens are laid out under.
    package let conditions: SystemConditions

    private struct MaskKey: Hashable {
        let placement: Placement.ID
        let window: WindowGeometry
    }

    /// The masks prepared so far, shared by the copies that audit screens at once.
    private final class Masks: Sendable {
        let prepared = Mutex<[MaskKey: (DeviceMask, MaskShapes)]>([:])

        /// The mask of `placement` in `window`, prepared on first use.
        func mask(of placement: Placement, in window: WindowGeometry) -> (DeviceMask, MaskShapes) {
            let key = MaskKey(placement: placement.id, window: window)
            if let known = prepared.withLock({ $0[key] }) { return known }
            let mask = DeviceMask(device: placement.device, window: window, orientation: placement.orientation)
            let prepared = (mask, MaskShapes(mask))
            self.prepared.withLock { $0[key] = prepared }
            return prepared
        }
    }

    private let masks = Masks()

    /// An audit with `configuration` under `conditions`.
    public init(configuration: AuditConfiguration = AuditConfiguration(), conditions: SystemConditions = SystemConditions()) {
        self.configuration = configuration
        self.conditions = conditions
    }

    /// `document` audited on each placement, in order; an error that appears only under an
    /// assumed condition is a warning that says so.
    public func audits(of document: ScreenDocument, on placements: [Placement]) -> [ScreenAudit] {
        audits(of: LayoutResolver.resolve(document, onEach: placements, conditions: conditions), document: document)
    }

    /// Screens already laid out, each audited on its own placement, in order. Text a larger text
    /// size cuts short is found where the same screen, device and orientation is among `screens`
    /// at the default size too.
    public func audits(of screens: [ResolvedScreen]) -> [ScreenAudit] {
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
    private func audits(of screens: [ResolvedScreen], document: ScreenDocument?) -> [ScreenAudit] {
        let auditor = SafeAreaAuditor(configuration: configuration)
        let standard = Dictionary(
            screens.filter(\.placement.variant.isStandard).map { (StandardKey($0), $0) }, uniquingKeysWith: { first, _ in first })
        return screens.map { screen in
            let (mask, shapes) = masks.mask(of: screen.placement, in: screen.window)
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
        let audit = MatrixAudit(configuration: configuration, conditions: conditions)
        let reachable = documents.map { document in
            document.capture.map { [$0.placement] } ?? document.reachable(placements, window: conditions.window).reachable
        }
        let findings = Array(zip(documents, reachable)).concurrentMap { document, reachable in
            audit.audits(of: document, on: reachable).flatMap(\.findings)
        }.flatMap { $0 }
        var byScreen: [String: [Placement.ID]] = [:]
        for (document, reachable) in zip(documents, reachable) where reachable.count != placements.count {
            byScreen[document.name] = reachable.map(\.id)
        }
        return AuditReport(
            findings: baseline?.marking(findings) ?? findings, screens: documents.map(\.name),
            placements: placements.map(\.id), placementsByScreen: byScreen,
            skipped: SkippedPlacements.of(documents.filter { $0.capture == nil }, on: placements, window: conditions.window),
            assumptions: conditions.assumptions(on: Array(OrderedSet(placements.map(\.device)))))
    }
}
