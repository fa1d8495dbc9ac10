import DeviceGeometry
import LayoutEngine
import Rasterizer

/// Draws a resolved screen and its device's mask into a bitmap.
public enum ScreenRenderer {
    /// Renders `screen` at `scale` pixels per point: the views back to front, then the mask's
    /// `overlays` on top, the hardware's black shapes last.
    public static func render(_ screen: ResolvedScreen, mask: DeviceMask, scale: Double,
                              overlays: Set<MaskOverlay> = Set(MaskOverlay.allCases)) -> Bitmap {
        var canvas = Canvas(size: screen.size, scale: scale, background: Palette.systemBackground)
        ViewPainter.draw(screen.root, on: &canvas)
        MaskPainter.draw(mask, overlays: overlays, on: &canvas)
        return canvas.bitmap
    }
}
