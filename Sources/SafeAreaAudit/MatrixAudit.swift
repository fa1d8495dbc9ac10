import DeviceGeometry
import LayoutEngine

/// Audits screens on a matrix of devices and orientations.
public enum MatrixAudit {
    /// The findings of `documents` on every placement, laid out once per environment that devices
    /// share (``LayoutResolver/resolve(_:onEach:systemVersion:)``), compared with `baseline`.
    public static func run(_ documents: [ScreenDocument], on placements: [Placement],
                           systemVersion: Int? = nil, configuration: AuditConfiguration = AuditConfiguration(),
                           baseline: Baseline? = nil) -> AuditReport {
        let auditor = SafeAreaAuditor(configuration: configuration)
        struct MaskKey: Hashable {
            let placement: Placement
            let isStatusBarVisible: Bool
        }
        var masks: [MaskKey: (DeviceMask, MaskShapes)] = [:]
        var findings: [Finding] = []
        for document in documents {
            let screens = LayoutResolver.resolve(document, onEach: placements, systemVersion: systemVersion)
            for (screen, placement) in zip(screens, placements) {
                let key = MaskKey(placement: placement, isStatusBarVisible: screen.statusBarFrame != nil)
                let (mask, shapes) = masks[key] ?? {
                    let mask = DeviceMask(device: placement.device, orientation: placement.orientation,
                                          systemVersion: systemVersion, isStatusBarVisible: key.isStatusBarVisible)
                    return (mask, MaskShapes(mask))
                }()
                masks[key] = (mask, shapes)
                findings += auditor.findings(in: screen, mask: mask, shapes: shapes)
            }
        }
        return AuditReport(findings: findings, screens: documents.map(\.name),
                           placements: placements.map(\.id), baseline: baseline)
    }
}
