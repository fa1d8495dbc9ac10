import DeviceGeometry
@_spi(Internals) import LayoutEngine
import Rasterizer
import SafeAreaAudit

/// Draws a resolved screen and its device's mask into a bitmap.
public enum ScreenRenderer {
    /// Renders `screen` at `scale` pixels per point: the views back to front, then the mask's
    /// `overlays` on top, the hardware's black shapes, then the audit's `findings`.
    public static func render(
        _ screen: ResolvedScreen, mask: DeviceMask, scale: Double,
        overlays: Set<MaskOverlay> = Set(MaskOverlay.allCases), findings: [Finding] = []
    ) -> Bitmap {
        paint(screen, mask: mask, scale: scale, overlays: overlays, findings: findings, keepsScreenAlone: false).image
    }

    /// Renders as ``render(_:mask:scale:overlays:findings:)`` does, and also returns the views as
    /// they were before the mask and findings went on, from one painting of the views.
    package static func renderWithScreenAlone(
        _ screen: ResolvedScreen, mask: DeviceMask, scale: Double,
        overlays: Set<MaskOverlay> = Set(MaskOverlay.allCases),
        findings: [Finding] = []
    ) -> (image: Bitmap, screenAlone: Bitmap) {
        let painted = paint(screen, mask: mask, scale: scale, overlays: overlays, findings: findings, keepsScreenAlone: true)
        return (painted.image, painted.screenAlone!)
    }

    private static func paint(
        _ screen: ResolvedScreen, mask: DeviceMask, scale: Double, overlays: Set<MaskOverlay>,
        findings: [Finding], keepsScreenAlone: Bool
    ) -> (image: Bitmap, screenAlone: Bitmap?) {
        // A component is drawn alone, at its own size: no device shows it where it is laid out.
        let size = screen.isComponent ? componentSize(screen.root.frame) : screen.size
        let appearance = screen.placement.variant.appearance
        // A sheet stands on the dimmed screen beneath it, with rounded corners, so that its edge shows.
        let isSheet = !screen.isComponent && screen.root.frame != Rect(origin: .zero, size: size)
        let background = isSheet ? Palette.sheetBackdrop : Palette.systemBackground
        var canvas = Canvas(size: size, scale: scale, background: background.resolved(in: appearance))
        var root = screen.root
        if isSheet {
            root.attributes.cornerRadius = max(root.attributes.cornerRadius, Self.sheetCornerRadius)
            root.attributes.clipsToBounds = true
        }
        ViewPainter.draw(root, on: &canvas, inherited: ViewPainter.Inherited(appearance: appearance))
        let screenAlone = keepsScreenAlone ? canvas.bitmap : nil
        if !screen.isComponent { MaskPainter.draw(mask, overlays: overlays, appearance: appearance, on: &canvas) }
        FindingPainter.draw(findings, within: Rect(origin: .zero, size: size), on: &canvas)
        return (canvas.bitmap, screenAlone)
    }

    /// A sheet's corners, as drawn: UIKit's 10 pt (`UISheetPresentationController`'s standard
    /// radius before iOS 26; iOS 26's larger, glass one is not modelled).
    static let sheetCornerRadius = 10.0

    /// The canvas a component is drawn on: its frame from the origin, at least a point and at most
    /// what draws within the image limits at the largest scale (8,192 pt a side, 4,194,304 pt²).
    private static func componentSize(_ frame: Rect) -> Size {
        let scale = ImageLimits.largestScale
        let side = Double(ImageLimits.standard.maximumSide) / scale
        let area = Double(ImageLimits.standard.maximumPixels) / (scale * scale)
        let width = min(max(frame.maxX, 1), side)
        return Size(width: width, height: min(max(frame.maxY, 1), side, (area / width).rounded(.down)))
    }
}
