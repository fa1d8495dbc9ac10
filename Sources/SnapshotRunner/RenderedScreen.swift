import DeviceGeometry
import LayoutEngine
import Rasterizer
import SafeAreaAudit

/// A screen laid out on a device's mask and drawn.
public struct RenderedScreen: Sendable {
    /// The screen as laid out on the device, which names the screen and its placement.
    public var screen: ResolvedScreen
    /// The device's mask, with the status bar as the screen shows it.
    public var mask: DeviceMask
    /// Pixels per point.
    package var scale: Double
    /// The image.
    public var image: Bitmap
    /// The views alone, without the mask or findings, when they were kept while drawing.
    package var screenAlone: Bitmap?
    /// The audit drawn on the image, when one was.
    public var audit: Audit?

    /// An audit and the findings it made on the screen.
    public struct Audit: Sendable {
        /// The rules and severities.
        package var configuration: AuditConfiguration
        /// The findings.
        public var findings: [Finding]

        /// An audit's result.
        package init(configuration: AuditConfiguration, findings: [Finding]) {
            self.configuration = configuration
            self.findings = findings
        }
    }

    /// A rendered screen.
    package init(
        screen: ResolvedScreen, mask: DeviceMask, scale: Double, image: Bitmap, screenAlone: Bitmap? = nil,
        audit: Audit? = nil
    ) {
        self.screen = screen
        self.mask = mask
        self.scale = scale
        self.image = image
        self.screenAlone = screenAlone
        self.audit = audit
    }
}
