import DeviceGeometry
import LayoutEngine

/// One screen audited on one device in one orientation: the layout, the mask it was judged
/// against and what the rules found.
public struct ScreenAudit: Sendable {
    /// The screen as laid out on its placement.
    public var screen: ResolvedScreen
    /// The device's mask, with the status bar as the screen shows it.
    public var mask: DeviceMask
    /// The findings, in drawing order, then rule order.
    public var findings: [Finding]

    /// The audit of `screen` on `mask` that found `findings`.
    package init(screen: ResolvedScreen, mask: DeviceMask, findings: [Finding]) {
        self.screen = screen
        self.mask = mask
        self.findings = findings
    }
}
