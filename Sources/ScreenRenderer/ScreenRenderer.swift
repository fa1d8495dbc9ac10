import DeviceGeometry
import LayoutEngine
import Rasterizer
import SafeAreaAudit

/// Draws a resolved screen and its device's mask into a bitmap.
public enum ScreenRenderer {
    /// Renders `screen` at `scale` pixels per point: the views back to front, then the mask's
    /// `overlays` on top, the hardware's black shapes, then the audit's `findings`.
    public static func render(_ screen: ResolvedScreen, mask: DeviceMask, scale: Double,
                              overlays: Set<MaskOverlay> = Set(MaskOverlay.allCases), findings: [Finding] = []) -> Bitmap {
        var canvas = Canvas(size: screen.size, scale: scale, background: Palette.systemBackground)
        ViewPainter.draw(screen.root, on: &canvas)
        MaskPainter.draw(mask, overlays: overlays, on: &canvas)
        FindingPainter.draw(findings, within: Rect(origin: .zero, size: screen.size), on: &canvas)
        return canvas.bitmap
    }
}
