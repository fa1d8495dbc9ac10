import DeviceGeometry
import SafeAreaAudit
import ScreenRenderer

/// How a matrix is rendered.
public struct RenderSettings: Hashable, Sendable {
    /// Pixels per point.
    package var scale: RenderScale
    /// The mask layers drawn over each screen.
    package var overlays: Set<MaskOverlay>
    /// The iOS version, SDK and foldable posture the screens are laid out under.
    package var conditions: SystemConditions
    /// The audit whose findings are drawn on each image, or nil to draw none.
    package var audit: AuditConfiguration?

    /// Creates settings; the defaults draw every overlay at the device's scale, and no findings.
    public init(
        scale: RenderScale = .device, overlays: Set<MaskOverlay> = Set(MaskOverlay.allCases),
        conditions: SystemConditions = SystemConditions(), audit: AuditConfiguration? = nil
    ) {
        self.scale = scale
        self.overlays = overlays
        self.conditions = conditions
        self.audit = audit
    }
}
