import SafeAreaAudit
import ScreenRenderer

/// How a matrix is rendered.
public struct RenderSettings: Hashable, Sendable {
    /// Pixels per point.
    public var scale: RenderScale
    /// The mask layers drawn over each screen.
    public var overlays: Set<MaskOverlay>
    /// The iOS major version whose safe-area insets apply, or nil for the catalog default.
    public var systemVersion: Int?
    /// The audit whose findings are drawn on each image, or nil to draw none.
    public var audit: AuditConfiguration?

    /// Creates settings; the defaults draw every overlay at the device's scale, and no findings.
    public init(
        scale: RenderScale = .device, overlays: Set<MaskOverlay> = Set(MaskOverlay.allCases),
        systemVersion: Int? = nil, audit: AuditConfiguration? = nil
    ) {
        self.scale = scale
        self.overlays = overlays
        self.systemVersion = systemVersion
        self.audit = audit
    }
}
